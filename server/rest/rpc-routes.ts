import type { Context, Hono } from 'hono';
import { jsonNestsDeeperThan } from '../http/json-depth.ts';
import { countTotal, rangeNotSatisfiable, rangeStatus } from './counting.ts';
import { RestError, restErrors } from './errors.ts';
import { parseModifiers, type Modifiers } from './modifiers.ts';
import {
  appliedPreferences,
  applyTimezone,
  checkMaxAffected,
  checkStrictPreferences,
  contentRange,
  parsePreferences,
  rowsShapeOf,
  shouldRollback,
} from './preferences.ts';
import { createReadContext } from './read-query.ts';
import {
  checkResponseSize,
  emptyResponse,
  handleRestRequest,
  planResponse,
  readRowsResult,
  rollbackWith,
  rowsResponse,
  type RestRuntime,
} from './rest-response.ts';
import { buildRpc, resolveFunction, type CallRequest } from './rpc-query.ts';
import { parseSelect } from './select.ts';
import { SqlParams } from './sql-text.ts';

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };
const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const RESERVED_ENDINGS = new Set(['order', 'limit', 'offset', 'and', 'or']);
const OPERATOR = /^(not\.)?[a-z]+(\([a-z_]+\))?\./i;

function mediaTypeOf(header: string | undefined): CallRequest['mediaType'] {
  const type = (header ?? 'application/json').split(';')[0]?.trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'json';
}

/**
 * The arguments of a call. POST: the JSON body's keys (or the raw body, for a function
 * with a single unnamed parameter). GET: every query key that is neither reserved nor a
 * filter (`col=op.value`), as PostgREST's QueryParams.hs sorts them.
 */
async function readCall(c: Context) {
  if (c.req.method === 'POST') {
    const mediaType = mediaTypeOf(c.req.header('content-type'));
    const raw =
      mediaType === 'bytea'
        ? `\\x${Buffer.from(await c.req.arrayBuffer()).toString('hex')}`
        : await c.req.text();
    let named: Record<string, unknown> = {};
    if (mediaType === 'json' && raw.trim() !== '') {
      if (jsonNestsDeeperThan(raw)) throw restErrors.tooDeepJson();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch (error) {
        throw restErrors.badJson(error instanceof Error ? error.message : null);
      }
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        named = body as Record<string, unknown>;
      }
    }
    const request: CallRequest = { post: true, mediaType, argumentKeys: Object.keys(named) };
    return { request, named, raw, ignored: RESERVED };
  }
  const named: Record<string, unknown> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const ending = key.split('.').pop() as string;
    if (RESERVED.has(key) || RESERVED_ENDINGS.has(ending) || OPERATOR.test(value)) continue;
    named[key] = value;
  }
  const request: CallRequest = { post: false, mediaType: 'json', argumentKeys: Object.keys(named) };
  return { request, named, raw: '', ignored: new Set([...RESERVED, ...Object.keys(named)]) };
}

/** POST /rest/v1/rpc/<fn> (and GET/HEAD for read-only calls): Postgres functions over HTTP. */
export function mountRpcRoutes(app: Hono, runtime: RestRuntime): void {
  const { options } = runtime;

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', (c) =>
    handleRestRequest(c, runtime, async (tx, { schema }) => {
      const name = c.req.param('fn');
      const preferences = parsePreferences(c.req.header('prefer'), options.txEnd);
      await applyTimezone(tx, preferences);
      const call = await readCall(c);
      const fn = resolveFunction(schema, name, call.request);
      // PostgREST calls stable and immutable functions in a read-only transaction, POST too.
      if (!fn.volatile && c.req.method === 'POST') await tx.query('set transaction read only');
      checkStrictPreferences(preferences);
      const strictMax = preferences.handling === 'strict' && preferences.maxAffected !== undefined;
      if (strictMax && !fn.returnsSet) {
        throw new RestError(
          400,
          'PGRST128',
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        );
      }
      const url = new URL(c.req.url);
      const modifiers = parseModifiers(url.searchParams, call.ignored);
      const params = new SqlParams();
      const context = createReadContext(schema, params, modifiers, options.maxRows);
      const shape = rowsShapeOf(c, options);
      const root = modifiers.get('') ?? NO_MODIFIERS;
      const args = fn.args.length === 1 && fn.args[0]?.name === '' ? { raw: call.raw } : call.named;
      const select = parseSelect(url.searchParams.get('select') ?? undefined, options);
      const statement = buildRpc(fn, args, select, root, shape, context);
      if (shape.plan) return planResponse(tx, shape, statement.sql, params.values);
      const result = await tx.query(statement.sql, params.values);
      const applied = appliedPreferences(preferences, 'call');

      let response: Response;
      if (statement.kind === 'rows') {
        const rows = readRowsResult(result.rows[0], options.maxResponseBytes);
        checkMaxAffected(preferences, rows.rowCount);
        const total = await countTotal(
          tx,
          preferences.count,
          statement.countSql,
          params.values,
          options.maxRows,
        );
        const lower = root.offset ?? 0;
        const status = rangeStatus(lower, rows.rowCount, total);
        if (status === 416) throw rangeNotSatisfiable(lower, total);
        response = rowsResponse(c, {
          status,
          result: rows,
          shape,
          range: contentRange(lower, lower + rows.rowCount - 1, total),
          preferenceApplied: applied,
        });
      } else {
        // A single result (or void) is one row: 0-0, with a total of 1 when counted.
        const range = contentRange(0, 0, preferences.count ? 1 : undefined);
        if (statement.kind === 'void') response = emptyResponse(204, range, applied);
        else {
          const body = checkResponseSize(
            String(result.rows[0]?.body ?? 'null'),
            options.maxResponseBytes,
          );
          if (shape.single && body === 'null') throw restErrors.notSingular(0);
          const headers: Record<string, string> = {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Range': range,
          };
          if (applied.length) headers['Preference-Applied'] = applied.join(', ');
          response = new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
        }
      }
      return shouldRollback(preferences, options.txEnd) ? rollbackWith(tx, response) : response;
    }),
  );

  app.on(['PUT', 'PATCH', 'DELETE'], '/rpc/:fn', (c) =>
    handleRestRequest(c, runtime, async () => {
      throw new RestError(405, 'PGRST101', 'Only GET and POST verbs are allowed for functions');
    }),
  );
}
