import { entryMemory } from '../../lib/historyEntryMemory';
import { UNKEYED_ENTRY } from '../../lib/openingEntryKey';
import { noteStorageRead } from '../../lib/storage';
import { readRecents } from '../../tools/preferences';

/** In sessionStorage: the rows outlive a reload and a Back that loads the page anew. */
export const RECENTS_SHOWN_KEY = 'home-recents-shown';

const isRow = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * The "recently used" row of the home page in each history entry (by the location's key; the
 * rows of the last 50 entries are kept).
 *
 * Back and Forward show the row as the page was left, as the browser's back-forward cache would:
 * the tool just used joins it on the next visit to the page, not as the visitor returns. Added
 * then, above the card they had opened, it pushed the cards down by its height (200 px with its
 * heading at 1280 px wide) away from the restored scroll position.
 * `session`: the tab's sessionStorage unless given (null: nothing outlives the page).
 */
export function createRecentsShown(
  read: () => string[],
  session?: Pick<Storage, 'getItem' | 'setItem'> | null,
) {
  const shown = entryMemory(RECENTS_SHOWN_KEY, isRow, session);
  return (entryKey: string, returning: boolean): string[] => {
    noteStorageRead(`session:${RECENTS_SHOWN_KEY}`);
    // An entry without a key of its own shares it with every fresh visit: nothing to return to.
    if (entryKey === UNKEYED_ENTRY) return read();
    const recents = (returning ? shown.get(entryKey) : undefined) ?? read();
    shown.set(entryKey, recents);
    shown.save();
    return recents;
  };
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
  shownOnThisPage ??= createRecentsShown(readRecents);
  return shownOnThisPage(entryKey, returning && !reloaded);
}
