/**
 * The home page's "recently used" list in browser storage, with nothing imported: the entry
 * (src/main.tsx) records a card opened before the app has started (the card is then a plain
 * link), where the app's own modules are not loaded yet.
 */

/** The key of the list (STORAGE_KEYS.recents in ./storage). */
export const RECENTS_KEY = 'recent-tools';
export const MAX_RECENT_TOOLS = 6;

/** Most recent first, without duplicates, capped. */
export function withRecent(recents: readonly string[], id: string): string[] {
  return [id, ...recents.filter((r) => r !== id)].slice(0, MAX_RECENT_TOOLS);
}

/** The list kept in `storage` with `id` added first; what cannot be read counts as empty. */
export function recordRecentIn(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string): void {
  let recents: string[] = [];
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENTS_KEY) ?? '[]');
    if (Array.isArray(value)) recents = value.filter((item) => typeof item === 'string');
  } catch {
    // Not a list: start a new one.
  }
  try {
    storage.setItem(RECENTS_KEY, JSON.stringify(withRecent(recents, id)));
  } catch {
    // Storage refused (private mode, quota): the list is simply not kept.
  }
}
