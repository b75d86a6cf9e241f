import type { Page } from '@playwright/test';

/** Helpers for pages drawn outside the browser (at build time, or where they are served). */

/** Holds the app's entry script until `release` is called: the page stays as the server sent it. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Each element's box and the computed styles that show, from <html> down. */
export const look = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, document.body, ...document.querySelectorAll('#root *')].map(
      (element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          ...[box.x, box.y, box.width, box.height].map(Math.round),
          ...[
            'display',
            'visibility',
            'color',
            'background-color',
            'border-top-color',
            'border-top-width',
            'font-size',
            'font-weight',
            'opacity',
          ].map((property) => style.getPropertyValue(property)),
        ].join(' ');
      },
    ),
  );
