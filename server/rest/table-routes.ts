import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { RestError, restErrors } from './errors.ts';
import { renderFilters } from './filters.ts';
import { parseModifiers, type Modifiers } from './modifiers.ts';
import { parsePreferences, rowsShapeOf, type Preferences } from './preferences.ts';
import {
  aggregateRows,
  createReadContext,
  renderOrder,
  renderPaging,
  renderProjection,
} from './read-query.ts';
import { emptyResponse, handleRestRequest, readRowsResult, rowsResponse } from './rest-response.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import { parseOrder, parseSelect } from './select.ts';
import { SqlParams, quoteIdent } from './sql-text.ts';
import {
  buildDelete,
  buildInsert,
  buildUpdate,
  type Returning,
  type WriteStatement,
} from './write-query.ts';

/** Supabase's default `max_rows`: no request gets more rows than this in one response. */
export const MAX_ROWS = 1000;

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };

function tableOf(schema: SchemaCache, c: Context): TableInfo {
  const name = c.req.param('table') ?? '';
  const table = schema.tables.get(name);
  if (!table) throw restErrors.unknownTable(name);
  return table;
}

/** The rows of a GET, and the statement counting all matches (for `count=exact`). */
function buildRead(schema: SchemaCache, table: TableInfo, url: URL, c: Context, counting: boolean) {
  const params = new SqlParams();
  const modifiers = parseModifiers(url.searchParams);
  const context = createReadContext(schema, params, modifiers);
  const root = modifiers.get('') ?? NO_MODIFIERS;
  const alias = context.nextAlias();
  const projection = renderProjection(
    parseSelect(url.searchParams.get('select') ?? undefined),
    table,
    alias,
    '',
    context,
  );
  const where = [
    renderFilters(root.filters, table, alias, params),
    ...projection.innerConditions,
  ].join(' and ');
  const from = `from public.${quoteIdent(table.name)} as ${alias} where ${where}`;
  if (counting)
    return { sql: `select count(*)::int as total ${from}`, params: params.values, root };
  const order = renderOrder(root.order, table, alias, params);
  const rows = `select ${projection.columns.join(', ')} ${from}${order}${renderPaging(root, MAX_ROWS)}`;
  return { sql: aggregateRows(rows, rowsShapeOf(c)), params: params.values, root };
}

function parseBody(text: string): unknown {
  if (text.trim() === '') throw restErrors.badJson();
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

function returningOf(url: URL, c: Context, preferences: Preferences): Returning | undefined {
  if (!preferences.representation) return undefined;
  return {
    items: parseSelect(url.searchParams.get('select') ?? undefined),
    shape: rowsShapeOf(c),
    order: parseOrder(url.searchParams.get('order') ?? undefined),
  };
}

async function runWrites(
  tx: SqlExecutor,
  statements: { statement: WriteStatement; params: SqlParams }[],
) {
  let rowCount = 0;
  let singleBody: string | null = null;
  const bodies: string[] = [];
  for (const { statement, params } of statements) {
    const result = await tx.query(statement.sql, params.values);
    if (!statement.representation) {
      rowCount += result.affectedRows;
      continue;
    }
    const rows = readRowsResult(result.rows[0]);
    rowCount += rows.rowCount;
    singleBody = rows.singleBody ?? singleBody;
    bodies.push(rows.body.slice(1, -1).trim());
  }
  return { body: `[${bodies.filter(Boolean).join(',')}]`, rowCount, singleBody };
}

/** GET/HEAD, POST (insert/upsert), PATCH and DELETE on /rest/v1/<table>. */
export function mountTableRoutes(
  app: Hono,
  services: BackendServices,
  schema: () => SchemaCache,
): void {
  const { db, keys } = services;

  app.on(['GET', 'HEAD'], '/:table', (c) =>
    handleRestRequest(c, db, keys, async (tx) => {
      const table = tableOf(schema(), c);
      const url = new URL(c.req.url);
      const preferences = parsePreferences(c.req.header('prefer'));
      const read = buildRead(schema(), table, url, c, false);
      const result = readRowsResult((await tx.query(read.sql, read.params)).rows[0]);
      let total: number | undefined;
      if (preferences.countExact) {
        const count = buildRead(schema(), table, url, c, true);
        total = Number((await tx.query(count.sql, count.params)).rows[0]?.total ?? 0);
      }
      const offset = read.root.offset ?? 0;
      if (total !== undefined && offset > 0 && offset >= total && total > 0) {
        throw new RestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${offset} was requested, but there are only ${total} rows.`,
        );
      }
      const partial = total !== undefined && offset + result.rowCount < total;
      return rowsResponse(c, {
        status: partial || (total !== undefined && offset > 0) ? 206 : 200,
        result,
        shape: rowsShapeOf(c),
        offset,
        total,
        preferenceApplied: preferences.countExact ? ['count=exact'] : [],
      });
    }),
  );

  app.post('/:table', (c) =>
    handleRestRequest(c, db, keys, async (tx) => {
      const table = tableOf(schema(), c);
      const url = new URL(c.req.url);
      const preferences = parsePreferences(c.req.header('prefer'));
      const body = parseBody(await c.req.text());
      const rows = Array.isArray(body) ? body : [body];
      if (!rows.every(isObject))
        throw restErrors.badJson('Expected a JSON object or an array of objects');
      const keyUnion = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const columns = parseColumnsParam(url.searchParams.get('columns')) ?? keyUnion;
      const onConflict = preferences.resolution
        ? {
            columns: parseColumnsParam(url.searchParams.get('on_conflict')) ?? table.primaryKey,
            resolution: preferences.resolution,
          }
        : undefined;
      // With missing=default, a row's absent keys take the column default, so each row is
      // inserted with its own column list; otherwise one statement inserts them all.
      const batches =
        preferences.missingDefault && rows.length > 1
          ? rows.map((row) => ({ rows: [row], columns: columns.filter((column) => column in row) }))
          : [{ rows, columns }];
      const statements = batches.map((batch) => {
        const params = new SqlParams();
        const context = createReadContext(schema(), params, new Map());
        const options = {
          rowsJson: JSON.stringify(batch.rows),
          columns: batch.columns,
          onConflict,
        };
        return {
          statement: buildInsert(table, options, returningOf(url, c, preferences), context),
          params,
        };
      });
      const result = await runWrites(tx, statements);
      return respondToWrite(c, 201, result, preferences);
    }),
  );

  app.patch('/:table', (c) =>
    handleRestRequest(c, db, keys, async (tx) => {
      const table = tableOf(schema(), c);
      const url = new URL(c.req.url);
      const preferences = parsePreferences(c.req.header('prefer'));
      const body = parseBody(await c.req.text());
      if (!isObject(body)) throw restErrors.badJson('Expected a JSON object');
      const params = new SqlParams();
      const modifiers = parseModifiers(url.searchParams);
      const context = createReadContext(schema(), params, modifiers);
      const columns = parseColumnsParam(url.searchParams.get('columns')) ?? Object.keys(body);
      const statement = buildUpdate(
        table,
        { json: JSON.stringify(body), columns },
        modifiers.get('') ?? NO_MODIFIERS,
        returningOf(url, c, preferences),
        context,
      );
      return respondToWrite(c, 200, await runWrites(tx, [{ statement, params }]), preferences);
    }),
  );

  app.delete('/:table', (c) =>
    handleRestRequest(c, db, keys, async (tx) => {
      const table = tableOf(schema(), c);
      const url = new URL(c.req.url);
      const preferences = parsePreferences(c.req.header('prefer'));
      const params = new SqlParams();
      const modifiers = parseModifiers(url.searchParams);
      const context = createReadContext(schema(), params, modifiers);
      const statement = buildDelete(
        table,
        modifiers.get('') ?? NO_MODIFIERS,
        returningOf(url, c, preferences),
        context,
      );
      return respondToWrite(c, 200, await runWrites(tx, [{ statement, params }]), preferences);
    }),
  );
}

/** 201 for inserts, else 200 with rows or 204 without (PostgREST's statuses). */
function respondToWrite(
  c: Context,
  statusWithRows: number,
  result: { body: string; rowCount: number; singleBody: string | null },
  preferences: Preferences,
): Response {
  const total = preferences.countExact ? result.rowCount : undefined;
  if (!preferences.representation) {
    return emptyResponse(statusWithRows === 201 ? 201 : 204, total, preferences.applied);
  }
  return rowsResponse(c, {
    status: statusWithRows,
    result,
    shape: rowsShapeOf(c),
    offset: 0,
    total,
    preferenceApplied: preferences.applied,
  });
}
