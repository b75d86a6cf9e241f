import { applyTheme, readStoredTheme, storeTheme, toggledTheme } from './theme';

describe('theme', () => {
  it('defaults to light and persists the choice', () => {
    expect(readStoredTheme()).toBe('light');
    storeTheme('dark');
    expect(readStoredTheme()).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('toggles the dark class and the theme-color meta', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#111827',
    );
    applyTheme(toggledTheme('dark'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#ffffff',
    );
  });
});
