import type { FunctionEnv } from './function-env.ts';

/**
 * The project API keys a caller may present in the `apikey` header: the legacy anon and
 * service-role JWTs (SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) and the new
 * `sb_publishable_…` / `sb_secret_…` keys, which Supabase gives every function as JSON
 * dictionaries (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS) or, self-hosted, as single
 * values (SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY).
 * See https://supabase.com/docs/guides/functions/secrets and
 * https://supabase.com/docs/guides/functions/auth-headers.
 */
export function projectApiKeys(env: FunctionEnv): Set<string> {
  return keysFrom(env, ['PUBLISHABLE', 'SECRET']);
}

/**
 * The project's secret keys alone (the service-role JWT and the `sb_secret_…` keys): what a
 * caller acting for the project itself presents (pg_cron, the local backend's timer).
 */
export function projectSecretKeys(env: FunctionEnv): Set<string> {
  return keysFrom(env, ['SECRET']);
}

function keysFrom(env: FunctionEnv, kinds: ReadonlyArray<'PUBLISHABLE' | 'SECRET'>): Set<string> {
  const keys = new Set<string>();
  const add = (value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) keys.add(trimmed);
  };
  if (kinds.includes('PUBLISHABLE')) add(env.SUPABASE_ANON_KEY);
  if (kinds.includes('SECRET')) add(env.SUPABASE_SERVICE_ROLE_KEY);
  for (const kind of kinds) {
    add(env[`SUPABASE_${kind}_KEY`]);
    const dictionary = env[`SUPABASE_${kind}_KEYS`];
    if (!dictionary) continue;
    try {
      const parsed: unknown = JSON.parse(dictionary);
      if (typeof parsed === 'object' && parsed !== null) {
        for (const value of Object.values(parsed)) if (typeof value === 'string') add(value);
      }
    } catch {
      // A malformed dictionary grants nothing; the other keys still count.
    }
  }
  return keys;
}

/**
 * Functions deployed with `verify_jwt = false` (so that publishable keys, which are not JWTs,
 * can call them) check the caller's project key themselves. With no key configured at all the
 * check fails closed.
 */
export function hasProjectApiKey(req: Request, env: FunctionEnv): boolean {
  const presented = req.headers.get('apikey')?.trim();
  return presented !== undefined && presented !== '' && projectApiKeys(env).has(presented);
}

/**
 * Wraps a handler so that it answers 401 unless the caller presents a project key (CORS
 * preflights pass: browsers send them without headers).
 */
export function requireProjectApiKey(
  handler: (req: Request, env: FunctionEnv) => Promise<Response>,
  refusal: (req: Request) => Response,
) {
  return async function keyCheckedHandler(req: Request, env: FunctionEnv): Promise<Response> {
    if (req.method !== 'OPTIONS' && !hasProjectApiKey(req, env)) return refusal(req);
    return handler(req, env);
  };
}
