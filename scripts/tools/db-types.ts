/**
 * Renders the `Database` type of the `public` schema in the shape `supabase gen types typescript`
 * prints (https://supabase.com/docs/guides/api/rest/generating-types): per table Row / Insert /
 * Update / Relationships, per view Row, per function Args / Returns, enums and composite types.
 * Pure: the catalog rows come from `scripts/tools/gen-db-types.ts`.
 */

export interface ColumnInfo {
  relation: string;
  name: string;
  /** The type's name in pg_type (`int4`, `timestamptz`, `_uuid` for uuid[], an enum's name). */
  type: string;
  nullable: boolean;
  /** A default or a generation expression: the column may be left out of an insert. */
  hasDefault: boolean;
  /** pg_attribute.attidentity: '' (none), 'a' (always) or 'd' (by default). */
  identity: '' | 'a' | 'd';
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
}

export interface ForeignKeyInfo {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionInfo {
  name: string;
  /** Input arguments (mode in) in declaration order. */
  args: Array<{ name: string; type: string; hasDefault: boolean }>;
  /** Columns of `returns table (...)`, else empty. */
  tableColumns: Array<{ name: string; type: string }>;
  returnType: string;
  returnsSet: boolean;
}

export interface SchemaInfo {
  relations: RelationInfo[];
  columns: ColumnInfo[];
  foreignKeys: ForeignKeyInfo[];
  functions: FunctionInfo[];
  enums: Array<{ name: string; values: string[] }>;
  composites: Array<{ name: string; attributes: Array<{ name: string; type: string }> }>;
}

const NUMBER_TYPES = ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'];
// prettier-ignore
const STRING_TYPES = ['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz',
  'timestamp', 'timestamptz', 'uuid', 'vector'];

const q = (text: string) => JSON.stringify(text);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** A Postgres type name as the Supabase type generator writes it in TypeScript. */
export function pgTypeToTs(
  type: string,
  schema: Pick<SchemaInfo, 'enums' | 'composites' | 'relations'>,
): string {
  if (type === 'bool') return 'boolean';
  if (NUMBER_TYPES.includes(type)) return 'number';
  if (STRING_TYPES.includes(type)) return 'string';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  if (type === 'record') return 'Record<string, unknown>';
  if (type.startsWith('_')) return `(${pgTypeToTs(type.slice(1), schema)})[]`;
  if (schema.enums.some((e) => e.name === type)) return `Database["public"]["Enums"][${q(type)}]`;
  if (schema.composites.some((c) => c.name === type)) {
    return `Database["public"]["CompositeTypes"][${q(type)}]`;
  }
  const relation = schema.relations.find((r) => r.name === type);
  if (relation) {
    const group = relation.kind === 'table' ? 'Tables' : 'Views';
    return `Database["public"][${q(group)}][${q(type)}]["Row"]`;
  }
  // Ranges, inet, interval and other types the generator does not map.
  return 'unknown';
}

type Column = Pick<ColumnInfo, 'name' | 'type' | 'nullable' | 'hasDefault' | 'identity'>;

/** `name: type | null` as in Row. */
export function rowField(column: Column, schema: SchemaInfo): string {
  return `${q(column.name)}: ${pgTypeToTs(column.type, schema)}${column.nullable ? ' | null' : ''}`;
}

/** Insert: optional when nullable, defaulted or an identity; never written when always generated. */
export function insertField(column: Column, schema: SchemaInfo): string {
  if (column.identity === 'a') return `${q(column.name)}?: never`;
  const optional = column.nullable || column.identity === 'd' || column.hasDefault;
  return `${q(column.name)}${optional ? '?' : ''}: ${pgTypeToTs(column.type, schema)}${column.nullable ? ' | null' : ''}`;
}

/** Update: every column optional. */
export function updateField(column: Column, schema: SchemaInfo): string {
  if (column.identity === 'a') return `${q(column.name)}?: never`;
  return `${q(column.name)}?: ${pgTypeToTs(column.type, schema)}${column.nullable ? ' | null' : ''}`;
}

const block = (lines: string[]) =>
  lines.length === 0 ? '{ [_ in never]: never }' : `{\n${lines.join('\n')}\n}`;

function relationships(schema: SchemaInfo, relation: string): string {
  const keys = schema.foreignKeys
    .filter((key) => key.relation === relation)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name) || a.referencedRelation.localeCompare(b.referencedRelation),
    );
  return `[\n${keys
    .map(
      (key) =>
        `{ foreignKeyName: ${q(key.name)}; columns: ${JSON.stringify(key.columns)}; isOneToOne: ${key.isOneToOne}; referencedRelation: ${q(key.referencedRelation)}; referencedColumns: ${JSON.stringify(key.referencedColumns)} },`,
    )
    .join('\n')}\n]`;
}

export function functionEntry(fn: FunctionInfo, schema: SchemaInfo): string {
  const args =
    fn.args.length === 0
      ? 'Record<PropertyKey, never>'
      : `{ ${fn.args.map((arg) => `${q(arg.name)}${arg.hasDefault ? '?' : ''}: ${pgTypeToTs(arg.type, schema)}`).join('; ')} }`;
  let returns: string;
  const relation = schema.relations.find((r) => r.name === fn.returnType);
  if (fn.tableColumns.length > 0) {
    returns = `{ ${fn.tableColumns.map((c) => `${q(c.name)}: ${pgTypeToTs(c.type, schema)}`).join('; ')} }`;
  } else if (relation) {
    const columns = schema.columns.filter((c) => c.relation === relation.name).sort(byName);
    returns = `{ ${columns.map((c) => rowField(c, schema)).join('; ')} }`;
  } else {
    returns = pgTypeToTs(fn.returnType, schema);
  }
  return `${q(fn.name)}: { Args: ${args}; Returns: ${returns}${fn.returnsSet ? '[]' : ''} }`;
}

function relationEntry(relation: RelationInfo, schema: SchemaInfo): string {
  const columns = schema.columns.filter((c) => c.relation === relation.name).sort(byName);
  const row = `Row: ${block(columns.map((c) => rowField(c, schema)))}`;
  const writes =
    relation.kind === 'table'
      ? `Insert: ${block(columns.map((c) => insertField(c, schema)))}\nUpdate: ${block(columns.map((c) => updateField(c, schema)))}\n`
      : '';
  return `${q(relation.name)}: {\n${row}\n${writes}Relationships: ${relationships(schema, relation.name)}\n}`;
}

const HELPERS = `
type DefaultSchema = Database["public"]

export type Tables<T extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> =
  (DefaultSchema["Tables"] & DefaultSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T]

export type CompositeTypes<T extends keyof DefaultSchema["CompositeTypes"]> =
  DefaultSchema["CompositeTypes"][T]
`;

/** The whole file (before formatting). Functions with one name and several signatures: a union of Args. */
export function renderDatabaseTypes(schema: SchemaInfo, header: string): string {
  const relations = [...schema.relations].sort(byName);
  const functionsByName = new Map<string, FunctionInfo[]>();
  for (const fn of [...schema.functions].sort(byName)) {
    functionsByName.set(fn.name, [...(functionsByName.get(fn.name) ?? []), fn]);
  }
  const functions = [...functionsByName.values()].map((overloads) => {
    const first = overloads[0] as FunctionInfo;
    if (overloads.length === 1) return functionEntry(first, schema);
    const args = overloads.map((fn) => /Args: (.*); Returns:/.exec(functionEntry(fn, schema))?.[1]);
    return functionEntry(first, schema).replace(
      /Args: (.*); Returns:/,
      `Args: ${args.join(' | ')}; Returns:`,
    );
  });
  return `${header}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${block(relations.filter((r) => r.kind === 'table').map((r) => relationEntry(r, schema)))}
    Views: ${block(relations.filter((r) => r.kind === 'view').map((r) => relationEntry(r, schema)))}
    Functions: ${block(functions)}
    Enums: ${block([...schema.enums].sort(byName).map((e) => `${q(e.name)}: ${e.values.map(q).join(' | ')}`))}
    CompositeTypes: ${block(
      [...schema.composites]
        .sort(byName)
        .map(
          (c) =>
            `${q(c.name)}: { ${c.attributes.map((a) => `${q(a.name)}: ${pgTypeToTs(a.type, schema)} | null`).join('; ')} }`,
        ),
    )}
  }
}
${HELPERS}
export const Constants = {
  public: {
    Enums: {${[...schema.enums]
      .sort(byName)
      .map((e) => `${q(e.name)}: [${e.values.map(q).join(', ')}],`)
      .join('\n')}},
  },
} as const
`;
}
