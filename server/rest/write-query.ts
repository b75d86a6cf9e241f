import { restErrors } from './errors.ts';
import { renderFilters } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import {
  aggregateRows,
  renderGroupBy,
  renderOrder,
  renderProjection,
  type ReadContext,
  type RowsShape,
} from './read-query.ts';
import type { TableInfo } from './schema-cache.ts';
import type { OrderTerm, SelectItem } from './select.ts';
import { qualified, quoteIdent, quoteLiteral } from './sql-text.ts';

/** What a write returns: `return=representation` rows (with `select=`), or nothing. */
export interface Returning {
  items: SelectItem[];
  shape: RowsShape;
  /** `.select().order(...)` after a write orders the returned rows. */
  order: OrderTerm[];
}

export interface WriteStatement {
  sql: string;
  /** Whether the statement yields body/row_count (representation) or only affects rows. */
  representation: boolean;
}

const target = (table: TableInfo) => qualified(table.schema, table.name);

function checkColumns(table: TableInfo, columns: string[]) {
  for (const column of columns) {
    if (!table.columns.has(column)) throw restErrors.unknownBodyColumn(table.name, column);
  }
}

/** Wraps a data-modifying statement so that it returns the requested representation. */
function withReturning(
  modifyingSql: string,
  targetAlias: string,
  table: TableInfo,
  returning: Returning | undefined,
  context: ReadContext,
): WriteStatement {
  if (!returning) return { sql: modifyingSql, representation: false };
  const alias = quoteIdent(table.name);
  const projection = renderProjection(returning.items, table, alias, '', context);
  const order = renderOrder(returning.order, table, alias, context.params);
  const rows = `select ${projection.columns.join(', ')} from _pgrst_src as ${alias} ${projection.joins.join(' ')}${renderGroupBy(projection)}${order}`;
  return {
    sql: `with _pgrst_src as (${modifyingSql} returning ${targetAlias}.*) ${aggregateRows(rows, returning.shape)}`,
    representation: true,
  };
}

export interface InsertOptions {
  /** The request body as sent: a JSON array of rows (a single object is wrapped in one). */
  rowsJson: string;
  columns: string[];
  /** Upsert: conflict target columns and whether to merge or ignore duplicates. */
  onConflict: { columns: string[]; resolution: 'merge' | 'ignore' } | undefined;
  /** `Prefer: missing=default`: absent keys take the column default, also in upserts. */
  applyDefaults: boolean;
}

/**
 * PostgREST's fromJsonBodyF (Query/SqlFragment.hs): the body is passed to Postgres as it
 * came and read with json_to_recordset into the listed columns, each as its column's type.
 * With missing=default every element is first merged over an object of the columns'
 * defaults (so a sequence advances once per element, as there).
 */
function bodySource(
  table: TableInfo,
  columns: string[],
  bodyParam: string,
  applyDefaults: boolean,
): string {
  const payload = `(select ${bodyParam}::json as json_data) pgrst_payload`;
  const defaults = columns.flatMap((column) => {
    const fallback = table.columns.get(column)?.default;
    return fallback === undefined ? [] : [`${quoteLiteral(column)}, ${fallback}`];
  });
  const useDefaults = applyDefaults && defaults.length > 0;
  const source = useDefaults ? 'pgrst_json_defs.val' : 'pgrst_payload.json_data';
  const merged = useDefaults
    ? `lateral (select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || elem) as val ` +
      `from jsonb_array_elements(pgrst_payload.json_data::jsonb) elem) pgrst_json_defs, `
    : '';
  if (columns.length === 0) {
    return `from ${payload}, ${merged}lateral (select from json_array_elements(${source}::json) _) pgrst_body`;
  }
  const typed = columns.map(
    (column) => `${quoteIdent(column)} ${table.columns.get(column)?.bodyType ?? 'text'}`,
  );
  const list = columns.map(quoteIdent).join(', ');
  return (
    `from ${payload}, ${merged}lateral (select ${list} from ` +
    `json_to_recordset(${source}::json) as _(${typed.join(', ')})) pgrst_body`
  );
}

// PostgREST counts the rows an upsert inserted in a transaction-local setting: +1 per row
// offered, -1 per row that hit a conflict and was updated (Query/SqlFragment.hs).
const countInserted = (sign: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${sign === '+' ? '0' : '-1'}'`;

/** Reads (and resets) what countInserted counted: the rows an upsert really inserted. */
export const INSERTED_SQL = `select coalesce(nullif(current_setting('pgrst.inserted', true), ''), '0')::int as inserted, set_config('pgrst.inserted', '', true) as reset`;

/**
 * INSERT ... SELECT from json_populate_recordset, the SQL PostgREST generates
 * (Query/QueryBuilder.hs mutatePlanToQuery): Postgres converts each JSON value to its
 * column's type, and columns not listed keep their defaults. An upsert updates every sent
 * column (`ON CONFLICT (...) DO UPDATE SET col = EXCLUDED.col`, key columns included), so
 * it needs the same column privileges locally as on hosted Supabase, and returns the row
 * even when only key columns were sent.
 */
export function buildInsert(
  table: TableInfo,
  options: InsertOptions,
  returning: Returning | undefined,
  context: ReadContext,
): WriteStatement {
  checkColumns(table, options.columns);
  const alias = quoteIdent(table.name);
  const onConflict = options.onConflict?.columns.length ? options.onConflict : undefined;
  const merge = onConflict?.resolution === 'merge';
  const list = options.columns.map((column) => `pgrst_body.${quoteIdent(column)}`).join(', ');
  const source = bodySource(
    table,
    options.columns,
    context.params.add(options.rowsJson),
    options.applyDefaults,
  );
  const columnList =
    options.columns.length === 0 ? '' : ` (${options.columns.map(quoteIdent).join(', ')})`;
  let sql =
    `insert into ${target(table)} as ${alias}${columnList} select ${list} ${source}` +
    (merge ? ` where ${countInserted('+')}` : '');
  if (onConflict) {
    checkColumns(table, onConflict.columns);
    const conflict = onConflict.columns.map(quoteIdent).join(', ');
    const updates = options.columns.map(
      (column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`,
    );
    sql +=
      !merge || updates.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${updates.join(', ')} where ${countInserted('-')}`;
  }
  return withReturning(sql, alias, table, returning, context);
}

// Hosted Supabase loads pg-safeupdate for the Data API: a filterless UPDATE or DELETE is an
// error there, so it is one here too, rather than silently touching every visible row.
function requireWhere(verb: 'UPDATE' | 'DELETE', modifiers: Modifiers) {
  if (modifiers.filters.length === 0) {
    throw Object.assign(new Error(`${verb} requires a WHERE clause`), { code: '21000' });
  }
}

export function buildUpdate(
  table: TableInfo,
  body: { json: string; columns: string[]; applyDefaults: boolean },
  modifiers: Modifiers,
  returning: Returning | undefined,
  context: ReadContext,
): WriteStatement {
  checkColumns(table, body.columns);
  if (body.columns.length === 0) throw restErrors.badJson('The update body names no column');
  requireWhere('UPDATE', modifiers);
  const alias = quoteIdent(table.name);
  const where = renderFilters(modifiers.filters, table, alias, context.params);
  const source = bodySource(
    table,
    body.columns,
    context.params.add(`[${body.json}]`),
    body.applyDefaults,
  );
  const assignments = body.columns.map(
    (column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`,
  );
  const sql = `update ${target(table)} as ${alias} set ${assignments.join(', ')} ${source} where ${where}`;
  return withReturning(sql, alias, table, returning, context);
}

export function buildDelete(
  table: TableInfo,
  modifiers: Modifiers,
  returning: Returning | undefined,
  context: ReadContext,
): WriteStatement {
  requireWhere('DELETE', modifiers);
  const alias = quoteIdent(table.name);
  const where = renderFilters(modifiers.filters, table, alias, context.params);
  const sql = `delete from ${target(table)} as ${alias} where ${where}`;
  return withReturning(sql, alias, table, returning, context);
}
