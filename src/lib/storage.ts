/** Browser storage keys used across the site. */
export const STORAGE_KEYS = {
  anonymousId: 'anonymous-session-id',
  theme: 'theme',
  language: 'language',
  favorites: 'favorite-tools',
  recents: 'recent-tools',
  invoiceHistory: 'invoice-history',
  senderProfile: 'sender-profile',
  mailEnglishSender: 'mail-english-sender',
} as const;

/**
 * A key of browser storage a page reads, as `local:<key>` or `session:<key>`. The build records
 * the keys each page's first render reads (src/app/prerender.tsx): where none of them holds a
 * value in the visitor's browser, the page drawn at build time is what the app's first render
 * draws, and the app takes it over as it is (src/boot.tsx).
 */
export type StorageRead = `${'local' | 'session'}:${string}`;

let recordedReads: Set<StorageRead> | null = null;

/** Notes that a page read `read` (only while the build records; nothing in a browser). */
export function noteStorageRead(read: StorageRead): void {
  recordedReads?.add(read);
}

/** The build's recorder (src/app/prerender.tsx): where reads are noted from now on, or null. */
export function recordStorageReadsInto(reads: Set<StorageRead> | null): void {
  recordedReads = reads;
}

/** localStorage can throw (private mode, quota, disabled cookies); the site must keep working. */
export function readString(key: string): string | null {
  noteStorageRead(`local:${key}`);
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn('localStorage write failed', key, error);
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: the value is already unreachable.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
