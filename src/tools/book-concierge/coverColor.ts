/** Dark backgrounds that keep white title text at AA contrast in both themes. */
const COVER_COLORS = [
  '#1e3a8a', // blue-900
  '#7c2d12', // orange-900
  '#14532d', // green-900
  '#581c87', // purple-900
  '#7f1d1d', // red-900
  '#134e4a', // teal-900
  '#312e81', // indigo-900
  '#374151', // gray-700
] as const;

/** The placeholder cover's colour, stable for a given ISBN. */
export function coverColor(isbn: string): string {
  let hash = 0;
  for (const char of isbn) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COVER_COLORS[hash % COVER_COLORS.length] ?? COVER_COLORS[0];
}

/** Only an https image is shown; anything else falls back to the placeholder. */
export function isSafeCoverUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
