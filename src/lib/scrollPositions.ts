import { UNKEYED_ENTRY } from './openingEntryKey';

/**
 * Where the page should scroll after a navigation, and the remembered scroll positions of the
 * history entries (keyed by react-router's `location.key`, which stays with its entry across
 * Back, Forward and reloads).
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

export type ScrollPositions = Readonly<Record<string, number>>;

/** Enough for any history a visitor walks back through; older entries are dropped. */
export const MAX_REMEMBERED_POSITIONS = 50;

/** The positions with `key` at `y`, as the newest entry, keeping at most `limit` entries. */
export function rememberPosition(
  positions: ScrollPositions,
  key: string,
  y: number,
  limit = MAX_REMEMBERED_POSITIONS,
): ScrollPositions {
  const rest = Object.entries(positions).filter(([other]) => other !== key);
  return Object.fromEntries([...rest.slice(Math.max(0, rest.length - limit + 1)), [key, y]]);
}

/** Positions read back from storage: anything that is not a map of numbers is dropped. */
export function parsePositions(raw: string | null): ScrollPositions {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0,
      ),
    );
  } catch {
    return {};
  }
}

/** The positions worth keeping across a reload, as stored text. */
export function serializePositions(positions: ScrollPositions): string {
  const { [UNKEYED_ENTRY]: _unkeyed, ...kept } = positions;
  return JSON.stringify(kept);
}
