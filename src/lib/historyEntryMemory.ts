import { UNKEYED_ENTRY } from './openingEntryKey';
import { noteStorageRead } from './storage';

/**
 * Values kept for each history entry, by react-router's `location.key` (which stays with its
 * entry across Back, Forward and reloads): where a page was scrolled to, what the home page's
 * "recently used" row showed. They are kept in sessionStorage, so they outlive a reload and a Back
 * that loads the page anew, and stay with the tab.
 */

/** Enough for any history a visitor walks back through; older entries are dropped. */
export const MAX_REMEMBERED_ENTRIES = 50;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The values read back from stored text: entries of any other shape are left out. */
export function parseEntryValues<T>(
  raw: string | null,
  isValue: (value: unknown) => value is T,
): Map<string, T> {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return new Map();
    return new Map(
      value.filter(
        (entry: unknown): entry is [string, T] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && isValue(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * As stored text, oldest first: the entry every fresh visit shares (`UNKEYED_ENTRY`) has nothing
 * to return to, so it is left out. (Pairs in a list rather than an object's fields, whose order
 * JavaScript changes for keys that look like numbers, as a base-36 key can.)
 */
export function serializeEntryValues<T>(values: ReadonlyMap<string, T>): string {
  return JSON.stringify([...values].filter(([key]) => key !== UNKEYED_ENTRY));
}

/** `values` with `key` set to `value` as the newest entry, keeping at most `limit` entries. */
export function rememberEntryValue<T>(
  values: Map<string, T>,
  key: string,
  value: T,
  limit = MAX_REMEMBERED_ENTRIES,
): Map<string, T> {
  values.delete(key);
  values.set(key, value);
  // A Map keeps the order entries were set in: the first is the oldest.
  for (const oldest of values.keys()) {
    if (values.size <= limit) break;
    values.delete(oldest);
  }
  return values;
}

export interface EntryMemory<T> {
  get(key: string): T | undefined;
  /** Sets the entry's value, as the newest; `save` writes it to storage. */
  set(key: string, value: T): void;
  save(): void;
}

function browserSessionStorage(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage blocked: values are kept for this page's life only.
  }
}

/** The values stored under `storageKey`, read once and written by `save`. */
export function entryMemory<T>(
  storageKey: string,
  isValue: (value: unknown) => value is T,
  session: SessionStore | null = browserSessionStorage(),
): EntryMemory<T> {
  let values: Map<string, T>;
  noteStorageRead(`session:${storageKey}`);
  try {
    values = parseEntryValues(session?.getItem(storageKey) ?? null, isValue);
  } catch {
    values = new Map();
  }
  return {
    get: (key) => values.get(key),
    set: (key, value) => void rememberEntryValue(values, key, value),
    save: () => {
      try {
        session?.setItem(storageKey, serializeEntryValues(values));
      } catch {
        // Storage refused (private mode, quota): values are kept for this page's life only.
      }
    },
  };
}
