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

/** localStorage can throw (private mode, quota, disabled cookies); the site must keep working. */
export function readString(key: string): string | null {
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
