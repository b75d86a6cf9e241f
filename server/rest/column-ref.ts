import { restErrors } from './errors.ts';
import type { SqlParams } from './sql-text.ts';
import { isAllowedCast, qualified, quoteIdent } from './sql-text.ts';
import type { TableInfo } from './schema-cache.ts';

/** A column as PostgREST's query strings name it: `col`, `col->key`, `col->>key`, `col->0`. */
export interface ColumnRef {
  name: string;
  path: { arrow: '->' | '->>'; key: string }[];
}

const JSON_ARROW = /(->>|->)/;

export function parseColumnRef(text: string): ColumnRef {
  const parts = text.split(JSON_ARROW);
  const name = unquote(parts[0] ?? '');
  if (name === '') throw restErrors.badQuery(`"failed to parse column" (${text})`);
  const path: ColumnRef['path'] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i + 1] ?? '';
    if (key === '') throw restErrors.badQuery(`"failed to parse json path" (${text})`);
    path.push({ arrow: parts[i] as '->' | '->>', key: unquote(key) });
  }
  return { name, path };
}

function unquote(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

/** The name PostgREST gives a selected column: the last JSON key, else the column name. */
export function outputName(ref: ColumnRef): string {
  return ref.path.length > 0 ? (ref.path[ref.path.length - 1]?.key ?? ref.name) : ref.name;
}

/** SQL for a column reference of `table` (aliased `alias`), checked against the cache. */
export function renderColumnRef(
  ref: ColumnRef,
  table: TableInfo,
  alias: string,
  params: SqlParams,
): string {
  let sql = `${alias}.${quoteIdent(ref.name)}`;
  if (!table.columns.has(ref.name)) {
    if (!table.computedFields?.has(ref.name)) {
      // As Postgres words it: the relation as the statement names it (its alias).
      throw restErrors.unknownColumn(
        alias.replace(/^"(.*)"$/, '$1').replaceAll('""', '"'),
        ref.name,
      );
    }
    // A computed field: a function of the row, usable wherever a column is (PostgREST docs,
    // references/api/computed_fields). The row is cast to the table type, as PostgREST does.
    sql = `${qualified(table.schema, ref.name)}(${alias}::${qualified(table.schema, table.name)})`;
  }
  for (const step of ref.path) {
    // Numeric keys index JSON arrays, as in PostgREST.
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(step.key)}::int`
      : `${params.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${key}`;
  }
  return sql;
}

/** The SQL type of a column reference: the column's, or text/json(b) through a JSON path. */
export function expressionType(ref: ColumnRef, table: TableInfo): string {
  const columnType = table.columns.get(ref.name)?.type ?? 'text';
  const last = ref.path[ref.path.length - 1];
  if (!last) return columnType;
  return last.arrow === '->>' ? 'text' : columnType === 'json' ? 'json' : 'jsonb';
}

export function renderCast(sql: string, cast: string | undefined): string {
  if (cast === undefined) return sql;
  if (!isAllowedCast(cast)) throw restErrors.badQuery(`unsupported cast "${cast}"`);
  return `(${sql})::${cast}`;
}
