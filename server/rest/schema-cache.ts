import type { SqlExecutor } from '../db/database.ts';
import { buildRelationships, type Relationship } from './relationships.ts';
import {
  VIEWS_SQL,
  foreignKeysThroughViews,
  viewColumnOrigins,
  type ColumnNames,
} from './view-relationships.ts';

/**
 * What PostgREST calls its schema cache: the exposed schema's tables, columns, foreign keys
 * and functions. Requests are checked against it so that only real identifiers ever reach
 * SQL (quoted), and so that errors say what PostgREST would say.
 */

/** The schema hosted Supabase exposes (config.toml's api.schemas, graphql_public aside). */
export const EXPOSED_SCHEMA = 'public';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. "uuid", "timestamp with time zone". */
  type: string;
  /**
   * The type a request body's value is read as (PostgREST's data_type: built-in types
   * without their modifier, `character varying` rather than `character varying(255)`).
   */
  bodyType?: string;
  /** The default expression (an identity column's nextval too), for missing=default. */
  default?: string | undefined;
}

export interface TableInfo {
  /** The schema the table (or view) is in. */
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** The primary key and every unique constraint (one-to-one detection, as PostgREST). */
  uniqueKeys?: string[][];
  /** Computed fields: functions of this table's row returning a value, selectable as columns. */
  computedFields?: Set<string>;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  /** Carried by a view (view-relationships.ts): which side is a view rather than the table. */
  tableIsView?: boolean;
  referencedIsView?: boolean;
}

export interface FunctionArgument {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArgument[];
  /**
   * Whether PostgREST keeps it for /rpc (its schema cache's `callable`): every parameter
   * named, or one unnamed parameter of type bytea, json, jsonb, text or xml. The others still
   * serve as computed fields and relationships.
   */
  callable: boolean;
  /** Only stable/immutable functions may be called with GET (PostgREST's rule). */
  volatile?: boolean;
  /** The table whose row type the function returns (setof t / t), for embedding. */
  returnsTable?: string | undefined;
  /** `rows 1` or not returning a set: an embedded call is to-one. */
  singleRow?: boolean;
  returnsSet: boolean;
  /** void; a scalar (incl. json); or rows with named columns (returns table / setof t / t). */
  returns: 'void' | 'scalar' | 'rows';
  resultColumns: string[];
}

export interface SchemaCache {
  /** The schema this cache describes (a request picks it with Accept-/Content-Profile). */
  name: string;
  /** Every exposed schema's cache by name, the default (first) one included. */
  profiles: Map<string, SchemaCache>;
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  relationships: Relationship[];
}

// Defaults and body types as PostgREST's tablesSqlQuery (SchemaCache.hs) reads them.
const COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name, c.oid::text as table_oid,
    a.attnum::int as column_number,
    format_type(a.atttypid, a.atttypmod) as column_type,
    case when t.typnamespace = 'pg_catalog'::regnamespace then format_type(a.atttypid, null)
      else format_type(a.atttypid, a.atttypmod) end as body_type,
    case
      when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
      when a.attidentity = 'd' then format('nextval(%L)', seq.objid::regclass)
      when a.attgenerated = 's' then null
      else pg_get_expr(ad.adbin, ad.adrelid)::text
    end as column_default
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  left join pg_depend seq
    on seq.refobjid = a.attrelid and seq.refobjsubid = a.attnum and seq.deptype = 'i'
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
  order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
  select con.conname as name, con.contype as kind, c.relname as table_name,
    fc.relname as referenced_table,
    array_to_json(array(
      select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i
    ))::text as columns,
    array_to_json(array(
      select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i
    ))::text as referenced_columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class fc on fc.oid = con.confrelid
  left join pg_namespace fn on fn.oid = fc.relnamespace
  where n.nspname = $1
    and (con.contype in ('p', 'u') or (con.contype = 'f' and fn.nspname = $1 and con.conparentid = 0))
  order by c.relname, con.conname`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.pronargdefaults as defaults,
    p.pronargs as input_count,
    format_type(p.prorettype, null) as return_type, rt.typtype as return_kind,
    rt.typrelid as return_relid, p.provolatile as volatility, p.prorows as estimated_rows,
    (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
      where rc.oid = rt.typrelid and rn.nspname = $1) as return_table,
    array_to_json(coalesce(p.proargnames, '{}'))::text as arg_names,
    array_to_json(coalesce(p.proargmodes::text[], '{}'))::text as arg_modes,
    array_to_json(array(
      select format_type(t.oid, null)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
      join pg_type t on t.oid = a.oid order by a.i
    ))::text as arg_types,
    array_to_json(array(
      select a.attname from pg_attribute a
      where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum
    ))::text as composite_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`;

const jsonStrings = (value: unknown): string[] => JSON.parse(String(value)) as string[];

function describeFunction(row: Record<string, unknown>, schema: string): FunctionInfo {
  const names = jsonStrings(row.arg_names);
  const modes = jsonStrings(row.arg_modes);
  // format_type() qualifies the types of a schema off the search path (personal.users):
  // this schema's own are named as its tables are.
  const types = jsonStrings(row.arg_types).map((type) =>
    type.startsWith(`${schema}.`) ? type.slice(schema.length + 1) : type,
  );
  const inputCount = Number(row.input_count);
  const defaults = Number(row.defaults);
  const args: FunctionArgument[] = [];
  const outputs: string[] = [];
  types.forEach((type, index) => {
    const mode = modes[index] ?? 'i';
    const name = names[index] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      args.push({ name, type, hasDefault: args.length >= inputCount - defaults });
    }
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(name);
  });
  const unnamed = args.filter((arg) => arg.name === '');
  const callable =
    unnamed.length === 0 ||
    (unnamed.length === 1 &&
      ['bytea', 'json', 'jsonb', 'text', 'xml'].includes((unnamed[0] as FunctionArgument).type));
  const returnType = String(row.return_type);
  let returns: FunctionInfo['returns'] = 'scalar';
  let resultColumns: string[] = [];
  if (returnType === 'void') returns = 'void';
  else if (outputs.length > 0) [returns, resultColumns] = ['rows', outputs];
  else if (row.return_kind === 'c')
    [returns, resultColumns] = ['rows', jsonStrings(row.composite_columns)];
  const returnsSet = row.returns_set === true;
  return {
    schema,
    name: String(row.name),
    args,
    callable,
    volatile: row.volatility === 'v',
    returnsTable: typeof row.return_table === 'string' ? row.return_table : undefined,
    singleRow: !returnsSet || Number(row.estimated_rows) === 1,
    returnsSet,
    returns,
    resultColumns,
  };
}

async function loadOneSchema(
  db: SqlExecutor,
  name: string,
  profiles: Map<string, SchemaCache>,
): Promise<SchemaCache> {
  const tables = new Map<string, TableInfo>();
  /** Table oid → its name and column names by number, to read view definitions. */
  const columnNames: ColumnNames = new Map();
  for (const row of (await db.query(COLUMNS_SQL, [name])).rows) {
    const tableName = String(row.table_name);
    const oid = String(row.table_oid);
    let numbered = columnNames.get(oid);
    if (!numbered) columnNames.set(oid, (numbered = { table: tableName, columns: new Map() }));
    numbered.columns.set(Number(row.column_number), String(row.column_name));
    let table = tables.get(tableName);
    if (!table) {
      table = { schema: name, name: tableName, columns: new Map(), primaryKey: [] };
      tables.set(tableName, table);
    }
    const column = String(row.column_name);
    table.columns.set(column, {
      name: column,
      type: String(row.column_type),
      bodyType: String(row.body_type),
      default: row.column_default === null ? undefined : String(row.column_default),
    });
  }

  const foreignKeys: ForeignKey[] = [];
  for (const row of (await db.query(CONSTRAINTS_SQL, [name])).rows) {
    const table = tables.get(String(row.table_name));
    if (!table) continue;
    if (row.kind === 'p' || row.kind === 'u') {
      const columns = jsonStrings(row.columns);
      if (row.kind === 'p') table.primaryKey = columns;
      table.uniqueKeys = [...(table.uniqueKeys ?? []), columns];
    } else {
      foreignKeys.push({
        name: String(row.name),
        table: table.name,
        columns: jsonStrings(row.columns),
        referencedTable: String(row.referenced_table),
        referencedColumns: jsonStrings(row.referenced_columns),
      });
    }
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const row of (await db.query(FUNCTIONS_SQL, [name])).rows) {
    const fn = describeFunction(row, name);
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
    const arg = fn.args[0];
    const table = arg ? tables.get(arg.type) : undefined;
    if (table && fn.args.length === 1 && fn.returns === 'scalar' && !fn.returnsSet) {
      table.computedFields = new Set([...(table.computedFields ?? []), fn.name]);
    }
  }
  const views = (await db.query(VIEWS_SQL, [name])).rows.map((row) =>
    viewColumnOrigins(
      String(row.view_name),
      String(row.view_oid),
      String(row.definition),
      columnNames,
    ),
  );
  foreignKeys.push(...foreignKeysThroughViews(foreignKeys, views));
  const base = { name, profiles, tables, foreignKeys, functions };
  return { ...base, relationships: buildRelationships(base) };
}

/**
 * The caches of the exposed schemas (PostgREST's db-schemas; hosted Supabase exposes only
 * public): the first is the default, the others are reached through its `profiles`.
 */
export async function loadSchemaCache(
  db: SqlExecutor,
  schemas: readonly string[] = [EXPOSED_SCHEMA],
): Promise<SchemaCache> {
  const names = schemas.length > 0 ? schemas : [EXPOSED_SCHEMA];
  const profiles = new Map<string, SchemaCache>();
  for (const name of names) profiles.set(name, await loadOneSchema(db, name, profiles));
  return profiles.get(names[0] as string) as SchemaCache;
}
