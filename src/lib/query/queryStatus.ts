import { failureKind } from './dataQueries';

/** What a page shows for one query: its data, or why there is none. */
export type QueryStatus = 'loading' | 'shown' | 'not_found' | 'failed';

/**
 * A shared link's page: "not found" whenever the server says so (a stopped or replaced link,
 * even after the page had shown it); a failed refresh keeps what is on screen, only a failed
 * first load says so.
 */
export function queryStatus(query: { data: unknown; error: unknown }): QueryStatus {
  if (failureKind(query.error) === 'not_found') return 'not_found';
  if (query.data !== undefined) return 'shown';
  return query.error ? 'failed' : 'loading';
}
