import { describe, expect, it } from 'vitest';
import {
  buildRevision,
  cacheKey,
  completeKey,
  createPrecache,
  type CacheLike,
  type PrecacheEntry,
} from './precache';

const BASE = 'https://tools.example/';

/** The Cache API's behaviour the precache relies on, over a Map. */
function memoryCache() {
  const stored = new Map<string, Response>();
  const cache: CacheLike = {
    match: async (key) => stored.get(key)?.clone(),
    put: async (key, response) => void stored.set(key, response),
    keys: async () => [...stored.keys()].map((url) => ({ url })),
    delete: async (key) => stored.delete(key),
  };
  return { cache, stored };
}

const ENTRIES: PrecacheEntry[] = [
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/app-abc.js', revision: null },
  { url: 'assets/boot-def.js', revision: null },
  { url: 'assets/index-123.css', revision: null },
  { url: 'favicon.svg', revision: 'r2' },
];

function setUp(fail: (url: string) => boolean = () => false) {
  const { cache, stored } = memoryCache();
  const fetched: Array<[string, boolean]> = [];
  const precache = createPrecache(
    ENTRIES,
    BASE,
    async () => cache,
    async (url, hashed) => {
      fetched.push([url, hashed]);
      if (fail(url)) throw new TypeError('Failed to fetch');
      return new Response(`content of ${url}`);
    },
  );
  return { precache, stored, fetched };
}

describe('cacheKey', () => {
  it('keeps a hashed file under its URL and another with its revision', () => {
    expect(cacheKey({ url: 'assets/app-abc.js', revision: null }, BASE)).toBe(
      'https://tools.example/assets/app-abc.js',
    );
    expect(cacheKey({ url: 'index.html', revision: 'r1' }, BASE)).toBe(
      'https://tools.example/index.html?__revision=r1',
    );
  });

  it('gives another build another completion marker', () => {
    const next = ENTRIES.map((entry) =>
      entry.url === 'index.html' ? { ...entry, revision: 'r9' } : entry,
    );
    expect(buildRevision(next)).not.toBe(buildRevision(ENTRIES));
    expect(completeKey(next, BASE)).not.toBe(completeKey(ENTRIES, BASE));
  });
});

describe('createPrecache', () => {
  it('fetches the missing files a batch at a time and marks the build complete at the end', async () => {
    const { precache, stored, fetched } = setUp();
    expect(await precache.isComplete()).toBe(false);
    expect(await precache.fetchBatch(2)).toBe(3);
    expect(fetched.map(([url]) => url)).toEqual([
      'https://tools.example/index.html',
      'https://tools.example/assets/app-abc.js',
    ]);
    // Hashed files may come from the HTTP cache; the others are revalidated.
    expect(fetched.map(([, hashed]) => hashed)).toEqual([false, true]);
    expect(await precache.fetchBatch(2)).toBe(1);
    expect(await precache.isComplete()).toBe(false);
    expect(await precache.fetchBatch(2)).toBe(0);
    expect(fetched).toHaveLength(5);
    expect(await precache.isComplete()).toBe(true);
    expect(await stored.get('https://tools.example/index.html?__revision=r1')?.text()).toBe(
      'content of https://tools.example/index.html',
    );
  });

  it('tries a file that failed again in the next batch', async () => {
    let offline = true;
    const { precache, fetched } = setUp((url) => offline && url.endsWith('favicon.svg'));
    expect(await precache.fetchBatch(16)).toBe(1);
    offline = false;
    expect(await precache.fetchBatch(16)).toBe(0);
    expect(fetched.at(-1)?.[0]).toBe('https://tools.example/favicon.svg');
  });

  it('never stores an error page in a file’s place', async () => {
    const { cache, stored } = memoryCache();
    const precache = createPrecache(
      ENTRIES,
      BASE,
      async () => cache,
      async () => new Response('not found', { status: 404 }),
    );
    expect(await precache.fetchBatch(16)).toBe(ENTRIES.length);
    expect(stored.size).toBe(0);
  });

  it('finds the key of a request, with or without a query, and none outside the build', () => {
    const { precache } = setUp();
    expect(precache.keyFor('https://tools.example/index.html')).toBe(
      'https://tools.example/index.html?__revision=r1',
    );
    expect(precache.keyFor('https://tools.example/assets/app-abc.js?v=1')).toBe(
      'https://tools.example/assets/app-abc.js',
    );
    expect(precache.keyFor('https://tools.example/api/rss')).toBeUndefined();
  });

  it('removes what an earlier build stored', async () => {
    const { precache, stored } = setUp();
    stored.set('https://tools.example/assets/app-old.js', new Response('old'));
    stored.set('https://tools.example/index.html?__revision=r0', new Response('old'));
    await precache.fetchBatch(16);
    await precache.removeOutdated();
    expect([...stored.keys()].sort()).toEqual(
      [...ENTRIES.map((entry) => cacheKey(entry, BASE)), completeKey(ENTRIES, BASE)].sort(),
    );
  });
});
