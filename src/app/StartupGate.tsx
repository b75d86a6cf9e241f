import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const STARTUP_DELAY_MS = 100;

/** The spec's start-up state: a loading text for about 100 ms before the routes appear. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // As a transition, the first full render is done in small slices that keep the page
    // responsive (and Lighthouse's total blocking time low), not in one long task.
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), STARTUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (ready) return children;
  return (
    <p role="status" className="p-8 text-center text-gray-700 dark:text-gray-200">
      {t('site.loading')}
    </p>
  );
}
