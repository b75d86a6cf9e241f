import { readString, STORAGE_KEYS, writeString } from './storage';

export type Theme = 'light' | 'dark';

export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#111827' };

/** Light is the default; only an explicitly stored choice changes it. */
export function readStoredTheme(): Theme {
  return readString(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/**
 * Puts the theme on the page. At start-up index.html's script has already done so (dark: the
 * class and the color-scheme; light: neither), and nothing is changed again: any change on
 * <html> makes the browser restyle the whole page (5–7 ms of CPU on the quote page).
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
  const root = doc.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  // Light is the browser's own scheme (color-scheme: normal), as the start-up script leaves it.
  const scheme = theme === 'dark' ? 'dark' : '';
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = THEME_COLORS[theme];
}

export function storeTheme(theme: Theme): void {
  writeString(STORAGE_KEYS.theme, theme);
}

export function toggledTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
