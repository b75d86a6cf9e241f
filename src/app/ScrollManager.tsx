import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryMemory, type EntryMemory } from '../lib/historyEntryMemory';
import { scrollActionFor } from '../lib/scrollPositions';

const STORAGE_KEY = 'scroll-positions';
/** What the visitor does to take over the scrolling: a pending restore then gives up. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const isPosition = (value: unknown): value is number => typeof value === 'number' && value >= 0;
const storedPositions = () => entryMemory(STORAGE_KEY, isPosition);

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
  const positions = useRef<EntryMemory<number> | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);
  const stopRestoring = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    const previousMode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (current.current) positions.current?.set(current.current.key, window.scrollY);
    };
    const persist = () => {
      record();
      positions.current?.save();
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
    const saved = (positions.current ??= storedPositions());
    const action = scrollActionFor(
      navigationType,
      current.current?.pathname ?? null,
      location.pathname,
      saved.get(location.key),
    );
    const entry = { key: location.key, pathname: location.pathname };
    current.current = entry;
    stopRestoring.current();
    stopRestoring.current = () => {};
    if (action.kind === 'restore') stopRestoring.current = scrollWhenReachable(action.y);
    else if (action.kind === 'top') window.scrollTo(0, 0);
    // The entry's position from now on (a replaced entry has a new key, and keeps its place).
    if (action.kind !== 'keep') {
      saved.set(location.key, action.kind === 'top' ? 0 : action.y);
      return;
    }
    // Kept where it is: read once the page has been laid out for its next frame. Reading
    // scrollY here would force the layout of everything just committed inside the commit (on
    // the first load, 28-51 ms of a long task at 4x CPU, the whole page replacing the built one).
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (current.current === entry) saved.set(entry.key, window.scrollY);
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
