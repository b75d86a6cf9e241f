import type { Mutation, QueryClient } from '@tanstack/react-query';

/**
 * What every data page needs to know of writes kept offline (offlineWrites.ts), without the
 * storing itself (IndexedDB, dehydrate/hydrate), which only the tools that keep writes load:
 * which waiting writes are kept (leaving the page loses nothing), which waited for the
 * connection, and how a kept write that cannot reach the server is tried again.
 */

// Any mutation of the cache, whatever its data and variables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cache holds every kind
export type AnyMutation = Mutation<any, any, any, any>;

/** The tools (key prefixes) whose waiting writes each client keeps across reloads. */
export const kept = new WeakMap<QueryClient, Set<string>>();
/** Writes that waited for the connection (to say which failures were of queued writes). */
export const queued = new WeakSet<AnyMutation>();

/** Waiting to be sent: offline (paused), or tried and not yet through. */
export const isWaiting = (mutation: AnyMutation) =>
  mutation.state.status === 'pending' &&
  (mutation.state.isPaused || mutation.state.failureCount > 0);

export const prefixOf = (mutation: AnyMutation) => mutation.options.mutationKey?.[0];

/** Whether a paused write of this client is kept across a reload (so leaving loses nothing). */
export function isKeptOffline(client: QueryClient, mutation: AnyMutation) {
  const prefix = prefixOf(mutation);
  return isWaiting(mutation) && typeof prefix === 'string' && !!kept.get(client)?.has(prefix);
}

/** Whether the write waited for the connection (offline) before it was sent or refused. */
export const wasQueued = (mutation: AnyMutation) => queued.has(mutation);

/** A failure of the connection, not a refusal by the server (see DataFailure in dataQueries). */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'DataFailure') return true;
  return (error as Error & { error?: { kind?: string } }).error?.kind === 'network';
}

/**
 * A kept write that could not reach the server (the browser may believe it is online when it
 * is not) stays queued and is tried again, paused while the browser knows it is offline; one
 * the server refused is not sent again. Writes kept offline are safe to send twice: a task is
 * added by its own id, and a change names its base revision.
 */
export const retryWhileUnreachable = (count: number, error: unknown) =>
  count < 100 && isNetworkFailure(error);

/** 1, 2, 4 … seconds between tries, at most 30. */
export const retryDelay = (count: number) => Math.min(30_000, 1000 * 2 ** count);
