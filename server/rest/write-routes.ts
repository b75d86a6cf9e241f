import type { Context, Hono } from 'hono';
import type { SqlExecutor } from '../db/database.ts';
import { jsonNestsDeeperThan } from '../http/json-depth.ts';
import { restErrors } from './errors.ts';
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
  type Preferences,
  type RequestKind,
} from './preferences.ts';
import { createReadContext } from './read-query.ts';
import {
  emptyResponse,
  handleRestRequest,
  readRowsResult,
  rollbackWith,
  rowsResponse,
  type RestRuntime,
} from './rest-response.ts';
import { parseOrder, parseSelect, type SelectOptions } from './select.ts';
import { SqlParams } from './sql-text.ts';
import { tableOf } from './route-table.ts';
import {
  INSERTED_SQL,
  buildDelete,
  buildInsert,
  buildUpdate,
  type Returning,
  type WriteStatement,
} from './write-query.ts';

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };

function parseBody(text: string): unknown {
  if (text.trim() === '') throw restErrors.badJson();
  if (jsonNestsDeeperThan(text)) throw restErrors.tooDeepJson();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw restErrors.badJson(error instanceof Error ? error.message : null);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `columns="a","b"` as postgrest-js sends it for bulk inserts. */
function parseColumnsParam(text: string | null): string[] | undefined {
  if (text === null) return undefined;
  return text
    .split(',')
    .map((column) => column.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

function returningOf(
  url: URL,
  c: Context,
  preferences: Preferences,
  options: SelectOptions,
): Returning | undefined {
  if (preferences.representation !== 'representation') return undefined;
  return {
    items: parseSelect(url.searchParams.get('select') ?? undefined, options),
    shape: rowsShapeOf(c, { planEnabled: false }),
    order: parseOrder(url.searchParams.get('order') ?? undefined),
  };
}

interface WriteResult {
  body: string;
  rowCount: number;
  singleBody: string | null;
}

async function runWrites(
  tx: SqlExecutor,
  statements: { statement: WriteStatement; params: SqlParams }[],
  maxResponseBytes: number,
): Promise<WriteResult> {
  let rowCount = 0;
  let singleBody: string | null = null;
  const bodies: string[] = [];
  for (const { statement, params } of statements) {
    const result = await tx.query(statement.sql, params.values);
    if (!statement.representation) {
      rowCount += result.affectedRows;
      continue;
    }
    const rows = readRowsResult(result.rows[0], maxResponseBytes);
    rowCount += rows.rowCount;
    singleBody = rows.singleBody ?? singleBody;
    bodies.push(rows.body.slice(1, -1).trim());
  }
  return { body: `[${bodies.filter(Boolean).join(',')}]`, rowCount, singleBody };
}

interface WriteAnswer {
  kind: Exclude<RequestKind, 'read' | 'call'>;
  /** The status with rows (201 or 200 for an insert, 200 otherwise). */
  status: number;
  result: WriteResult;
  preferences: Preferences;
  applied: string[];
}

/** PostgREST's Response.hs for writes: status, Content-Range and body per kind. */
function respondToWrite(c: Context, answer: WriteAnswer): Response {
  const { kind, result, preferences } = answer;
  // Writes report a total for count=exact and count=estimated (shouldCount), never planned.
  const counted = preferences.count === 'exact' || preferences.count === 'estimated';
  const total = counted ? result.rowCount : undefined;
  const range =
    kind === 'update' ? contentRange(0, result.rowCount - 1, total) : contentRange(1, 0, total);
  if (preferences.representation !== 'representation') {
    return emptyResponse(kind === 'insert' ? answer.status : 204, range, answer.applied);
  }
  return rowsResponse(c, {
    status: answer.status,
    result,
    shape: rowsShapeOf(c, { planEnabled: false }),
    range,
    preferenceApplied: answer.applied,
  });
}

/** POST (insert/upsert), PATCH and DELETE on /rest/v1/<table>. */
export function mountWriteRoutes(app: Hono, runtime: RestRuntime): void {
  const { options } = runtime;
  const finish = async (tx: SqlExecutor, c: Context, answer: WriteAnswer) => {
    const response = respondToWrite(c, answer);
    return shouldRollback(answer.preferences, options.txEnd)
      ? rollbackWith(tx, response)
      : response;
  };

  app.post('/:table', (c) =>
    handleRestRequest(c, runtime, async (tx, { schema }) => {
      const table = tableOf(schema, c);
      const url = new URL(c.req.url);
      const preferences = parsePreferences(c.req.header('prefer'), options.txEnd);
      await applyTimezone(tx, preferences);
      checkStrictPreferences(preferences);
      const text = await c.req.text();
      const body = parseBody(text);
      const rows = Array.isArray(body) ? body : [body];
      if (!rows.every(isObject))
        throw restErrors.badJson('Expected a JSON object or an array of objects');
      const keyUnion = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const columns = parseColumnsParam(url.searchParams.get('columns')) ?? keyUnion;
      const conflictParam = parseColumnsParam(url.searchParams.get('on_conflict'));
      const resolution = preferences.resolution === 'ignore-duplicates' ? 'ignore' : 'merge';
      const onConflict = preferences.resolution
        ? {
            columns: conflictParam ?? table.primaryKey,
            resolution: resolution as 'merge' | 'ignore',
          }
        : undefined;
      const params = new SqlParams();
      const context = createReadContext(schema, params, new Map());
      const insert = {
        // The body goes to Postgres as sent (an object wrapped into an array).
        rowsJson: Array.isArray(body) ? text : `[${text}]`,
        columns,
        onConflict,
        applyDefaults: preferences.missing === 'default',
      };
      const statement = buildInsert(
        table,
        insert,
        returningOf(url, c, preferences, options),
        context,
      );
      const result = await runWrites(tx, [{ statement, params }], options.maxResponseBytes);
      // PostgREST answers 200 instead of 201 when a merging upsert inserted nothing.
      let status = 201;
      if (onConflict?.resolution === 'merge' && onConflict.columns.length > 0) {
        const inserted = Number((await tx.query(INSERTED_SQL)).rows[0]?.inserted ?? 0);
        if (inserted <= 0) status = 200;
      }
      const hasConflictTarget = table.primaryKey.length > 0 || conflictParam !== undefined;
      return finish(tx, c, {
        kind: 'insert',
        status,
        result,
        preferences,
        applied: appliedPreferences(preferences, 'insert', { hasConflictTarget }),
      });
    }),
  );

  app.on(['PATCH', 'DELETE'], '/:table', (c) =>
    handleRestRequest(c, runtime, async (tx, { schema }) => {
      const table = tableOf(schema, c);
      const url = new URL(c.req.url);
      const preferences = parsePreferences(c.req.header('prefer'), options.txEnd);
      await applyTimezone(tx, preferences);
      checkStrictPreferences(preferences);
      const params = new SqlParams();
      const modifiers = parseModifiers(url.searchParams);
      const context = createReadContext(schema, params, modifiers);
      const root = modifiers.get('') ?? NO_MODIFIERS;
      const returning = returningOf(url, c, preferences, options);
      let statement: WriteStatement;
      const kind = c.req.method === 'PATCH' ? 'update' : 'delete';
      if (kind === 'update') {
        const text = await c.req.text();
        const body = parseBody(text);
        if (!isObject(body)) throw restErrors.badJson('Expected a JSON object');
        const columns = parseColumnsParam(url.searchParams.get('columns')) ?? Object.keys(body);
        const values = { json: text, columns, applyDefaults: preferences.missing === 'default' };
        statement = buildUpdate(table, values, root, returning, context);
      } else {
        statement = buildDelete(table, root, returning, context);
      }
      const result = await runWrites(tx, [{ statement, params }], options.maxResponseBytes);
      checkMaxAffected(preferences, result.rowCount);
      return finish(tx, c, {
        kind,
        status: 200,
        result,
        preferences,
        applied: appliedPreferences(preferences, kind),
      });
    }),
  );
}
