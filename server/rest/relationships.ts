import { RestError } from './errors.ts';
import { FuzzySet } from './fuzzy-set.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';

/**
 * The relationships PostgREST derives from foreign keys and functions (its SchemaCache.hs):
 * many-to-one along a foreign key, one-to-many back, one-to-one when the key's columns are
 * unique, many-to-many through a junction table whose primary key holds both foreign keys,
 * and "computed relationships": functions taking one table's row and returning another's.
 */
export type Relationship =
  | {
      kind: 'm2o' | 'o2m' | 'o2o';
      table: string;
      foreignTable: string;
      constraint: string;
      /** [column of `table`, column of `foreignTable`] pairs. */
      columns: [string, string][];
      isSelf: boolean;
      /** The related side is a view: reached by its name only, never by key or column. */
      foreignIsView?: boolean;
    }
  | {
      kind: 'm2m';
      table: string;
      foreignTable: string;
      junction: string;
      /** [junction column, column of `table`] and [junction column, column of `foreignTable`]. */
      sourceColumns: [string, string][];
      targetColumns: [string, string][];
      isSelf: boolean;
    }
  | { kind: 'computed'; table: string; foreignTable: string; fn: string; singleRow: boolean };

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export function buildRelationships(schema: Omit<SchemaCache, 'relationships'>): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    const table = schema.tables.get(fk.table);
    const oneToOne = (table?.uniqueKeys ?? []).some((key) => sameSet(key, fk.columns));
    const pairs = fk.columns.map((column, i): [string, string] => [
      column,
      fk.referencedColumns[i] as string,
    ]);
    const isSelf = fk.table === fk.referencedTable;
    const base = { constraint: fk.name, isSelf };
    rels.push({
      ...base,
      kind: oneToOne ? 'o2o' : 'm2o',
      table: fk.table,
      foreignTable: fk.referencedTable,
      columns: pairs,
      foreignIsView: fk.referencedIsView,
    });
    rels.push({
      ...base,
      kind: oneToOne ? 'o2o' : 'o2m',
      table: fk.referencedTable,
      foreignTable: fk.table,
      columns: pairs.map(([a, b]): [string, string] => [b, a]),
      foreignIsView: fk.tableIsView,
    });
  }
  // Many-to-many: a junction with foreign keys to both tables, all of them in its primary key.
  for (const fk1 of schema.foreignKeys) {
    for (const fk2 of schema.foreignKeys) {
      if (fk1.table !== fk2.table || fk1.name === fk2.name) continue;
      const pk = schema.tables.get(fk1.table)?.primaryKey ?? [];
      if (![...fk1.columns, ...fk2.columns].every((column) => pk.includes(column))) continue;
      rels.push({
        kind: 'm2m',
        table: fk1.referencedTable,
        foreignTable: fk2.referencedTable,
        junction: fk1.table,
        sourceColumns: fk1.columns.map((c, i) => [c, fk1.referencedColumns[i] as string]),
        targetColumns: fk2.columns.map((c, i) => [c, fk2.referencedColumns[i] as string]),
        isSelf: fk1.referencedTable === fk2.referencedTable,
      });
    }
  }
  for (const [name, overloads] of schema.functions) {
    for (const fn of overloads) {
      const arg = fn.args[0];
      if (fn.args.length !== 1 || !arg || !schema.tables.has(arg.type) || !fn.returnsTable)
        continue;
      rels.push({
        kind: 'computed',
        table: arg.type,
        foreignTable: fn.returnsTable,
        fn: name,
        singleRow: fn.singleRow ?? false,
      });
    }
  }
  return rels;
}

export const isToOne = (rel: Relationship) =>
  rel.kind === 'm2o' || rel.kind === 'o2o' || (rel.kind === 'computed' && rel.singleRow);

const singleColumn = (rel: Relationship, side: 0 | 1) =>
  'columns' in rel && rel.columns.length === 1 ? rel.columns[0]?.[side] : undefined;

/** PostgREST's findRel (Plan.hs): which relationship `origin?select=target!hint(...)` means. */
export function findRelationship(
  schema: SchemaCache,
  origin: TableInfo,
  target: string,
  hint: string | undefined,
): Relationship {
  const fromOrigin = schema.relationships.filter((rel) => rel.table === origin.name);
  const computed = fromOrigin.filter((rel) => rel.kind === 'computed' && rel.fn === target);
  const matches =
    computed.length > 0
      ? computed
      : fromOrigin.filter((rel) => rel.kind !== 'computed' && matchesTarget(rel, target, hint));
  if (matches.length === 1) return matches[0] as Relationship;
  if (matches.length === 0) throw noRelationship(schema, origin, target, hint);
  throw ambiguous(origin.name, target, matches);
}

function matchesTarget(rel: Relationship, target: string, hint: string | undefined): boolean {
  const constraint = 'constraint' in rel ? rel.constraint : undefined;
  if (rel.kind !== 'computed' && rel.kind !== 'm2m' && rel.isSelf) {
    if (hint === undefined) {
      // children:family(*) is one-to-many; parent_id(*) (the column) is many-to-one.
      return (
        (target === rel.foreignTable && rel.kind === 'o2m') ||
        (singleColumn(rel, 0) === target && rel.kind === 'm2o')
      );
    }
    return target === rel.foreignTable && rel.kind === 'o2m' && singleColumn(rel, 1) === hint;
  }
  if (hint === undefined) {
    // Plan.hs findRel: a constraint or column name never leads to a view.
    const byKey = 'columns' in rel && !rel.foreignIsView;
    return (
      target === rel.foreignTable ||
      (byKey && (constraint === target || singleColumn(rel, 0) === target))
    );
  }
  return (
    target === rel.foreignTable &&
    (constraint === hint ||
      singleColumn(rel, 0) === hint ||
      singleColumn(rel, 1) === hint ||
      (rel.kind === 'm2m' && rel.junction === hint))
  );
}

const columnList = (columns: string[]) => `(${columns.join(', ')})`;

function describe(rel: Relationship) {
  const embedding = `${rel.table} with ${rel.foreignTable}`;
  if (rel.kind === 'm2m') {
    return {
      embedding,
      cardinality: 'many-to-many',
      relationship: `${rel.junction} using ${columnList(rel.sourceColumns.map(([c]) => c))} and ${columnList(rel.targetColumns.map(([c]) => c))}`,
    };
  }
  if (rel.kind === 'computed') return {};
  const cardinality = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' }[rel.kind];
  return {
    embedding,
    cardinality,
    relationship: `${rel.constraint} using ${rel.table}${columnList(rel.columns.map(([c]) => c))} and ${rel.foreignTable}${columnList(rel.columns.map(([, c]) => c))}`,
  };
}

/**
 * Error.hs noRelBetweenHint: when the origin has relationships, the closest related name
 * that is not an exact match; otherwise the closest table that has relationships.
 */
function noRelationshipHint(schema: SchemaCache, from: string, to: string): string | null {
  const fromOrigin = schema.relationships.filter((rel) => rel.table === from);
  if (fromOrigin.length > 0) {
    const child = new FuzzySet(fromOrigin.map((rel) => rel.foreignTable))
      .get(to)
      .find(([score]) => score < 1)?.[1];
    return child === undefined ? null : `Perhaps you meant '${child}' instead of '${to}'.`;
  }
  const parent = new FuzzySet(schema.relationships.map((rel) => rel.table)).getOne(from);
  return parent === undefined ? null : `Perhaps you meant '${parent}' instead of '${from}'.`;
}

function noRelationship(
  schema: SchemaCache,
  origin: TableInfo,
  to: string,
  hint: string | undefined,
) {
  const from = origin.name;
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    `Searched for a foreign key relationship between '${from}' and '${to}${hint ? `' using the hint '${hint}` : ''}' in the schema '${origin.schema}', but no matches were found.`,
    noRelationshipHint(schema, from, to),
  );
}

/** PGRST201 as Error.hs words it: the candidates in `details`, a hint naming each. */
function ambiguous(from: string, to: string, rels: Relationship[]) {
  const hints = rels.map((rel) => {
    const name = rel.kind === 'm2m' ? rel.junction : 'constraint' in rel ? rel.constraint : '';
    return `'${rel.foreignTable}!${name}'`;
  });
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from}' and '${to}'`,
    rels.map(describe),
    `Try changing '${to}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
