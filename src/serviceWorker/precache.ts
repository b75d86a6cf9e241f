/**
 * The service worker's precache (src/serviceWorker/sw.ts), kept apart from the worker's events
 * so that it runs in tests: which files it holds under which key, which it still lacks, and how
 * a batch of them is fetched.
 *
 * The worker does not fetch the site's files when it installs (as Workbox's precache does, all
 * at once): the page asks for them a few at a time, in idle moments after the visitor's first
 * interaction has settled (src/lib/serviceWorker.ts). 123 files (1.8 MB) fetched and stored
 * during the install ran beside the visitor's typing on a first visit: INP typing a regex at 4×
 * CPU 88 ms with the worker against 48 ms without it.
 */

/** One file of the build, as vite-plugin-pwa's injectManifest lists it (`self.__WB_MANIFEST`). */
export interface PrecacheEntry {
  url: string;
  /** Null for a file whose name carries its content's hash (every file in assets/). */
  revision: string | null;
}

/** The cache the site's files are kept in (one for the site: its scope is the whole origin). */
export const PRECACHE_NAME = 'site-precache-v1';
/**
 * Stored once every file of this build is in the cache: from then on, every address opens the
 * shell (index.html) from the cache, also offline. Its URL carries the build's revision.
 */
const COMPLETE_PATH = '/__precache-complete';
/** The page every address opens once the precache is complete (the built HTML is for a first visit). */
export const SHELL_PATH = '/index.html';

/** The key a file is kept under: its URL, with the revision for files named without a hash. */
export function cacheKey(entry: PrecacheEntry, base: string): string {
  const url = new URL(entry.url, base);
  if (entry.revision !== null) url.searchParams.set('__revision', entry.revision);
  return url.href;
}

/** One revision for the whole list: the completion marker of another build is not this one's. */
export function buildRevision(entries: readonly PrecacheEntry[]): string {
  let hash = 0;
  for (const entry of entries) {
    const text = `${entry.url} ${entry.revision ?? ''}\n`;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return (hash >>> 0).toString(36);
}

export function completeKey(entries: readonly PrecacheEntry[], base: string): string {
  return new URL(`${COMPLETE_PATH}?build=${buildRevision(entries)}`, base).href;
}

/** The parts of the Cache API the precache uses (a Map stands in for it in tests). */
export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  keys(): Promise<ReadonlyArray<{ url: string }>>;
  delete(key: string): Promise<boolean>;
}

/** The precache of one build. */
export function createPrecache(
  entries: readonly PrecacheEntry[],
  base: string,
  cache: () => Promise<CacheLike>,
  fetchFile: (url: string, hashed: boolean) => Promise<Response> = (url, hashed) =>
    fetch(url, {
      credentials: 'same-origin',
      // Idle priority: the page's own requests go first.
      priority: 'low',
      // A hashed file the page has just loaded comes from the HTTP cache; another is revalidated.
      cache: hashed ? 'default' : 'no-cache',
    }),
) {
  const keys = new Map(
    entries.map((entry) => [new URL(entry.url, base).href, cacheKey(entry, base)]),
  );
  const wanted = new Set(keys.values());
  const complete = completeKey(entries, base);

  /** The files not stored yet, in the manifest's order. */
  const missing = async (store: CacheLike) => {
    const held = new Set((await store.keys()).map((request) => request.url));
    return entries.filter((entry) => !held.has(cacheKey(entry, base)));
  };

  return {
    /** The key a request's URL is kept under, or undefined for a file outside the build. */
    keyFor: (url: string): string | undefined => {
      const plain = new URL(url);
      plain.search = '';
      plain.hash = '';
      return keys.get(plain.href);
    },
    /** Whether every file of this build is stored. */
    isComplete: async () => (await (await cache()).match(complete)) !== undefined,
    /**
     * Fetches and stores up to `count` of the files still missing; resolves with how many are
     * missing after it. A file that fails is tried again in a later batch.
     */
    async fetchBatch(count: number): Promise<number> {
      const store = await cache();
      const batch = (await missing(store)).slice(0, count);
      await Promise.all(
        batch.map(async (entry) => {
          try {
            const response = await fetchFile(
              new URL(entry.url, base).href,
              entry.revision === null,
            );
            // Never a redirect or an error page stored in a file's place.
            if (response.ok && !response.redirected)
              await store.put(cacheKey(entry, base), response);
          } catch {
            // Offline or interrupted: the next batch tries again.
          }
        }),
      );
      const left = (await missing(store)).length;
      if (left === 0) await store.put(complete, new Response('', { status: 200 }));
      return left;
    },
    /** Removes what an earlier build stored that this one no longer has. */
    async removeOutdated(): Promise<void> {
      const store = await cache();
      for (const request of await store.keys()) {
        if (!wanted.has(request.url) && request.url !== complete) await store.delete(request.url);
      }
    },
  };
}

export type Precache = ReturnType<typeof createPrecache>;

/** The page's request for a batch, and the worker's answer (through a MessageChannel's port). */
export interface PrecacheRequest {
  type: 'precache-batch';
  count: number;
}
export interface PrecacheAnswer {
  missing: number;
}
