import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseHeldControls } from '../lib/heldControls';

export const STARTUP_DELAY_MS = 100;
/** On a slow connection the page appears after this long even if its code has not. */
export const STARTUP_CODE_WAIT_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Set on <html> by index.html's start-up script while the built HTML may not be what this
 * visitor should see: drawn in the other language, or with a login button for someone signed in.
 * The first render replaces that HTML with the right one, so they go at once.
 */
export const STARTUP_HINT_CLASSES = ['startup-other-language', 'startup-signed-in'] as const;

/**
 * Resolves when the site may show its first page: after the start-up delay, once the page's code
 * is here (or has taken too long, or failed: that is reported where the page renders).
 */
export function startupDone(
  preload: (pathname: string) => Promise<unknown>,
  pathname: string,
  delay = STARTUP_DELAY_MS,
): Promise<void> {
  const code = Promise.race([preload(pathname).catch(() => undefined), wait(STARTUP_CODE_WAIT_MS)]);
  return Promise.all([wait(delay), code]).then(() => undefined);
}

/** Set on <html> once the app has drawn its first page over the page's own HTML. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Marks <html> (APP_STARTED_ATTRIBUTE) once it is drawn: placed beside the page, inside the
 * Suspense boundary that holds it, so that the mark comes with the page itself. Where the app
 * takes the drawn page over (hydration, src/boot.tsx), React hydrates the frame first and what a
 * Suspense boundary holds a moment later: the app has taken the page over from the HTML it came
 * with once both are done. Then the drawn controls are the page's own again
 * (src/lib/heldControls.ts; a control pressed before would change a page not yet taken over).
 */
export function MarkAppStarted() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) releaseHeldControls(root);
    // For tests and benchmarks.
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
  return null;
}

/**
 * The start-up state: each route's start-up view (its heading and a loading text, `startup`)
 * for about 100 ms before the routes appear. Meanwhile the first page's code is fetched
 * (`preload`), so the page appears in one render instead of with a second loading text first.
 * `open`: the start-up already happened with the HTML drawn at build time on screen (see
 * src/boot.tsx), so the first render is the page itself.
 */
export function StartupGate({
  preload,
  startup,
  open = false,
  children,
}: {
  preload: (pathname: string) => Promise<unknown>;
  startup: ReactNode;
  open?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(open);
  // Before the browser paints this first render (which has the visitor's language and account).
  useLayoutEffect(() => {
    document.documentElement.classList.remove(...STARTUP_HINT_CLASSES);
  }, []);
  useEffect(() => {
    let cancelled = false;
    void (open ? Promise.resolve() : startupDone(preload, pathname)).then(() => {
      // As a transition, the first full render is done in small slices that keep the page
      // responsive (and Lighthouse's total blocking time low), not in one long task.
      if (!cancelled && !open) startTransition(() => setReady(true));
      // Its work is done (see index.html): nothing is left that a visitor could reach.
      document.getElementById('startup-warm-up')?.remove();
    });
    return () => {
      cancelled = true;
    };
    // Only the address the site opened at: later navigations happen with the gate open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready ? children : startup;
}
