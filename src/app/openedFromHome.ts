import { recordRecent } from '../tools/preferences';

let firstPage = true;

/**
 * Counts the tool as recently used when this document was opened by following a link on the
 * home page: a card clicked before the home page's app had started (src/main.tsx starts it at
 * the first interaction or idle moment), which is then a plain link to the tool's drawn page.
 * The app's own card counts it when clicked (src/pages/home/ToolCard.tsx). Only the document's
 * first page: the referrer says where the document came from, not where a later page did.
 */
export function countOpenedFromHome(toolId: string): void {
  if (!firstPage) return;
  firstPage = false;
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const from = new URL(document.referrer);
    if (entry?.type === 'navigate' && from.origin === location.origin && from.pathname === '/') {
      recordRecent(toolId);
    }
  } catch {
    // No referrer (typed, bookmarked, or another site's policy): not opened from the home page.
  }
}
