import { useCallback } from 'react';
import {
  hashKey,
  onlineManager,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { failure, success, type DataResult } from '../dataResult';
import { DataFailure, unwrap } from './dataQueries';
import { retryDelay, retryWhileUnreachable } from './offlineRegistry';

export interface CacheMutation<Data, Vars, Result> {
  /** The cached query this write changes (also the mutation's key, see `isMutating`). */
  queryKey: QueryKey;
  /** The data module's write. */
  write: (vars: Vars) => Promise<DataResult<Result>>;
  /** What the page shows at once, before the server answers; rolled back if the write fails. */
  optimistic?: (data: Data, vars: Vars) => Data;
  /** The cache once the server has answered (e.g. the saved row in place of the typed one). */
  settle?: (data: Data, result: Result, vars: Vars) => Data;
  /**
   * The write's own key, under `queryKey` (default: `queryKey`). A tool whose writes are kept
   * offline (offlineWrites.ts) names each kind of write, so that its stored variables say what
   * to send after a reload.
   */
  mutationKey?: QueryKey;
  /** Writes of one scope are sent one after another, in order (a list's tasks, offline too). */
  scope?: string;
  /**
   * A write that could not reach the server is tried again (paused while offline) rather than
   * rolled back: for writes safe to send twice, which a tool keeps offline (offlineWrites.ts).
   */
  retryUnreachable?: boolean;
}

/** A write made offline: shown at once, waiting (kept) to be sent when the connection returns. */
export interface Queued {
  ok: true;
  data: null;
  queued: true;
}

/**
 * A write that updates one cached query: shown at once (`optimistic`), put right with the
 * server's answer (`settle`), rolled back if it fails. While writes to the same query are in
 * flight, refetches wait: the last write to settle refetches, so a read that started before a
 * write can never overwrite it on screen. `run` answers the data module's result.
 */
export function useCacheMutation<Data, Vars, Result>(options: CacheMutation<Data, Vars, Result>) {
  const queryClient = useQueryClient();
  const { queryKey, write, optimistic, settle, scope } = options;
  const mutationKey = options.mutationKey ?? queryKey;
  // Only the stable mutateAsync is kept: useMutation's result is a new object each render, and
  // `run` depending on it would make every caller's result new each render too.
  const { mutateAsync, isPending } = useMutation({
    mutationKey,
    ...(scope ? { scope: { id: scope } } : {}),
    ...(options.retryUnreachable ? { retry: retryWhileUnreachable, retryDelay } : {}),
    mutationFn: async (vars: Vars) => unwrap(await write(vars)),
    onMutate: async (vars: Vars) => {
      writesInFlight(queryClient, queryKey, +1);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Data>(queryKey);
      if (optimistic && previous !== undefined) {
        queryClient.setQueryData<Data>(queryKey, optimistic(previous, vars));
      }
      const waiting =
        optimistic && scope
          ? waitingWrites(queryClient, queryKey).add(scope, (data) =>
              optimistic(data as Data, vars),
            )
          : undefined;
      return { previous, waiting };
    },
    onError: (_error, _vars, context) => {
      // With other writes still in flight the snapshot is out of date: the last one refetches.
      if (context?.previous !== undefined && writesInFlight(queryClient, queryKey, 0) <= 1)
        queryClient.setQueryData<Data>(queryKey, context.previous);
    },
    onSuccess: (result, vars, context) => {
      if (settle)
        queryClient.setQueryData<Data>(queryKey, (data) => {
          if (data === undefined) return data;
          const settled = settle(data, result, vars);
          // The writes queued behind this one (a tick given while the task was still being
          // added) are shown again on top of the server's answer, not dropped until they run.
          return context?.waiting
            ? (waitingWrites(queryClient, queryKey).after(context.waiting, settled) as Data)
            : settled;
        });
    },
    onSettled: (_result, _error, _vars, context) => {
      if (context?.waiting) waitingWrites(queryClient, queryKey).remove(context.waiting);
      if (writesInFlight(queryClient, queryKey, -1) === 0)
        void queryClient.invalidateQueries({ queryKey });
    },
  });
  // The same function for the hook's life, so results built from it can stay the same objects.
  const run = useCallback(
    async (vars: Vars): Promise<DataResult<Result>> => {
      try {
        return success(await mutateAsync(vars));
      } catch (error) {
        return error instanceof DataFailure
          ? { ok: false, error: error.error }
          : failure('network', String(error));
      }
    },
    [mutateAsync],
  );
  /**
   * `run`, but offline the write does not wait for the connection: it is shown at once and
   * queued (answering `Queued`), and sent when the connection returns.
   */
  const queue = useCallback(
    async (vars: Vars): Promise<DataResult<Result> | Queued> => {
      if (onlineManager.isOnline()) return run(vars);
      void run(vars);
      return { ok: true, data: null, queued: true };
    },
    [run],
  );
  return { run, queue, pending: isPending };
}

/**
 * The writes in flight per cached query, changed by `change` (+1 as one starts, -1 as it
 * settles). Counted here rather than with `isMutating`: writes that settle in the same moment
 * each still count the other as pending, and none would refetch.
 */
const inFlight = new WeakMap<QueryClient, Map<string, number>>();

function writesInFlight(queryClient: QueryClient, queryKey: QueryKey, change: -1 | 0 | 1): number {
  let counts = inFlight.get(queryClient);
  if (!counts) inFlight.set(queryClient, (counts = new Map()));
  const key = hashKey(queryKey);
  const count = Math.max(0, (counts.get(key) ?? 0) + change);
  if (count === 0) counts.delete(key);
  else counts.set(key, count);
  return count;
}

/** One scoped write whose optimistic change is on screen, waiting for its answer. */
interface WaitingWrite {
  scope: string;
  show: (data: unknown) => unknown;
}

const waiting = new WeakMap<QueryClient, Map<string, WaitingWrite[]>>();

/**
 * The scoped writes to one cached query that are on screen but not answered, in the order they
 * were made. The writes of a scope are sent one after another, so when one is answered those
 * after it in its scope have not reached the server: `settle` puts the server's row in place of
 * what was shown, and their changes to that row (shown at once) would vanish until they run
 * (a task ticked while its add was on its way flickered back to not done). `after` shows them
 * again on top of the answer.
 */
function waitingWrites(queryClient: QueryClient, queryKey: QueryKey) {
  let byQuery = waiting.get(queryClient);
  if (!byQuery) waiting.set(queryClient, (byQuery = new Map()));
  const key = hashKey(queryKey);
  const list = () => byQuery.get(key) ?? [];
  return {
    add(scope: string, show: WaitingWrite['show']): WaitingWrite {
      const write = { scope, show };
      byQuery.set(key, [...list(), write]);
      return write;
    },
    after(answered: WaitingWrite, data: unknown): unknown {
      const writes = list();
      const index = writes.indexOf(answered);
      if (index < 0) return data;
      return writes
        .slice(index + 1)
        .filter((write) => write.scope === answered.scope)
        .reduce((shown, write) => write.show(shown), data);
    },
    remove(write: WaitingWrite): void {
      const rest = list().filter((other) => other !== write);
      if (rest.length === 0) byQuery.delete(key);
      else byQuery.set(key, rest);
    },
  };
}

/**
 * Refetches the queries under `queryKey` (a prefix) that no write is in flight to: the last
 * write to a query refetches it when it settles. For live events, which say only that
 * something changed.
 */
export function refetchUnlessWriting(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({
    queryKey,
    predicate: (query) => writesInFlight(queryClient, query.queryKey, 0) === 0,
  });
}
