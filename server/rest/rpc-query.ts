import { RestError } from './errors.ts';
import { renderFilters } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import {
  aggregateRows,
  renderGroupBy,
  renderOrder,
  renderPaging,
  renderProjection,
  type ReadContext,
  type RowsShape,
} from './read-query.ts';
import { FuzzySet } from './fuzzy-set.ts';
import type { FunctionArgument, FunctionInfo, SchemaCache, TableInfo } from './schema-cache.ts';
import type { SelectItem } from './select.ts';
import { qualified, quoteIdent, type SqlParams } from './sql-text.ts';

/** What a call sends: named arguments, or (POST) one raw body for a single unnamed parameter. */
export interface CallRequest {
  post: boolean;
  /** text/plain, text/xml, application/octet-stream or (anything else) application/json. */
  mediaType: 'json' | 'text' | 'xml' | 'bytea';
  argumentKeys: string[];
}

const UNNAMED_TYPE = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], bytea: ['bytea'] };

/** PostgREST's hasSingleUnnamedParam: POST of a body of that type to `fn(json)` and the like. */
export function takesSingleUnnamed(fn: FunctionInfo, request: CallRequest): boolean {
  const [only] = fn.args;
  return (
    request.post &&
    fn.args.length === 1 &&
    only?.name === '' &&
    UNNAMED_TYPE[request.mediaType].includes(only.type)
  );
}

function matchesParams(fn: FunctionInfo, request: CallRequest): boolean {
  const keys = new Set(request.argumentKeys);
  if (fn.args.length === 0)
    return keys.size === 0 && (!request.post || request.mediaType === 'json');
  const required = fn.args.filter((arg) => !arg.hasDefault).map((arg) => arg.name);
  const optional = new Set(fn.args.filter((arg) => arg.hasDefault).map((arg) => arg.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

const signature = (fn: FunctionInfo) =>
  `${fn.schema}.${fn.name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`;

/**
 * Overloads in a stable order, by their parameter types: PostgREST lists them in the order of
 * its schema cache query (which has none), so any order is as right; this one is repeatable.
 */
const byParameterTypes = (a: FunctionInfo, b: FunctionInfo) => {
  const key = (fn: FunctionInfo) => fn.args.map((arg) => arg.type).join(',');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
};

/**
 * PostgREST's findProc (Plan.hs): among the functions its schema cache keeps (callable:
 * every parameter named, or a single unnamed json, jsonb, text, xml or bytea one), the
 * overload whose parameters the argument keys match exactly (required ones all present, the
 * rest optional), else a single-unnamed-parameter function; PGRST203 when more than one
 * fits, PGRST202 when none does.
 */
export function resolveFunction(
  schema: Pick<SchemaCache, 'name' | 'functions'>,
  name: string,
  request: CallRequest,
): FunctionInfo {
  const overloads = (schema.functions.get(name) ?? []).filter((fn) => fn.callable);
  const named = overloads.filter((fn) => matchesParams(fn, request));
  const unnamed = overloads.filter((fn) => takesSingleUnnamed(fn, request));
  const found = named.length > 0 ? named : unnamed;
  if (found.length === 1) return found[0] as FunctionInfo;
  if (found.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${found.sort(byParameterTypes).map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw noFunction(schema, name, request, overloads);
}

/** PostgREST's noRpcHint (Error.hs): a close function name, or a close parameter list. */
function noFunctionHint(
  schema: Pick<SchemaCache, 'name' | 'functions'>,
  name: string,
  keys: string[],
  overloads: FunctionInfo[],
): string | null {
  const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const found =
    overloads.length === 0
      ? new FuzzySet(
          [...schema.functions].filter(([, fns]) => fns.some((fn) => fn.callable)).map(([n]) => n),
        ).getOne(name, 0.75)
      : ((match) => (match === undefined ? undefined : `${name}${match}`))(
          new FuzzySet(overloads.map((fn) => paramList(fn.args.map((arg) => arg.name)))).getOne(
            paramList(keys),
          ),
        );
  return found === undefined
    ? null
    : `Perhaps you meant to call the function ${schema.name}.${found}`;
}

function noFunction(
  schema: Pick<SchemaCache, 'name' | 'functions'>,
  name: string,
  request: CallRequest,
  overloads: FunctionInfo[],
) {
  const keys = request.argumentKeys;
  const qualifiedName = `${schema.name}.${name}`;
  const rawBody = request.post && request.mediaType !== 'json';
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  const searched = rawBody
    ? ` with a single unnamed ${request.mediaType} parameter`
    : request.post
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${qualifiedName}${rawBody ? '' : keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function ${qualifiedName}${searched}, but no matches were found in the schema cache.`,
    rawBody ? null : noFunctionHint(schema, name, keys, overloads),
  );
}

/** One argument as SQL: a typed parameter, JSON for json(b), an array from a JSON array. */
function renderArgument(type: string, value: unknown, params: SqlParams): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    const elements = params.add(JSON.stringify(value));
    return `array(select json_array_elements_text(${elements}::json))::${type}`;
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    // A row-typed parameter (`fn(b books)`) takes a JSON object, as PostgREST's
    // json_to_record conversion of the body allows.
    return `json_populate_record(null::${type}, ${params.add(JSON.stringify(value))}::json)`;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${params.add(text)}::${type}`;
}

/** The call: named arguments (`p := $1::type`), or the raw body for a single unnamed one. */
export function renderCall(
  fn: FunctionInfo,
  args: Record<string, unknown> | { raw: string },
  params: SqlParams,
) {
  if ('raw' in args && fn.args.length === 1 && fn.args[0]?.name === '') {
    const type = (fn.args[0] as FunctionArgument).type;
    return `${qualified(fn.schema, fn.name)}(${params.add(args.raw as string)}::${type})`;
  }
  const named = args as Record<string, unknown>;
  const rendered = fn.args
    .filter((param) => param.name in named)
    .map(
      (param) =>
        `${quoteIdent(param.name)} := ${renderArgument(param.type, named[param.name], params)}`,
    );
  return `${qualified(fn.schema, fn.name)}(${rendered.join(', ')})`;
}

export type RpcStatement =
  | { kind: 'void'; sql: string }
  | { kind: 'value'; sql: string }
  | { kind: 'rows'; sql: string; countSql: string };

/**
 * The statement for POST/GET /rpc/fn. Functions returning sets can be filtered, ordered,
 * paged and projected like tables; single results come back as their JSON value.
 */
export function buildRpc(
  fn: FunctionInfo,
  args: Record<string, unknown> | { raw: string },
  select: SelectItem[],
  modifiers: Modifiers,
  shape: RowsShape,
  context: ReadContext,
): RpcStatement {
  const call = renderCall(fn, args, context.params);
  if (fn.returns === 'void') return { kind: 'void', sql: `select ${call}` };
  if (!fn.returnsSet && fn.returns !== 'rows') {
    return { kind: 'value', sql: `select to_json(${call})::text as body` };
  }
  const alias = context.nextAlias();
  if (fn.returns === 'scalar') {
    const rows = `select ${alias} as value from ${call} as ${alias}`;
    return {
      kind: 'rows',
      sql: `select coalesce(json_agg(_r.value), '[]'::json)::text as body, count(*)::int as row_count from (${rows}${renderPaging(modifiers, context.maxRows)}) _r`,
      countSql: rows,
    };
  }
  // A function's result columns behave like a table's for select, filters, order, embeds.
  const resultTable: TableInfo = context.schema.tables.get(fn.returnsTable ?? '') ?? {
    schema: fn.schema,
    name: fn.name,
    columns: new Map(fn.resultColumns.map((column) => [column, { name: column, type: 'text' }])),
    primaryKey: [],
  };
  const projection = renderProjection(select, resultTable, alias, '', context);
  const where = [
    renderFilters(modifiers.filters, resultTable, alias, context.params),
    ...projection.innerConditions,
  ].join(' and ');
  const order = renderOrder(modifiers.order, resultTable, alias, context.params);
  const source = `${call} as ${alias}`;
  const rows = `select ${projection.columns.join(', ')} from ${source} ${projection.joins.join(' ')} where ${where}${renderGroupBy(projection)}${order}${renderPaging(modifiers, context.maxRows)}`;
  if (!fn.returnsSet) {
    // One row (`returns users`): selected, filtered and embedded like a set, answered as the
    // object, or null when a filter leaves nothing (PostgREST's single-result functions).
    const row = shape.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
    return {
      kind: 'value',
      sql: `select coalesce(min(${row}::text), 'null') as body from (${rows}) _r`,
    };
  }
  return {
    kind: 'rows',
    sql: aggregateRows(rows, shape),
    countSql: `select 1 from ${source} ${projection.countJoins.join(' ')} where ${where}`,
  };
}
