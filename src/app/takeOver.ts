import { STARTUP_HINT_CLASSES } from './StartupGate';

/** The parts of the browser `mayTakeOver` reads. */
export interface Visit {
  root: HTMLElement;
  html: HTMLElement;
  location: Pick<Location, 'search' | 'hash'>;
  storage: (area: 'local' | 'session') => Pick<Storage, 'getItem'> | null;
}

const browserVisit = (root: HTMLElement): Visit => ({
  root,
  html: document.documentElement,
  location: window.location,
  storage: (area) => {
    try {
      return area === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null; // Blocked: the app reads nothing from it either.
    }
  },
});

/**
 * Whether the page drawn at build time is this visitor's page, so that the app may take it over
 * as it is (React's hydrateRoot: its first render reuses the drawn elements instead of drawing
 * them again): the build marked it `data-hydrate` with the storage keys its first render reads
 * (src/app/prerender.tsx), and here
 * - it is in the visitor's language and nobody is signed in (index.html's start-up script marks
 *   either on <html>: the app's first render differs then),
 * - the address has no query or fragment (a link's values fill the tool's fields),
 * - and none of those keys holds anything (nothing stored for the page: a tool's kept input, the
 *   home page's favourites and recently used tools, the theme chosen by hand).
 * React keeps what it finds where the drawn page and its first render differ in an attribute, so
 * any doubt means no: the app then replaces the page, as it always did.
 */
export function mayTakeOver(root: HTMLElement, visit: Visit = browserVisit(root)): boolean {
  const reads = visit.root.dataset.hydrate;
  if (reads === undefined) return false;
  if (STARTUP_HINT_CLASSES.some((name) => visit.html.classList.contains(name))) return false;
  if (visit.location.search !== '' || visit.location.hash !== '') return false;
  return reads
    .split(' ')
    .filter((read) => read !== '')
    .every((read) => {
      const colon = read.indexOf(':');
      const area = read.slice(0, colon);
      if (area !== 'local' && area !== 'session') return false;
      try {
        return (visit.storage(area)?.getItem(read.slice(colon + 1)) ?? null) === null;
      } catch {
        return true; // Unreadable: the app reads nothing either.
      }
    });
}
