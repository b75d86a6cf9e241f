import { Hono, type Context } from 'hono';
import { bearerToken } from '../auth/jwt.ts';
import type { BackendServices } from '../context.ts';
import { localMailEnv } from '../notifications.ts';
import type { EdgeFunction, FunctionEnv } from './discover-functions.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count',
};

const relayError = (status: number, message: string) =>
  new Response(JSON.stringify({ code: status, message }), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json' },
  });

/**
 * What Supabase gives every function: its own URL and keys, plus the configured secrets (here
 * the process environment, and the mail catcher as the notification sender's provider).
 */
export function functionEnv(services: BackendServices): FunctionEnv {
  const env: FunctionEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined) env[name] = value;
  return {
    ...env,
    ...localMailEnv(services),
    SUPABASE_URL: services.publicUrl(),
    SUPABASE_ANON_KEY: services.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: services.serviceRoleKey,
  };
}

/**
 * /functions/v1/<name>[/...]: hands the request to the function's handler the way the Edge
 * Runtime does, with the URL path starting at /<name> (the /functions/v1 prefix removed).
 */
export function createFunctionsApp(
  services: BackendServices,
  functions: Map<string, EdgeFunction>,
): Hono {
  const app = new Hono();

  async function invoke(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? '';
    const edgeFunction = functions.get(name);
    if (!edgeFunction) return relayError(404, 'Requested function was not found');

    if (edgeFunction.verifyJwt && c.req.method !== 'OPTIONS') {
      const token = bearerToken(c.req.header('authorization'));
      if (!token) return relayError(401, 'Missing authorization header');
      if (!(await services.keys.verify(token)).ok) return relayError(401, 'Invalid JWT');
    }

    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/^\/functions\/v1/, '');
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: hasBody ? await c.req.arrayBuffer() : undefined,
    });
    try {
      return await edgeFunction.handler(request, functionEnv(services));
    } catch (error) {
      console.error(`[backend] function ${name} failed:`, error);
      return relayError(500, 'Function failed with an unhandled error');
    }
  }

  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  return app;
}
