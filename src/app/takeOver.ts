import { STARTUP_HINT_CLASSES } from './StartupGate';

/** The value under `key` in local or session storage; null where storage cannot be read. */
function stored(area: string, key: string): string | null {
  try {
    return (area === 'session' ? sessionStorage : localStorage).getItem(key);
  } catch {
    return null; // Blocked: the app reads nothing from it either.
  }
}

/**
 * Whether the browser loaded this document by following a link or typing its address: a
 * reload, Back or Forward brings the history entry's own memory (the home page's "recently
 * used" row as it was left, the scroll position), which the first render reads from
 * `history.state` rather than from storage, so the drawn page may differ from it. Browsers
 * without navigation timing count as following a link.
 */
function openedByFollowingALink(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry === undefined || entry.type === 'navigate';
  } catch {
    return true;
  }
}

/**
 * Whether the page drawn at build time is this visitor's page, so that the app may take it over
 * as it is (React's hydrateRoot: its first render reuses the drawn elements instead of drawing
 * them again): the build marked it `data-hydrate` with the storage keys its first render reads
 * (`local:<key>`, `session:<key>`; src/app/prerender.tsx), and here
 * - it is in the visitor's language and nobody is signed in (index.html's start-up script marks
 *   either on <html>: the app's first render differs then),
 * - it was opened by following a link, not by a reload, Back or Forward (see above),
 * - the address has no query or fragment (a link's values fill the tool's fields),
 * - and none of those keys holds anything (nothing stored for the page: a tool's kept input, the
 *   home page's favourites and recently used tools, the theme chosen by hand).
 * React keeps what it finds where the drawn page and its first render differ in an attribute, so
 * any doubt means no: the app then replaces the page, as it always did.
 */
export function mayTakeOver(root: HTMLElement): boolean {
  const reads = root.dataset.hydrate;
  return (
    reads !== undefined &&
    openedByFollowingALink() &&
    !STARTUP_HINT_CLASSES.some((name) => document.documentElement.classList.contains(name)) &&
    location.search === '' &&
    location.hash === '' &&
    reads
      .split(' ')
      .filter(Boolean)
      .every((read) => {
        const [area = '', ...key] = read.split(':');
        return (area === 'local' || area === 'session') && stored(area, key.join(':')) === null;
      })
  );
}
