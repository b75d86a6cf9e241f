import { success, type DataResult } from '../dataResult';
import type { DocumentSummary } from './businessDocument';
import type { DocumentStore } from './documentStore';
import type { DocumentSearch } from './searchDocuments';

/** Rows per request: the most a Supabase API answers with (its max-rows setting, 1,000). */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every document matching a search, read a page at a time (the API answers at most 1,000 rows
 * a request), for the index CSV: all matches, not the first thousand.
 */
export async function allMatches(
  store: Pick<DocumentStore, 'search'>,
  criteria: DocumentSearch,
): Promise<DataResult<DocumentSummary[]>> {
  const rows: DocumentSummary[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await store.search(criteria, { offset, limit: EXPORT_PAGE_SIZE });
    if (!page.ok) return page;
    rows.push(...page.data.rows);
    if (page.data.rows.length < EXPORT_PAGE_SIZE || rows.length >= page.data.total) break;
  }
  return success(rows);
}
