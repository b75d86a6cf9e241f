/**
 * Registers the service worker that vite-plugin-pwa builds (/sw.js), which precaches the shell
 * and every tool chunk so that the site keeps working offline after the first visit.
 *
 * The app registers it itself rather than through the plugin's registerSW.js: on the pages
 * drawn at build time the app's code starts only after the first paint (scripts/build/prerender.ts),
 * often after the window's load event, and registerSW.js waits for that event.
 *
 * It waits for the page to settle (see `afterPageSettles`): once registered, the worker fetches
 * the 123 files it precaches and compiles each script for the code cache, on a thread of the
 * page's own process. Registered at the load event, that work ran beside the page's first
 * render with its data: in the Lighthouse traces of 26 routes × 5 runs (Chromium 156, 2 cores)
 * the worker's thread started 185–280 ms after the first paint, and in 9 of the 11 runs with
 * the most blocking time it ran beside a task that counted (in 6, the longest: a layout of
 * 25 ms of CPU took 80 ms on the clock).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterPageSettles(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker was not registered', error);
    });
  });
}

/**
 * How long after the window's load event `afterPageSettles` waits. A page of this site has
 * drawn itself with its data well within it (under 0.6 s after the first paint in the traces
 * above; a phone four times slower, under 2.5 s), and a visitor loses nothing by the wait: the
 * page they are on is already loaded, and the worker serves the visits after it.
 */
export const SETTLE_DELAY_MS = 3_000;
/** The longest `afterPageSettles` waits for an idle moment after SETTLE_DELAY_MS. */
export const IDLE_TIMEOUT_MS = 2_000;

/** The parts of `window` that `afterPageSettles` uses. */
export type SettlingWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Calls `callback` once, in an idle moment at least SETTLE_DELAY_MS after the window's load
 * event (counted from now when the page has loaded already). Where the browser has no
 * `requestIdleCallback` (Safari before 18.4), at SETTLE_DELAY_MS.
 */
export function afterPageSettles(callback: () => void, win: SettlingWindow = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      callback();
    }
  };
  const afterLoad = () => win.setTimeout(whenIdle, SETTLE_DELAY_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
