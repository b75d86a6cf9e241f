import type { SqlParam } from '../db/database.ts';

/** A double-quoted SQL identifier; only ever applied to names found in the schema cache. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A SQL string literal; only ever applied to names found in the schema cache. */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** `"schema"."name"`: a table, view or function of an exposed schema. */
export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Collects a statement's parameters and hands out their $n placeholders. */
export class SqlParams {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The casts PostgREST users write in `select=col::type`; anything else is refused. */
const ALLOWED_CASTS = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'real',
  'float4',
  'float8',
  'double precision',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'uuid',
  'date',
  'time',
  'timestamp',
  'timestamptz',
]);

export function isAllowedCast(type: string): boolean {
  return ALLOWED_CASTS.has(type.toLowerCase());
}
