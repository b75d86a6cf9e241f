import type { MiddlewareHandler } from 'hono';

/** Every header supabase-js and its functions client send (they must pass CORS preflights). */
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-retry-count',
  'x-region',
].join(', ');

export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

// Without X-Supabase-Api-Version readable, supabase-js falls back to the legacy error code
// field; without Content-Range it cannot read counts.
export const CORS_EXPOSE_HEADERS = 'Content-Range, X-Supabase-Api-Version, x-relay-error';

/** CORS for the Supabase APIs: any origin (the anon key is public), preflights answered here. */
export function supabaseCors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
          'Access-Control-Max-Age': '86400',
        },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
  };
}
