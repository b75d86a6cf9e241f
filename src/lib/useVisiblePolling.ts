import { useEffect, useRef } from 'react';

/** How often shared and owner views look for changes made elsewhere. */
export const VISIBLE_POLL_INTERVAL_MS = 15_000;

/**
 * Calls `poll` every `intervalMs` while the page is visible, and once at once when it becomes
 * visible again after being hidden (so a tab brought back shows fresh data without waiting).
 * A hidden tab makes no requests. The latest `poll` is always the one called, so callers need
 * not memoise it. `enabled: false` stops polling (e.g. before the first load has finished).
 */
export function useVisiblePolling(
  poll: () => void,
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
    const start = () => {
      if (timer === undefined) timer = window.setInterval(() => pollRef.current(), intervalMs);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') {
        pollRef.current();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, enabled]);
}
