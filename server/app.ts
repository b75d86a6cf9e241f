import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApiApp } from './api/api-app.ts';
import type { RssProxyOptions } from './api/rss-proxy.ts';
import { createAuthApp } from './auth/auth-app.ts';
import type { BackendServices } from './context.ts';
import type { EdgeFunction } from './functions/discover-functions.ts';
import { createFunctionsApp } from './functions/functions-app.ts';
import { bufferBody } from './http/body-buffer.ts';
import { clientAddress } from './http/client-address.ts';
import { markArriving, reached, runWithRequestContext } from './http/request-context.ts';
import { shareReadCache } from './http/share-read-cache.ts';
import { supabaseCors } from './http/cors.ts';
import { createRestApp } from './rest/rest-app.ts';
import type { RestOptions } from './rest/rest-options.ts';
import type { SchemaCache } from './rest/schema-cache.ts';

export interface BackendAppParts {
  services: BackendServices;
  schema: () => SchemaCache;
  functions: Map<string, EdgeFunction>;
  rss: RssProxyOptions;
  /** PostgREST settings (db-tx-end, db-max-rows); hosted Supabase's by default. */
  rest?: RestOptions;
  /** Realtime's REST broadcast endpoints (its WebSocket is attached to the server itself). */
  realtime?: Hono;
}

/** The whole HTTP surface, laid out like a Supabase project's API gateway. */
export function createBackendApp(parts: BackendAppParts): Hono {
  const app = new Hono();
  // Like Supabase's gateway, answers are gzip-compressed when the client accepts it (bodies
  // over 1 KB): the news feed, for one, shrinks from 22 KB to about 7.
  app.use('*', compress());
  // Whom the request's database work is for (db/fair-queue.ts): its address until a route
  // verifies a user's token, and whether its client is still there.
  app.use('*', (c, next) => {
    const address = clientAddress(c);
    const context = { caller: `address:${address ?? 'local'}`, address, signal: c.req.raw.signal };
    markArriving(context);
    return runWithRequestContext(context, next).finally(() => reached(context));
  });
  // Edge functions answer their own preflights (as on Supabase); the rest share one policy.
  for (const prefix of ['/auth/*', '/rest/*', '/api/*', '/realtime/*'])
    app.use(prefix, supabaseCors());
  // Every body is read whole (and size-checked) before a route can take the database.
  for (const prefix of ['/auth/*', '/rest/*', '/functions/*', '/api/*', '/realtime/*']) {
    app.use(prefix, bufferBody(parts.services.maxBodyBytes));
  }
  // The share pages' reads, answered again from memory while nothing was written (PGlite).
  app.use('/rest/v1/rpc/*', shareReadCache(parts.services.db));
  // Poll answers come from anyone holding a share link: limited per address (rate-limit.ts),
  // one bucket for both entry points (save_schedule_answer also checks edit codes).
  for (const fn of ['submit_schedule_answer', 'save_schedule_answer']) {
    app.post(`/rest/v1/rpc/${fn}`, async (c, next) => {
      if (parts.services.rateLimits.allow('pollAnswers', clientAddress(c))) return next();
      return c.json(
        {
          code: 'over_request_rate_limit',
          details: null,
          hint: 'Wait a few minutes before sending more answers.',
          message: 'Request rate limit reached',
        },
        429,
      );
    });
  }
  app.route('/auth/v1', createAuthApp(parts.services));
  app.route('/rest/v1', createRestApp(parts.services, parts.schema, parts.rest));
  app.route('/functions/v1', createFunctionsApp(parts.services, parts.functions));
  app.route('/api', createApiApp(parts.services, parts.rss));
  if (parts.realtime) app.route('/realtime/v1', parts.realtime);
  app.get('/', (c) =>
    c.json({
      name: 'Local Supabase-compatible backend',
      auth: '/auth/v1',
      rest: '/rest/v1',
      functions: [...parts.functions.keys()].map((name) => `/functions/v1/${name}`),
      realtime: '/realtime/v1/websocket',
    }),
  );
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}
