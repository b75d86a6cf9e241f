import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';
import { withRecent } from '../lib/recentTools';

export { MAX_RECENT_TOOLS, withRecent } from '../lib/recentTools';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readFavorites(): string[] {
  return readJson(STORAGE_KEYS.favorites, isStringArray) ?? [];
}

export function toggleFavorite(favorites: readonly string[], id: string): string[] {
  return favorites.includes(id) ? favorites.filter((f) => f !== id) : [...favorites, id];
}

export function saveFavorites(favorites: readonly string[]): void {
  writeJson(STORAGE_KEYS.favorites, favorites);
}

export function readRecents(): string[] {
  return readJson(STORAGE_KEYS.recents, isStringArray) ?? [];
}

export function recordRecent(id: string): void {
  writeJson(STORAGE_KEYS.recents, withRecent(readRecents(), id));
}
