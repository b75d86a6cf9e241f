/// <reference lib="webworker" />
/**
 * The site's service worker (built to /sw.js by vite-plugin-pwa's injectManifest, which writes
 * the build's file list into the worker in place of its manifest placeholder). It makes the site work offline after a
 * visit: every address opens the shell, index.html, and every file of the build comes from the
 * cache. It fetches those files only when the page asks, a batch at a time
 * (src/lib/serviceWorker.ts says when), never while it installs: see ./precache.ts.
 */
import {
  createPrecache,
  PRECACHE_NAME,
  SHELL_PATH,
  type PrecacheAnswer,
  type PrecacheEntry,
  type PrecacheRequest,
} from './precache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const entries: PrecacheEntry[] = self.__WB_MANIFEST.map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);
const base = self.registration.scope;
const precache = createPrecache(entries, base, () => caches.open(PRECACHE_NAME));

self.addEventListener('install', () => {
  // Nothing to fetch here (the page asks for the files later), and nothing to wait for.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Workbox's caches, from the builds before this worker, and files of older builds.
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== PRECACHE_NAME).map((name) => caches.delete(name)),
      );
      await precache.removeOutdated();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const request = event.data as PrecacheRequest | null;
  const [port] = event.ports;
  if (request?.type !== 'precache-batch' || !port) return;
  event.waitUntil(
    precache.fetchBatch(Math.max(1, Math.min(request.count, 16))).then((missing) => {
      const answer: PrecacheAnswer = { missing };
      port.postMessage(answer);
    }),
  );
});

/** A file of the build from the cache, else from the network. */
async function fromCache(request: Request): Promise<Response> {
  const key = precache.keyFor(request.url);
  const cached = key ? await caches.match(key, { cacheName: PRECACHE_NAME }) : undefined;
  return cached ?? fetch(request);
}

/** An address of the site: the shell from the cache once every file is here, else the network. */
async function navigation(request: Request): Promise<Response> {
  const shellKey = precache.keyFor(new URL(SHELL_PATH, base).href);
  if (shellKey && (await precache.isComplete())) {
    const shell = await caches.match(shellKey, { cacheName: PRECACHE_NAME });
    if (shell) return shell;
  }
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The contact form's and the feeds' API answers itself.
    if (url.pathname.startsWith('/api/')) return;
    event.respondWith(navigation(request));
    return;
  }
  if (precache.keyFor(request.url)) event.respondWith(fromCache(request));
});
