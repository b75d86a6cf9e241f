import { readString, STORAGE_KEYS, writeString } from './storage';

export type Theme = 'light' | 'dark';

export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#111827' };

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The visitor's own choice ('light' or 'dark'), or null while they have made none. */
export function storedThemeChoice(): Theme | null {
  const stored = readString(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

function systemTheme(): Theme {
  // No window where pages are drawn at build time: light, as the built HTML is.
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(SYSTEM_DARK).matches
    ? 'dark'
    : 'light';
}

/**
 * The theme to show: the visitor's choice, else the system's setting (prefers-color-scheme), as
 * index.html's start-up script decides it before the first paint.
 */
export function readStoredTheme(): Theme {
  return storedThemeChoice() ?? systemTheme();
}

/**
 * Until the visitor picks a theme, the page follows the system's setting as it changes (a
 * phone switching to dark at night). Returns the unsubscribe.
 */
export function followSystemTheme(onChange: (theme: Theme) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    return () => undefined;
  }
  const query = window.matchMedia(SYSTEM_DARK);
  const listener = (event: MediaQueryListEvent) => {
    if (storedThemeChoice() !== null) return;
    const theme: Theme = event.matches ? 'dark' : 'light';
    applyTheme(theme);
    onChange(theme);
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
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
