import type { Context } from 'hono';
import {
  bearerToken,
  isApiRole,
  type ApiRole,
  type JwtCheck,
  type JwtClaims,
  type JwtKeys,
} from '../auth/jwt.ts';
import type { SqlExecutor } from '../db/database.ts';
import { RestError, restErrors } from './errors.ts';
import { quoteIdent } from './sql-text.ts';

export interface RequestIdentity {
  role: ApiRole;
  claims: JwtClaims;
}

/**
 * Who is asking, as the Supabase gateway and PostgREST decide it: an `apikey` (header or
 * query) must be present and valid; the bearer token, when there is one, decides the role and
 * claims, else the apikey does.
 */
export async function identifyRequest(
  c: Context,
  keys: JwtKeys,
  apiKeyRequired = true,
): Promise<RequestIdentity> {
  const apiKey = c.req.header('apikey') ?? c.req.query('apikey');
  const token = bearerToken(c.req.header('authorization'));
  if (!apiKey && !apiKeyRequired) {
    // The CLI's local gateway: no key, then the bearer token or PostgREST's anonymous role.
    if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
    return identityOf(await keys.verify(token));
  }
  if (!apiKey) {
    throw new RestError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  const apiKeyCheck = await keys.verify(apiKey);
  if (!apiKeyCheck.ok) {
    throw new RestError(
      401,
      'PGRST301',
      'Invalid API key',
      null,
      'Double check your Supabase `anon` or `service_role` API key.',
    );
  }
  return identityOf(token === undefined ? apiKeyCheck : await keys.verify(token));
}

function identityOf(check: JwtCheck): RequestIdentity {
  if (!check.ok) {
    throw check.reason === 'expired'
      ? restErrors.jwt('JWT expired', 'PGRST303')
      : restErrors.jwt('No suitable key or wrong key type');
  }
  const role = check.claims.role ?? 'anon';
  if (!isApiRole(role)) throw restErrors.jwt(`role "${role}" does not exist`, 'PGRST301');
  return { role, claims: check.claims };
}

/**
 * Makes the rest of the transaction run as PostgREST would: under the JWT's role, with its
 * claims where auth.uid()/auth.jwt() read them. `true` = local: all of it ends with the
 * transaction.
 */
export async function enterRequestRole(
  tx: SqlExecutor,
  identity: RequestIdentity,
  c: Context,
  schema = 'public',
): Promise<void> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  await tx.query(
    `select set_config('search_path', $6, true),
       set_config('timezone', 'UTC', true),
       set_config('request.jwt.claims', $1, true),
       set_config('request.method', $2, true),
       set_config('request.path', $3, true),
       set_config('request.headers', $4, true),
       set_config('role', $5, true)`,
    [
      JSON.stringify({ ...identity.claims, role: identity.role }),
      c.req.method,
      new URL(c.req.url).pathname.replace(/^\/rest\/v1/, ''),
      JSON.stringify(headers),
      identity.role,
      // PostgREST: the request's schema, then db-extra-search-path (Supabase: public, extensions).
      `${quoteIdent(schema)}, "public", "extensions"`,
    ],
  );
}
