import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { RestError, restErrors } from './errors.ts';
import { parseModifiers, type Modifiers } from './modifiers.ts';
import { parsePreferences, rowsShapeOf } from './preferences.ts';
import { createReadContext } from './read-query.ts';
import { handleRestRequest, readRowsResult, rowsResponse } from './rest-response.ts';
import { buildRpc, resolveFunction } from './rpc-query.ts';
import type { SchemaCache } from './schema-cache.ts';
import { parseSelect } from './select.ts';
import { SqlParams } from './sql-text.ts';

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };
const RESERVED = ['select', 'columns', 'on_conflict', 'apikey'];

/** The arguments of a call: the JSON body of a POST, or the matching query keys of a GET. */
async function readArguments(
  c: Context,
  parameterNames: Set<string>,
): Promise<Record<string, unknown>> {
  if (c.req.method === 'POST') {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw restErrors.badJson(error instanceof Error ? error.message : null);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw restErrors.badJson('Expected a JSON object of named arguments');
    }
    return body as Record<string, unknown>;
  }
  const args: Record<string, unknown> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (parameterNames.has(key)) args[key] = value;
  }
  return args;
}

/** POST /rest/v1/rpc/<fn> (and GET/HEAD for read-only calls): Postgres functions over HTTP. */
export function mountRpcRoutes(
  app: Hono,
  services: BackendServices,
  schema: () => SchemaCache,
): void {
  const { db, keys } = services;

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', (c) =>
    handleRestRequest(c, db, keys, async (tx) => {
      const name = c.req.param('fn');
      const candidates = schema().functions.get(name);
      const parameterNames = new Set(
        (candidates ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)),
      );
      const args = await readArguments(c, parameterNames);
      const fn = resolveFunction(candidates, name, Object.keys(args));

      const url = new URL(c.req.url);
      const ignored = new Set([...RESERVED, ...(c.req.method === 'POST' ? [] : parameterNames)]);
      const modifiers = parseModifiers(url.searchParams, ignored);
      const params = new SqlParams();
      const context = createReadContext(schema(), params, modifiers);
      const shape = rowsShapeOf(c);
      const statement = buildRpc(
        fn,
        args,
        parseSelect(url.searchParams.get('select') ?? undefined),
        modifiers.get('') ?? NO_MODIFIERS,
        shape,
        context,
      );
      const result = await tx.query(statement.sql, params.values);

      if (statement.kind === 'void') return new Response(null, { status: 204 });
      if (statement.kind === 'value') {
        const body = String(result.rows[0]?.body ?? 'null');
        if (shape.single && body === 'null') throw restErrors.notSingular(0);
        return new Response(c.req.method === 'HEAD' ? null : body, {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '0-0/*' },
        });
      }
      const rows = readRowsResult(result.rows[0]);
      const preferences = parsePreferences(c.req.header('prefer'));
      return rowsResponse(c, {
        status: 200,
        result: rows,
        shape,
        offset: modifiers.get('')?.offset ?? 0,
        total: preferences.countExact ? rows.rowCount : undefined,
      });
    }),
  );

  app.on(['PUT', 'PATCH', 'DELETE'], '/rpc/:fn', (c) =>
    handleRestRequest(c, db, keys, async () => {
      throw new RestError(405, 'PGRST101', 'Only GET and POST verbs are allowed for functions');
    }),
  );
}
