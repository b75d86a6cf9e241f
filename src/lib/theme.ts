import { readString, STORAGE_KEYS, writeString } from './storage';

export type Theme = 'light' | 'dark';

export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#111827' };

/** Light is the default; only an explicitly stored choice changes it. */
export function readStoredTheme(): Theme {
  return readString(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.classList.toggle('dark', theme === 'dark');
  doc.documentElement.style.colorScheme = theme;
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
