import { UNKEYED_ENTRY } from '../../lib/openingEntryKey';
import { readRecents } from '../../tools/preferences';

/** How many history entries of the home page keep their row (a long session drops the oldest). */
const KEPT_ENTRIES = 50;
/** In sessionStorage: the rows outlive a reload and a Back that loads the page anew. */
export const RECENTS_SHOWN_KEY = 'home-recents-shown';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const isEntry = (value: unknown): value is [string, string[]] =>
  Array.isArray(value) &&
  typeof value[0] === 'string' &&
  Array.isArray(value[1]) &&
  value[1].every((id) => typeof id === 'string');

function load(session: SessionStore | null): [string, string[]][] {
  try {
    const value: unknown = JSON.parse(session?.getItem(RECENTS_SHOWN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * The "recently used" row of the home page in each history entry (by the location's key).
 *
 * Back and Forward show the row as the page was left, as the browser's back-forward cache would:
 * the tool just used joins it on the next visit to the page, not as the visitor returns. Added
 * then, above the card they had opened, it pushed the cards down by its height (200 px with its
 * heading at 1280 px wide) away from the restored scroll position.
 */
export function createRecentsShown(read: () => string[], session: SessionStore | null) {
  const shown = new Map(load(session));
  return (entryKey: string, returning: boolean): string[] => {
    // An entry without a key of its own shares it with every fresh visit: nothing to return to.
    if (entryKey === UNKEYED_ENTRY) return read();
    const recents = (returning ? shown.get(entryKey) : undefined) ?? read();
    shown.delete(entryKey);
    shown.set(entryKey, recents);
    if (shown.size > KEPT_ENTRIES) shown.delete(shown.keys().next().value ?? '');
    try {
      session?.setItem(RECENTS_SHOWN_KEY, JSON.stringify([...shown]));
    } catch {
      // Storage refused (private mode, quota): the rows are kept for this page's life only.
    }
    return recents;
  };
}

function browserSessionStorage(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage blocked: the rows are kept for this page's life only.
  }
}

/** Whether the browser loaded this document by reloading the page at the current address. */
function reloadedHere(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload' && new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return false;
  }
}

let shownOnThisPage: ReturnType<typeof createRecentsShown> | undefined;

/**
 * The home page's row for the history entry `entryKey`; `returning` for react-router's POP:
 * Back, Forward or a reload. A reload shows the row afresh, as a reload shows any page: the home
 * page drawn first in a document the browser loaded by reloading it. (A reload of a tool's page
 * makes a document that Back to the home page then stays in: that is a way back.)
 */
export function homeRecents(entryKey: string, returning: boolean): string[] {
  const reloaded = shownOnThisPage === undefined && reloadedHere();
  shownOnThisPage ??= createRecentsShown(readRecents, browserSessionStorage());
  return shownOnThisPage(entryKey, returning && !reloaded);
}
