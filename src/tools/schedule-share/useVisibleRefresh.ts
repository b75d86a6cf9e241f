import { useEffect, useRef } from 'react';

/** How often open views fetch new answers while the tab is visible. */
export const REFRESH_INTERVAL_MS = 15_000;

/**
 * Calls `refresh` every interval while the tab is visible, and once as soon as it becomes
 * visible again; never while hidden, and never while the previous call is still running, so a
 * slow connection or many open tabs cannot pile requests up.
 */
export function useVisibleRefresh(
  refresh: () => Promise<unknown>,
  enabled: boolean,
  intervalMs = REFRESH_INTERVAL_MS,
) {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    let running = false;
    let stopped = false;

    const schedule = () => {
      window.clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') {
        timer = window.setTimeout(() => void tick(), intervalMs);
      }
    };
    const tick = async () => {
      if (running || stopped || document.visibilityState !== 'visible') return;
      running = true;
      try {
        await refreshRef.current();
      } finally {
        running = false;
        schedule();
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
      else window.clearTimeout(timer);
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);
}
