import { useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DataError } from '../dataResult';
import { DataFailure } from './dataQueries';
import { wasQueued } from './offlineRegistry';

export interface QueuedWrite<V> {
  id: number;
  variables: V;
  /** Why a queued write was refused when it was sent (a conflict, the rights ended …). */
  error: DataError | null;
}

/**
 * The writes under `mutationKey` waiting for the connection (made offline, or restored after a
 * reload), and those refused when they were finally sent, for the page to list; `dismiss`
 * forgets a refused one.
 */
export function useQueuedWrites<V>(mutationKey: QueryKey) {
  const client = useQueryClient();
  const states = useMutationState({
    filters: { mutationKey },
    select: (mutation) => ({
      id: mutation.mutationId,
      variables: mutation.state.variables as V,
      // Offline, or tried and not yet through (the connection is not really back).
      waiting:
        mutation.state.status === 'pending' &&
        (mutation.state.isPaused || mutation.state.failureCount > 0),
      failed: mutation.state.status === 'error' && wasQueued(mutation),
      error:
        mutation.state.error instanceof DataFailure
          ? mutation.state.error.error
          : mutation.state.error
            ? ({ kind: 'network', message: String(mutation.state.error) } as DataError)
            : null,
    }),
  });
  const pick = (predicate: (state: (typeof states)[number]) => boolean): QueuedWrite<V>[] =>
    states.filter(predicate).map(({ id, variables, error }) => ({ id, variables, error }));
  return {
    waiting: pick((state) => state.waiting),
    failed: pick((state) => state.failed),
    dismiss: (id: number) => {
      const cache = client.getMutationCache();
      const mutation = cache.getAll().find((one) => one.mutationId === id);
      if (mutation) cache.remove(mutation);
    },
  } as const;
}
