import { restErrors } from './errors.ts';
import { renderFilters } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import {
  aggregateRows,
  renderOrder,
  renderPaging,
  renderProjection,
  type ReadContext,
  type RowsShape,
} from './read-query.ts';
import type { FunctionInfo, TableInfo } from './schema-cache.ts';
import type { SelectItem } from './select.ts';
import { quoteIdent, type SqlParams } from './sql-text.ts';

/** Picks the function overload whose parameters match the given argument names. */
export function resolveFunction(
  candidates: FunctionInfo[] | undefined,
  name: string,
  argNames: string[],
): FunctionInfo {
  const match = candidates?.find(
    (fn) =>
      argNames.every((arg) => fn.args.some((param) => param.name === arg)) &&
      fn.args.every((param) => param.hasDefault || argNames.includes(param.name)),
  );
  if (!match) throw restErrors.unknownFunction(name, argNames);
  return match;
}

/** One argument as SQL: a typed parameter, JSON for json(b), an array from a JSON array. */
function renderArgument(type: string, value: unknown, params: SqlParams): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    const elements = params.add(JSON.stringify(value));
    return `array(select json_array_elements_text(${elements}::json))::${type}`;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${params.add(text)}::${type}`;
}

export function renderCall(fn: FunctionInfo, args: Record<string, unknown>, params: SqlParams) {
  const rendered = fn.args
    .filter((param) => param.name in args)
    .map(
      (param) =>
        `${quoteIdent(param.name)} := ${renderArgument(param.type, args[param.name], params)}`,
    );
  return `public.${quoteIdent(fn.name)}(${rendered.join(', ')})`;
}

export type RpcStatement =
  { kind: 'void'; sql: string } | { kind: 'value'; sql: string } | { kind: 'rows'; sql: string };

/**
 * The statement for POST/GET /rpc/fn. Functions returning rows can be filtered, ordered,
 * paged and projected like tables; scalar results come back as their JSON value.
 */
export function buildRpc(
  fn: FunctionInfo,
  args: Record<string, unknown>,
  select: SelectItem[],
  modifiers: Modifiers,
  shape: RowsShape,
  context: ReadContext,
): RpcStatement {
  const call = renderCall(fn, args, context.params);
  if (fn.returns === 'void') return { kind: 'void', sql: `select ${call}` };
  if (fn.returns === 'scalar' && !fn.returnsSet) {
    return { kind: 'value', sql: `select to_json(${call})::text as body` };
  }
  if (fn.returns === 'rows' && !fn.returnsSet) {
    return { kind: 'value', sql: `select to_json(${call})::text as body` };
  }
  const alias = context.nextAlias();
  if (fn.returns === 'scalar') {
    const rows = `select ${alias} as value from ${call} as ${alias}${renderPaging(modifiers)}`;
    return {
      kind: 'rows',
      sql: `select coalesce(json_agg(_r.value), '[]'::json)::text as body, count(*)::int as row_count from (${rows}) _r`,
    };
  }
  // A function's result columns behave like a table's for select, filters and order.
  const resultTable: TableInfo = {
    name: fn.name,
    columns: new Map(fn.resultColumns.map((column) => [column, { name: column, type: 'text' }])),
    primaryKey: [],
  };
  const projection = renderProjection(select, resultTable, alias, '', context);
  const where = renderFilters(modifiers.filters, resultTable, alias, context.params);
  const order = renderOrder(modifiers.order, resultTable, alias, context.params);
  const rows = `select ${projection.columns.join(', ')} from ${call} as ${alias} where ${where}${order}${renderPaging(modifiers)}`;
  return { kind: 'rows', sql: aggregateRows(rows, shape) };
}
