import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

export const STARTUP_DELAY_MS = 100;
/** On a slow connection the site's frame appears after this long even if the page's code has not. */
export const STARTUP_CODE_WAIT_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The spec's start-up state: a loading text for about 100 ms before the routes appear. Meanwhile
 * the first page's code is fetched (`preload`), so the page appears with the site's frame in one
 * render instead of the frame with a second loading text first.
 */
export function StartupGate({
  preload,
  children,
}: {
  preload: (pathname: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // Code that fails to load is reported where the page renders (its error boundary).
    const code = Promise.race([
      preload(pathname).catch(() => undefined),
      wait(STARTUP_CODE_WAIT_MS),
    ]);
    void Promise.all([wait(STARTUP_DELAY_MS), code]).then(() => {
      // As a transition, the first full render is done in small slices that keep the page
      // responsive (and Lighthouse's total blocking time low), not in one long task.
      if (!cancelled) startTransition(() => setReady(true));
      // Its work is done (see index.html): nothing is left that a visitor could reach.
      document.getElementById('startup-warm-up')?.remove();
    });
    return () => {
      cancelled = true;
    };
    // Only the address the site opened at: later navigations happen with the gate open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (ready) return children;
  return (
    <p role="status" className="p-8 text-center text-gray-700 dark:text-gray-200">
      {t('site.loading')}
    </p>
  );
}
