import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import {
  isWaiting,
  kept,
  prefixOf,
  queued,
  retryDelay,
  retryWhileUnreachable,
} from './offlineRegistry';

export { isKeptOffline, retryDelay, retryWhileUnreachable, wasQueued } from './offlineRegistry';

const SAVE_DELAY_MS = 100;
let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('office-tools-offline', 'writes'));

/**
 * Writes made offline, kept across reloads: TanStack Query's own persisted mutations. A write
 * the browser cannot send is paused by the query client (its onlineManager) and sent when the
 * connection returns, in order within its `scope`; here the paused writes, and the reads a page
 * needs to draw itself (the list in view, its tasks), are kept in IndexedDB (idb-keyval) and put
 * back after a reload, and the writes resumed. Done with query-core's `dehydrate`/`hydrate`
 * rather than @tanstack/query-persist-client-core, which ships its own copy of query-core.
 *
 * A restored write has no function of its own (functions are not stored): `write` runs it,
 * from its variables, through the same data module as before. It goes through the database's
 * checks as any write does (revisions: a change made meanwhile by someone else refuses it).
 */
export interface OfflineScope {
  /** The first element of the tool's query and mutation keys ('todo', 'poll'). */
  prefix: string;
  /** The successful reads to keep (any tool's keys), so that an offline reload draws the page. */
  keepQuery: (queryKey: readonly unknown[]) => boolean;
  /**
   * The reads to refresh once a restored write has settled (default: those under `prefix`), for
   * a tool whose writes have a prefix of their own.
   */
  reads?: readonly unknown[];
  /** Sends a restored write from its stored variables (throws on failure, as `unwrap` does). */
  write: (variables: unknown) => Promise<unknown>;
}

/**
 * Drops the stored values a write carries for its own rollback (whole lists): not needed.
 */
function withoutContexts(state: DehydratedState): DehydratedState {
  return {
    ...state,
    mutations: state.mutations.map((mutation) => ({
      ...mutation,
      // Restored as paused, so that resuming sends it (a write between tries is not paused).
      state: { ...mutation.state, context: undefined, isPaused: true },
    })),
  };
}

/**
 * Keeps a tool's paused writes (and the reads in `keepQuery`) in IndexedDB, puts them back now,
 * and resumes them when online. Once per client and tool; nothing without IndexedDB.
 */
export async function keepWritesOffline(client: QueryClient, scope: OfflineScope): Promise<void> {
  let prefixes = kept.get(client);
  if (!prefixes) kept.set(client, (prefixes = new Set()));
  if (prefixes.has(scope.prefix) || typeof indexedDB === 'undefined') return;
  prefixes.add(scope.prefix);
  // The query client assumes it is online until told otherwise: a page loaded offline (served
  // by the service worker) starts from what the browser says.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  client.setMutationDefaults([scope.prefix], {
    mutationFn: scope.write,
    // A restored write that met a dropped connection waits for it again (paused while offline)
    // rather than failing; one the server refused is not sent again.
    retry: retryWhileUnreachable,
    retryDelay: retryDelay,
    // A restored write has none of the page's callbacks: the page reads the server again.
    onSettled: () => client.invalidateQueries({ queryKey: scope.reads ?? [scope.prefix] }),
  });

  const key = `state:${scope.prefix}`;
  try {
    const saved = await get<DehydratedState>(key, storeOf());
    if (saved) hydrate(client, saved);
  } catch {
    // Storage unavailable (private mode, quota): writes are then kept for this page only.
  }
  for (const mutation of client.getMutationCache().getAll())
    if (mutation.state.isPaused) queued.add(mutation);

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** At once for a write (a reload may follow it at once); a moment later for reads. */
  const save = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const state = dehydrate(client, {
        shouldDehydrateMutation: (mutation) =>
          isWaiting(mutation) && prefixOf(mutation) === scope.prefix,
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && scope.keepQuery(query.queryKey),
      });
      void set(key, withoutContexts(state), storeOf()).catch(() => undefined);
    }, delay);
  };
  client.getMutationCache().subscribe(({ type, mutation }) => {
    if (!mutation) return;
    if (type === 'updated' && mutation.state.isPaused) queued.add(mutation);
    if (prefixOf(mutation) === scope.prefix) save(0);
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && scope.keepQuery(event.query.queryKey)) save(SAVE_DELAY_MS);
  });
  if (onlineManager.isOnline()) {
    await client.resumePausedMutations();
    await client.invalidateQueries({ queryKey: scope.reads ?? [scope.prefix] });
  }
}
