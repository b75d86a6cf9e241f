import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  parsePositions,
  rememberPosition,
  scrollActionFor,
  serializePositions,
  type ScrollPositions,
} from '../lib/scrollPositions';

const STORAGE_KEY = 'scroll-positions';
/** What the visitor does to take over the scrolling: a pending restore then gives up. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readStored(): ScrollPositions {
  try {
    return parsePositions(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return {};
  }
}

function writeStored(positions: ScrollPositions): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializePositions(positions));
  } catch {
    // Storage refused (private mode, quota): positions are then kept for this page's life only.
  }
}

/**
 * Scrolls to `y` now, or as soon as the page has grown tall enough (a page whose data is still
 * arriving); returns a function that stops waiting.
 */
function scrollWhenReachable(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => {};
  const retry = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  };
  const observer = new ResizeObserver(retry);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
  };
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * The browser's scroll restoration, for a site whose pages are drawn by script: Back and Forward
 * return to where each page was left, a new path starts at the top.
 *
 * react-router's own `<ScrollRestoration>` works only with a data router (createBrowserRouter);
 * the site stays in declarative mode (`<BrowserRouter>` + `<Routes>`, with its own lazy routes
 * and start-up preloading), so this small component does the same job keyed by `location.key`.
 */
export default function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);
  const stopRestoring = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    positions.current ??= readStored();
    const previousMode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (!current.current || !positions.current) return;
      positions.current = rememberPosition(positions.current, current.current.key, window.scrollY);
    };
    const persist = () => {
      record();
      if (positions.current) writeStored(positions.current);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = previousMode;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.current ?? readStored();
    const action = scrollActionFor(
      navigationType,
      current.current?.pathname ?? null,
      location.pathname,
      saved[location.key],
    );
    const entry = { key: location.key, pathname: location.pathname };
    current.current = entry;
    stopRestoring.current();
    stopRestoring.current = () => {};
    if (action.kind === 'restore') stopRestoring.current = scrollWhenReachable(action.y);
    else if (action.kind === 'top') window.scrollTo(0, 0);
    // The entry's position from now on (a replaced entry has a new key, and keeps its place).
    if (action.kind !== 'keep') {
      positions.current = rememberPosition(
        saved,
        location.key,
        action.kind === 'top' ? 0 : action.y,
      );
      return;
    }
    // Kept where it is: read once the page has been laid out for its next frame. Reading
    // scrollY here would force the layout of everything just committed inside the commit (on
    // the first load, 28-51 ms of a long task at 4x CPU, the whole page replacing the built one).
    positions.current = saved;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (current.current === entry && positions.current)
          positions.current = rememberPosition(positions.current, entry.key, window.scrollY);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // The location's key identifies the navigation; the type and path come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useLayoutEffect(() => () => stopRestoring.current(), []);

  return null;
}
