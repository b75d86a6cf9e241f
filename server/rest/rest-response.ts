import type { Context } from 'hono';
import type { JwtKeys } from '../auth/jwt.ts';
import type { Database, SqlExecutor } from '../db/database.ts';
import { RestError, restErrors, toRestError } from './errors.ts';
import { contentRange } from './preferences.ts';
import type { RowsShape } from './read-query.ts';
import { enterRequestRole, identifyRequest, type RequestIdentity } from './request-auth.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/**
 * Runs one REST request: identify the caller, then do `work` in a single transaction under
 * the caller's role (read-only for GET/HEAD, as PostgREST does). Any error, from parsing to
 * Postgres, becomes PostgREST's error response and rolls everything back.
 */
export async function handleRestRequest(
  c: Context,
  db: Database,
  keys: JwtKeys,
  work: (tx: SqlExecutor, identity: RequestIdentity) => Promise<Response>,
): Promise<Response> {
  let role = 'anon';
  try {
    const identity = await identifyRequest(c, keys);
    role = identity.role;
    // Only the public schema is exposed (config.toml's api.schemas minus graphql_public).
    const profile = c.req.header('accept-profile') ?? c.req.header('content-profile');
    if (profile !== undefined && profile !== 'public') {
      throw new RestError(
        406,
        'PGRST106',
        'Invalid schema: ' + profile,
        null,
        'Only the following schemas are exposed: public',
      );
    }
    const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
    return await db.transaction(
      async (tx) => {
        await enterRequestRole(tx, identity, c);
        return work(tx, identity);
      },
      { readOnly, role: identity.role },
    );
  } catch (error) {
    const restError = toRestError(error, role);
    const headers: Record<string, string> = { 'Content-Type': JSON_TYPE };
    if (restError.status === 401 && restError.code.startsWith('PGRST3')) {
      headers['WWW-Authenticate'] =
        `Bearer error="invalid_token", error_description="${restError.message}"`;
    }
    return new Response(JSON.stringify(restError.body()), { status: restError.status, headers });
  }
}

export interface RowsResult {
  body: string;
  rowCount: number;
  singleBody: string | null;
}

export function readRowsResult(row: Record<string, unknown> | undefined): RowsResult {
  return {
    body: String(row?.body ?? '[]'),
    rowCount: Number(row?.row_count ?? 0),
    singleBody:
      row?.single_body === null || row?.single_body === undefined ? null : String(row.single_body),
  };
}

export interface RowsResponse {
  status: number;
  result: RowsResult;
  shape: RowsShape;
  offset: number;
  total: number | undefined;
  preferenceApplied?: string[];
}

/** A response carrying rows; `.single()` requests get the one object or PGRST116. */
export function rowsResponse(c: Context, response: RowsResponse): Response {
  const { result, shape } = response;
  if (shape.single && result.rowCount !== 1) throw restErrors.notSingular(result.rowCount);
  const headers: Record<string, string> = {
    'Content-Type': shape.single ? OBJECT_TYPE : JSON_TYPE,
    'Content-Range': contentRange(response.offset, result.rowCount, response.total),
  };
  if (response.preferenceApplied?.length) {
    headers['Preference-Applied'] = response.preferenceApplied.join(', ');
  }
  const body = shape.single ? (result.singleBody ?? 'null') : result.body;
  return new Response(c.req.method === 'HEAD' ? null : body, { status: response.status, headers });
}

/** A write answered without rows (Prefer: return=minimal, the default). */
export function emptyResponse(
  status: number,
  total: number | undefined,
  preferenceApplied: string[],
) {
  const headers: Record<string, string> = { 'Content-Range': `*/${total ?? '*'}` };
  if (preferenceApplied.length) headers['Preference-Applied'] = preferenceApplied.join(', ');
  return new Response(null, { status, headers });
}
