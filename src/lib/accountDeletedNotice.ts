/**
 * After an account is deleted the site goes home, and the home page says so once. The flag lives
 * in sessionStorage (this tab only, gone with it), so a later visit or another tab never shows it.
 */
import { noteStorageRead } from './storage';

const KEY = 'account-deleted-notice';

export function markAccountDeleted(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Without session storage the notice is simply not shown; the deletion itself succeeded.
  }
}

export function hasAccountDeletedNotice(): boolean {
  noteStorageRead(`session:${KEY}`);
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearAccountDeletedNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
