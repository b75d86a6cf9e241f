/**
 * Where the page should scroll after a navigation (the positions of the history entries are
 * kept by src/lib/historyEntryMemory.ts).
 */

/** react-router's navigation types (`useNavigationType()`). */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollAction = { kind: 'restore'; y: number } | { kind: 'top' } | { kind: 'keep' };

/**
 * Back, Forward and a reload (POP) return to where that entry was left; any other change of path
 * starts at the top; a change of the query alone (a tool writing its input, a selected poll)
 * leaves the page where it is.
 */
export function scrollActionFor(
  kind: NavigationKind,
  previousPathname: string | null,
  pathname: string,
  savedY: number | undefined,
): ScrollAction {
  if (kind === 'POP' && savedY !== undefined) return { kind: 'restore', y: savedY };
  if (previousPathname === null || previousPathname === pathname) return { kind: 'keep' };
  return { kind: 'top' };
}
