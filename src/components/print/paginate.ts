/** Items per printed page: one A4 page holds the header, 15 items, the totals and the notes. */
export const ITEMS_PER_PAGE = 15;

/**
 * Splits a document's items into pages of at most `perPage`. Every page repeats the header;
 * only the last carries the totals. There is always at least one page, even with no items.
 */
export function paginate<T>(items: readonly T[], perPage: number = ITEMS_PER_PAGE): T[][] {
  if (perPage < 1) throw new RangeError('perPage must be at least 1');
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) {
    pages.push(items.slice(start, start + perPage));
  }
  return pages.length > 0 ? pages : [[]];
}
