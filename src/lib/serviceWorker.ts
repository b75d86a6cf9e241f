/**
 * Registers the site's service worker (src/serviceWorker/sw.ts, built to /sw.js), which keeps
 * every file of the build so that the site works offline after a visit, and hands it the files
 * a few at a time, when the visitor is not using the page.
 *
 * The worker fetches nothing by itself. Fetching and storing the build's files (160, 2.8 MB, in
 * November 2026) takes time on a thread of the page's own process; when a worker did it all as
 * it installed (Workbox's precache, 123 files then), it ran beside a first visitor's typing: INP
 * typing a regex at 4× CPU 88 ms with the worker allowed against 48 ms with it blocked (the JSON
 * tool 64 against 40), the worst keydowns waiting 71–131 ms for the next paint. Now the worker
 * is registered, and the files asked for, only once the page is quiet (`whenQuiet`): 2 s after
 * the visitor's last input once they have interacted, or 30 s after the load without any
 * interaction; then
 * `BATCH_SIZE` files at a time, each batch in an idle moment and only while the page is still
 * quiet (an input pauses it until it is quiet again), fetched at low priority. A page the
 * browser grants no idle moment (a hidden tab, a busy machine) still gets a batch each
 * `IDLE_TIMEOUT_MS`.
 *
 * The app registers the worker itself rather than through vite-plugin-pwa's registerSW.js: on
 * the pages drawn at build time the app's code starts only after the first paint, often after
 * the window's load event that registerSW.js waits for.
 */

import type { PrecacheAnswer, PrecacheRequest } from '../serviceWorker/precache';

/** How long after the visitor's last input the page counts as quiet. */
export const QUIET_AFTER_INPUT_MS = 2_000;
/** How long after the load the page counts as quiet when the visitor has not interacted at all. */
export const QUIET_WITHOUT_INPUT_MS = 30_000;
/** The longest a batch waits for an idle moment once the page is quiet. */
export const IDLE_TIMEOUT_MS = 1_000;
/** Files fetched per batch. */
export const BATCH_SIZE = 4;
/** Set on <html> once every file is stored (for tests: the site then works offline). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** What counts as the visitor using the page (captured on the window, never cancelled). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

/** The parts of `window` the schedule uses. */
export type QuietWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  performance: Pick<Performance, 'now'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/** Watches the visitor's inputs from now on; `whenQuiet` resolves in a quiet, idle moment. */
export function quietMoments(win: QuietWindow = window) {
  const startedAt = win.performance.now();
  let lastInput: number | null = null;
  for (const type of INPUT_EVENTS) {
    win.addEventListener(type, () => (lastInput = win.performance.now()), {
      capture: true,
      passive: true,
    });
  }
  /** Milliseconds until the page is quiet (0: it is). */
  const untilQuiet = () => {
    const now = win.performance.now();
    return lastInput === null
      ? startedAt + QUIET_WITHOUT_INPUT_MS - now
      : lastInput + QUIET_AFTER_INPUT_MS - now;
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        win.setTimeout(resolve, 0);
      }
    });
  const whenQuiet = async (): Promise<void> => {
    for (;;) {
      const wait = untilQuiet();
      if (wait > 0) {
        // Looked at again at least every QUIET_AFTER_INPUT_MS: an input meanwhile may bring the
        // quiet moment sooner than the 30 s without one.
        await new Promise<void>((resolve) =>
          win.setTimeout(resolve, Math.min(wait, QUIET_AFTER_INPUT_MS)),
        );
        continue;
      }
      await idle();
      // An input may have come while waiting for the idle moment.
      if (untilQuiet() <= 0) return;
    }
  };
  return { whenQuiet };
}

/**
 * Asks for batches (`fetchBatch` resolves with the number of files still missing), each in a
 * quiet moment, until none is missing.
 */
export async function precacheInBatches(
  whenQuiet: () => Promise<void>,
  fetchBatch: (count: number) => Promise<number>,
): Promise<void> {
  for (;;) {
    await whenQuiet();
    if ((await fetchBatch(BATCH_SIZE)) === 0) return;
  }
}

/** A worker that has not answered in this long is asked again (it may have been replaced). */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Asks the active worker for one batch; resolves with how many files it still lacks, or -1
 * when it did not answer (a worker of an earlier build, being replaced by this build's).
 */
async function askWorker(count: number): Promise<number> {
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return -1;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(-1), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<PrecacheAnswer>) => {
      window.clearTimeout(timer);
      resolve(event.data.missing);
    };
    const request: PrecacheRequest = { type: 'precache-batch', count };
    active.postMessage(request, [channel.port2]);
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { whenQuiet } = quietMoments();
  void (async () => {
    await whenQuiet();
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await precacheInBatches(whenQuiet, askWorker);
      document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
    } catch (error: unknown) {
      console.warn('The service worker was not registered', error);
    }
  })();
}
