/** The Web Lock every tab takes to issue a number, so two tabs never read the same state. */
export const NUMBERING_LOCK = 'document-numbering';

/**
 * Runs `task` holding the numbering lock (Web Locks API: one holder across every tab and window
 * of the site). Browsers without it (before 2022) run the task at once: storage is then guarded
 * only within the tab, and the account's unique constraint still refuses a repeated number.
 */
export async function withNumberingLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(NUMBERING_LOCK, { mode: 'exclusive' }, task);
}
