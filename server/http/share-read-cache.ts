import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database.ts';
import { currentRequestContext } from './request-context.ts';

/**
 * The share pages' reads (`rpc/get_shared_schedule` and the other share-link functions) are
 * the heaviest anyone can send without an account: a poll at its 20,000-answer cap is 7 MB of
 * JSON and a second of PGlite's one session. Their answer depends only on the link and the
 * data (the functions read neither the caller nor the request), so the same request is
 * answered from memory while nothing has been written to the database since (Database's
 * writeCount) and for at most two seconds: four loops reading one poll cost the database one
 * read, not four a second. Like an HTTP cache in front of PostgREST; PostgreSQL's connections
 * gain less from it (its reads run side by side), so it is PGlite's only.
 *
 * The key holds the whole request (path, query, body, apikey, Authorization, Accept,
 * Accept-Profile, Prefer), so nothing is served to a request the first one would not have
 * been answered the same way; only 200s are kept, at most 8 of them and 64 MB. A request that
 * arrives while the same one is being answered waits for that answer instead of reading
 * again (four loops starting at once cost one read, not four).
 */
const FUNCTIONS = new Set([
  'get_shared_schedule',
  'get_shared_todos',
  'get_shared_todo_list',
  'get_shared_bookmark',
]);
const MAX_AGE_MS = 2000;
const MAX_ENTRIES = 8;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  at: number;
  writes: number;
  body: ArrayBuffer;
  /** The body gzip-compressed once (off the main thread), for clients that accept it. */
  gzipped: Buffer;
  headers: [string, string][];
}

const compress = promisify(gzip);

export function shareReadCache(db: Database): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  /** Requests being answered by the database now, by key: settled when their answer is kept. */
  const inFlight = new Map<string, Promise<void>>();
  const bytes = () =>
    [...entries.values()].reduce(
      (sum, entry) => sum + entry.body.byteLength + entry.gzipped.byteLength,
      0,
    );
  return async (c, next) => {
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(c.req.path)?.[1];
    const writes = db.writeCount?.();
    if (!fn || !FUNCTIONS.has(fn) || writes === undefined || db.kind !== 'pglite') return next();
    if (c.req.method !== 'POST' && c.req.method !== 'GET') return next();
    const key = JSON.stringify([
      c.req.method,
      c.req.url,
      c.req.method === 'POST' ? await c.req.text() : '',
      ...['apikey', 'authorization', 'accept', 'accept-profile', 'prefer'].map(
        (name) => c.req.header(name) ?? '',
      ),
    ]);
    const fresh = () => {
      const entry = entries.get(key);
      return entry && entry.writes === db.writeCount?.() && Date.now() - entry.at < MAX_AGE_MS
        ? entry
        : undefined;
    };
    // The same request on its way: its answer, once kept, serves this one too (a client that
    // goes meanwhile stops waiting).
    const pending = inFlight.get(key);
    if (!fresh() && pending) {
      const signal = currentRequestContext()?.signal;
      await Promise.race([
        pending,
        new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve())),
      ]);
      if (signal?.aborted) return new Response(null, { status: 499 });
    }
    const hit = fresh();
    if (hit) {
      // Served from memory, but not for free: sending it counts towards the caller's share
      // (about 1 ms of database time per 20 KB sent), and a heavy caller is refused while
      // others are about, as admission control refuses its database work.
      const caller = currentRequestContext()?.caller ?? 'server';
      const refusal = db.admission?.refusalFor(caller);
      if (refusal) {
        return c.json(
          {
            code: 'over_request_rate_limit',
            details: null,
            hint: `Wait ${refusal.retryAfterSeconds} s before sending more requests.`,
            message: refusal.message,
          },
          429,
          { 'Retry-After': String(refusal.retryAfterSeconds) },
        );
      }
      const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
      db.admission?.charge(caller, (gzip ? hit.gzipped.byteLength : hit.body.byteLength) / 20_000);
      if (!gzip) {
        return new Response(hit.body, { status: 200, headers: hit.headers });
      }
      // Already compressed: the gateway's compression leaves a Content-Encoding alone.
      const headers = new Headers(hit.headers);
      headers.set('Content-Encoding', 'gzip');
      headers.append('Vary', 'Accept-Encoding');
      headers.delete('Content-Length');
      return new Response(new Uint8Array(hit.gzipped), { status: 200, headers });
    }
    // The first of its kind reads; others arriving meanwhile wait for it (above).
    const owner = !inFlight.has(key);
    let settle = () => {};
    if (owner) inFlight.set(key, new Promise<void>((resolve) => (settle = resolve)));
    try {
      await next();
      if (c.res.status !== 200 || db.writeCount?.() !== writes) return;
      const body = await c.res.clone().arrayBuffer();
      if (body.byteLength > MAX_BYTES / 2) return;
      const gzipped = await compress(Buffer.from(body));
      entries.delete(key);
      entries.set(key, {
        at: Date.now(),
        writes,
        body,
        gzipped,
        headers: [...c.res.headers.entries()],
      });
      while (entries.size > MAX_ENTRIES || bytes() > MAX_BYTES) {
        entries.delete(entries.keys().next().value as string);
      }
    } finally {
      if (owner) {
        inFlight.delete(key);
        settle();
      }
    }
  };
}
