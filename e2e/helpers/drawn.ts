import { expect, type Locator, type Page } from '@playwright/test';

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

const STYLESHEET = /\/assets\/index-[\w-]+\.css$/;
const noStylesheet = (route: { abort: () => Promise<void> }) => route.abort();

/**
 * How the page at `url` looks with only the styles written into it (the whole stylesheet held
 * back), then with the whole stylesheet; `drawn` is shown on the page in both. The caller keeps
 * the app from starting, so that the page stays as the server sent it. The whole stylesheet is
 * then added to the same page, in the place of its link: the cascade is the same as when the
 * page loads with it, and one visit per route instead of two halved the check's time.
 */
export async function looksWithoutAndWithStylesheet(page: Page, url: string, drawn: Locator) {
  await page.route(STYLESHEET, noStylesheet);
  await page.goto(url);
  await expect(drawn).toBeVisible();
  const ownStyles = await look(page);
  await page.unroute(STYLESHEET, noStylesheet);
  // The page's own script adds the stylesheet's link when the first paint is on its way; wait
  // for it (its load was refused above), then add it again in its place.
  await page.waitForFunction(
    (pattern) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) =>
        new RegExp(pattern).test(link.href),
      ),
    STYLESHEET.source,
  );
  await page.evaluate(
    (pattern) =>
      new Promise<void>((resolve, reject) => {
        const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
          (candidate) => new RegExp(pattern).test(candidate.href),
        );
        if (!link) {
          reject(new Error('the page links no whole stylesheet'));
          return;
        }
        const loaded = link.cloneNode() as HTMLLinkElement;
        loaded.addEventListener('load', () => resolve());
        loaded.addEventListener('error', () => reject(new Error('the stylesheet did not load')));
        link.replaceWith(loaded);
      }),
    STYLESHEET.source,
  );
  return { ownStyles, wholeStylesheet: await look(page) };
}
