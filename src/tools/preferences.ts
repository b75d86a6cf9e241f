import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';

export const MAX_RECENT_TOOLS = 6;

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

/** Most recent first, without duplicates, capped. */
export function withRecent(recents: readonly string[], id: string): string[] {
  return [id, ...recents.filter((r) => r !== id)].slice(0, MAX_RECENT_TOOLS);
}

export function recordRecent(id: string): void {
  writeJson(STORAGE_KEYS.recents, withRecent(readRecents(), id));
}
