import { expect, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Sets stored preferences before the first script runs, as a returning visitor would have them. */
export async function presetStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Only before the first load of the tab: later reloads must see what the page stored.
    const flag = `__preset_${Object.keys(entries).join(',')}`;
    if (sessionStorage.getItem(flag)) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem(flag, '1');
  }, values);
}

export async function useTheme(page: Page, theme: Theme) {
  await presetStorage(page, { theme });
}

export async function useLanguage(page: Page, language: 'ja' | 'en') {
  await presetStorage(page, { language });
}

/** Collects console errors and uncaught exceptions so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the app has drawn the page. A route's built HTML (scripts/build/prerender.ts) can look
 * like the page itself, with its controls held (readonly, aria-disabled) until the app replaces
 * it; the start-up marks <html> with `data-app-started` once the app's first page is drawn.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
}

/** Fails when the page is wider than the window (a phone would scroll sideways). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Today in Tokyo as the document numbers write it (20261129). */
export function tokyoCompactToday(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}
