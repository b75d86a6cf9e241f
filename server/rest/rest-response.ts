import type { Context } from 'hono';
import type { JwtKeys } from '../auth/jwt.ts';
import type { Database, SqlExecutor, SqlParam } from '../db/database.ts';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from '../http/json-depth.ts';
import { RestError, restErrors, toRestError } from './errors.ts';
import { contentTypeOf, type RowsShape } from './media-type.ts';
import type { RestOptions } from './rest-options.ts';
import type { SchemaCache } from './schema-cache.ts';
import { enterRequestRole, identifyRequest, type RequestIdentity } from './request-auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { identifyCaller } from '../http/request-context.ts';
import { isAdmissionError, type AdmissionError } from '../db/fair-queue.ts';
import { cooldownError, type EmbedCooldown } from './embed-cooldown.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Thrown with the finished response to end the transaction in a rollback (`Prefer:
 * tx=rollback`, db-tx-end = rollback): the client gets the answer, nothing is kept.
 */
class RollbackWith extends Error {
  constructor(readonly response: Response) {
    super('rollback requested');
  }
}

/** Ends `tx` in a rollback after checking deferred constraints, as PostgREST's MainTx.hs. */
export async function rollbackWith(tx: SqlExecutor, response: Response): Promise<never> {
  await tx.query('set constraints all immediate');
  throw new RollbackWith(response);
}

/**
 * Filter values and function arguments in the query reach Postgres's JSON, array and range
 * parsers, which recurse (deep enough, PGlite's stack gives out): refused before anything runs.
 */
function assertShallowQuery(url: URL): void {
  for (const [key, value] of url.searchParams) {
    if (jsonNestsDeeperThan(value)) {
      throw restErrors.badQuery(
        `"failed to parse ${key} (nested deeper than ${MAX_JSON_DEPTH} levels)"`,
      );
    }
  }
}

/**
 * A request whose select embeds relations (or calls aggregates: any parenthesis) gets the
 * embed timeout (rest-options.ts, embedTimeoutMs) instead of the role's longer one.
 */
function statementLimitOf(c: Context, runtime: RestRuntime): number | undefined {
  const { embedTimeoutMs } = runtime.options;
  return runtime.db.kind === 'pglite' && embedTimeoutMs > 0 && c.req.query('select')?.includes('(')
    ? embedTimeoutMs
    : undefined;
}

/** Who the embed cooldown counts against: the user (guests too), else the address. */
function callerOf(c: Context, identity: RequestIdentity): string {
  return identity.claims.sub ? `user:${identity.claims.sub}` : `address:${clientAddress(c)}`;
}

/**
 * A request admission control refused (db/fair-queue.ts), in PostgREST's error shape: 429
 * for a caller with too much waiting, 503 once a heavy caller's request waited its second.
 */
function admissionRefusal(error: AdmissionError): Response {
  const body = {
    code: error.status === 429 ? 'over_request_rate_limit' : 'PGRST003',
    details: null,
    hint: `Wait ${error.retryAfterSeconds} s before sending more requests.`,
    message: error.message,
  };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'Content-Type': JSON_TYPE, 'Retry-After': String(error.retryAfterSeconds) },
  });
}

/** What every REST route shares: the database, the keys, the settings and the schema cache. */
export interface RestRuntime {
  db: Database;
  keys: JwtKeys;
  options: Required<RestOptions>;
  schema: () => SchemaCache;
  embedCooldown: EmbedCooldown;
}

/** The caller and the schema (profile) a request works in. */
export interface RestRequest {
  identity: RequestIdentity;
  schema: SchemaCache;
}

/**
 * The schema a request names (PostgREST's Accept-Profile for GET and HEAD, Content-Profile
 * for the others; the first exposed schema without one), or PGRST106.
 */
function requestedSchema(c: Context, cache: SchemaCache): SchemaCache {
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  const profile = c.req.header(reading ? 'accept-profile' : 'content-profile');
  if (profile === undefined) return cache;
  const found = cache.profiles.get(profile);
  if (found) return found;
  throw new RestError(
    406,
    'PGRST106',
    'Invalid schema: ' + profile,
    null,
    `Only the following schemas are exposed: ${[...cache.profiles.keys()].join(', ')}`,
  );
}

/**
 * Runs one REST request: identify the caller, then do `work` in a single transaction under
 * the caller's role (read-only for GET/HEAD, as PostgREST does). Any error, from parsing to
 * Postgres, becomes PostgREST's error response and rolls everything back.
 */
export async function handleRestRequest(
  c: Context,
  runtime: RestRuntime,
  work: (tx: SqlExecutor, request: RestRequest) => Promise<Response>,
): Promise<Response> {
  let role = 'anon';
  let caller: string | undefined;
  try {
    assertShallowQuery(new URL(c.req.url));
    const identity = await identifyRequest(c, runtime.keys, runtime.options.apiKeyRequired);
    role = identity.role;
    identifyCaller(identity.claims.sub, identity.role);
    const schema = requestedSchema(c, runtime.schema());
    const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
    const statementLimitMs = statementLimitOf(c, runtime);
    if (statementLimitMs !== undefined) {
      caller = callerOf(c, identity);
      const wait = runtime.embedCooldown.wait(caller);
      if (wait.ms > 0) throw cooldownError(wait);
    }
    return await runtime.db.transaction(
      async (tx) => {
        await enterRequestRole(tx, identity, c, schema.name);
        return work(tx, { identity, schema });
      },
      { readOnly, role: identity.role, statementLimitMs },
    );
  } catch (error) {
    if (error instanceof RollbackWith) return error.response;
    if (isAdmissionError(error)) return admissionRefusal(error);
    const restError = toRestError(error, role);
    const headers: Record<string, string> = { 'Content-Type': JSON_TYPE };
    if (caller !== undefined && restError.code === '57014') runtime.embedCooldown.penalize(caller);
    if (caller !== undefined && restError.status === 429) {
      const waitMs = runtime.embedCooldown.remaining(caller);
      headers['Retry-After'] = String(Math.max(1, Math.ceil(waitMs / 1000)));
    }
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

/**
 * The response size limit (RestOptions.maxResponseBytes): a body over it is refused rather
 * than sent. PostgREST has no such limit of its own; the error is PostgreSQL's
 * program_limit_exceeded in PostgREST's shape, as a client error.
 */
export function checkResponseSize(body: string, maxBytes: number): string {
  if (maxBytes > 0 && Buffer.byteLength(body) > maxBytes) {
    throw new RestError(
      400,
      '54000',
      `The response would be larger than ${maxBytes} bytes`,
      null,
      'Ask for fewer rows or columns: limit the query, and its embedded resources with rel.limit.',
    );
  }
  return body;
}

export function readRowsResult(row: Record<string, unknown> | undefined, maxBytes = 0): RowsResult {
  return {
    body: checkResponseSize(String(row?.body ?? '[]'), maxBytes),
    rowCount: Number(row?.row_count ?? 0),
    singleBody:
      row?.single_body === null || row?.single_body === undefined ? null : String(row.single_body),
  };
}

export interface RowsResponse {
  status: number;
  result: RowsResult;
  shape: RowsShape;
  /** The Content-Range header value. */
  range: string;
  preferenceApplied?: string[];
}

/** A response carrying rows; `.single()` requests get the one object or PGRST116. */
export function rowsResponse(c: Context, response: RowsResponse): Response {
  const { result, shape } = response;
  if (shape.single && result.rowCount !== 1) throw restErrors.notSingular(result.rowCount);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(shape),
    'Content-Range': response.range,
  };
  if (response.preferenceApplied?.length) {
    headers['Preference-Applied'] = response.preferenceApplied.join(', ');
  }
  const body = shape.single ? (result.singleBody ?? 'null') : result.body;
  return new Response(c.req.method === 'HEAD' ? null : body, { status: response.status, headers });
}

/**
 * db-plan-enabled: the statement's EXPLAIN instead of its rows (PostgREST's explainF), in
 * JSON or text, with the options the Accept header named.
 */
export async function planResponse(
  tx: SqlExecutor,
  shape: RowsShape,
  sql: string,
  params: readonly SqlParam[],
): Promise<Response> {
  const plan = shape.plan;
  if (!plan) throw new Error('planResponse needs a plan shape');
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const { rows } = await tx.query(`explain (${options}) ${sql}`, params);
  const lines = rows.map((row) => Object.values(row)[0]);
  const body =
    plan.format === 'json'
      ? typeof lines[0] === 'string'
        ? lines[0]
        : JSON.stringify(lines[0])
      : lines.map(String).join('\n');
  return new Response(body, { status: 200, headers: { 'Content-Type': contentTypeOf(shape) } });
}

/** A response without a body: a write without `return=representation`, a void function. */
export function emptyResponse(status: number, range: string | undefined, applied: string[]) {
  const headers: Record<string, string> = {};
  if (range !== undefined) headers['Content-Range'] = range;
  if (applied.length) headers['Preference-Applied'] = applied.join(', ');
  return new Response(null, { status, headers });
}
