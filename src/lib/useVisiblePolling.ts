import { useEffect, useRef } from 'react';

/** How often shared and owner views look for changes made elsewhere. */
export const VISIBLE_POLL_INTERVAL_MS = 15_000;

/**
 * Calls `poll` every `intervalMs` while the page is visible, and once at once when it becomes
 * visible again after being hidden (so a tab brought back shows fresh data without waiting).
 * A hidden tab makes no requests, and a new call never starts while the previous one (when it
 * returns a promise) is still running, so a slow connection or many open tabs cannot pile
 * requests up. The latest `poll` is always the one called, so callers need not memoise it.
 * `enabled: false` stops polling (e.g. before the first load has finished).
 */
export function useVisiblePolling(
  poll: () => unknown,
  intervalMs: number = VISIBLE_POLL_INTERVAL_MS,
  enabled = true,
): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
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
        await pollRef.current();
      } finally {
        running = false;
        schedule();
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void tick();
      else window.clearTimeout(timer);
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, enabled]);
}
