import { isServer, notifyManager, QueryClient } from '@tanstack/react-query';
import type { DataError, DataResult } from '../dataResult';
import { askBeforeLeavingWhileWriting } from './leaveGuard';
import { answerRefetchAll } from './refetchAll';

/**
 * Server state in the browser goes through TanStack Query: every data module's functions are
 * the query and mutation functions, the cache is the one copy of what the server holds, and
 * live events (src/lib/query/useLiveTopics.ts) invalidate it. No component keeps its own
 * loading flags or polling loop.
 */

/** A data module's typed error, thrown so that TanStack Query treats the result as failed. */
export class DataFailure extends Error {
  readonly error: DataError;

  constructor(error: DataError) {
    super(error.message);
    this.name = 'DataFailure';
    this.error = error;
  }
}

/** The data of a successful result; a failed one becomes a thrown DataFailure. */
export function unwrap<T>(result: DataResult<T>): T {
  if (!result.ok) throw new DataFailure(result.error);
  return result.data;
}

/** The kind of a failure thrown by `unwrap` (anything else counts as a network failure). */
export function failureKind(error: unknown): DataError['kind'] | null {
  if (error === null || error === undefined) return null;
  return error instanceof DataFailure ? error.error.kind : 'network';
}

/** How often a page refetches while it cannot receive live updates (socket down). */
export const FALLBACK_REFETCH_MS = 15_000;

/**
 * The site's query client. Data is refetched when the page becomes visible again and when a
 * live event says it changed; a failed read is retried once, unless the data is not there.
 * Writes are never retried (a write that reached the server must not be sent twice).
 */
export function createDataQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        // No garbage-collection timer when pages are drawn at build time (scripts/build/prerender.ts):
        // a 5-minute timer per query kept that process alive 5 minutes after its work was done.
        gcTime: isServer ? Infinity : 5 * 60_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (count, error) => count < 1 && failureKind(error) !== 'not_found',
      },
      mutations: { retry: false },
    },
  });
}

/*
 * Cache changes reach the page in the same task as the event that made them, not one
 * setTimeout later (the library's default): a ticked checkbox shows its optimistic state
 * before the browser handles anything else, instead of flicking back for a frame (and tests
 * that read the box right after the click see it ticked). React still batches the renders.
 */
notifyManager.setScheduler(queueMicrotask);

let shared: QueryClient | null = null;

/**
 * The one client of the page (created when the first data tool is opened). Leaving the page
 * while one of its writes is pending asks first.
 */
export function dataQueryClient(): QueryClient {
  if (!shared) {
    const client = createDataQueryClient();
    shared = client;
    if (!isServer) askBeforeLeavingWhileWriting(client);
    // The sign-in's second step reads everything again through it (./refetchAll.ts).
    answerRefetchAll(() => void client.invalidateQueries());
  }
  return shared;
}
