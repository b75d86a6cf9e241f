import { expect as baseExpect, type Page } from '@playwright/test';
import { waitForApp } from './site';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Waits until the service worker controls the page, so that it can be reloaded offline.
 * The page hands the worker the site's files once the visitor's inputs have settled
 * (src/lib/serviceWorker.ts): an input (a key that changes nothing), then quiet until every
 * file is kept. The input is given once the app has started: on a page drawn at build time a key
 * pressed before the app's code runs is not seen, and the page then counts as quiet only 30 s
 * after the load (with three browsers at work that pushed the whole wait past 40 s).
 *
 * Usually every file is kept 3–5 s after the key. A page that the browser grants no idle moment
 * (under load, now and then in the gate) gets each batch only at its idle callback's timeout,
 * one batch of `BATCH_SIZE` a second: with the build's 160 files that takes 40 s, which is why
 * the wait below is longer (at 40 s it failed and was retried in three of five gate runs).
 */
export async function untilServiceWorkerControls(page: Page) {
  await waitForApp(page);
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-offline-ready]')).toHaveCount(1, { timeout: 90_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) break;
    await page.reload();
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Some Chromium builds start a document loaded under emulated offline with navigator.onLine
 * true (see offline.spec.ts): the page is then told, as a browser tells it when the connection
 * drops, by the offline event (without a moment online, in which the writes would be sent).
 */
export async function stillOffline(page: Page) {
  if (await page.evaluate(() => navigator.onLine))
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
}
