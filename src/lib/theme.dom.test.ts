import { applyTheme, followSystemTheme, readStoredTheme, storeTheme, toggledTheme } from './theme';

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

  it.each([
    { stored: 'light', set: () => undefined },
    {
      stored: 'dark',
      set: () => {
        document.documentElement.classList.add('dark');
        document.documentElement.style.colorScheme = 'dark';
      },
    },
  ] as const)(
    'leaves <html> untouched when the start-up script has applied the theme ($stored)',
    ({ stored, set }) => {
      // As index.html's start-up script leaves the page for the stored theme.
      document.documentElement.className = '';
      document.documentElement.removeAttribute('style');
      set();
      const changes = new MutationObserver(() => undefined);
      changes.observe(document.documentElement, { attributes: true });
      applyTheme(stored);
      expect(changes.takeRecords()).toEqual([]);
      changes.disconnect();
    },
  );

  it('gives dark a dark color-scheme and light the browser’s own', () => {
    applyTheme('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.style.colorScheme).toBe('');
  });

  it('follows the system setting as it changes, until the visitor chooses', () => {
    window.localStorage.clear();
    let listener: ((event: { matches: boolean }) => void) | undefined;
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        matches: false,
        addEventListener: (_: string, callback: (event: { matches: boolean }) => void) => {
          listener = callback;
        },
        removeEventListener: vi.fn(),
      })),
    );
    try {
      const seen: string[] = [];
      const stop = followSystemTheme((theme) => seen.push(theme));
      listener?.({ matches: true });
      expect(document.documentElement.classList.contains('dark')).toBe(true);
      storeTheme('light');
      listener?.({ matches: false });
      listener?.({ matches: true });
      expect(seen).toEqual(['dark']);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
