import { outputName, renderCast, renderColumnRef } from './column-ref.ts';
import { restErrors } from './errors.ts';
import { renderFilters } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache.ts';
import type { OrderTerm, SelectItem } from './select.ts';
import { quoteIdent, type SqlParams } from './sql-text.ts';

/** Everything needed to render a (possibly nested) select over one table. */
export interface ReadContext {
  schema: SchemaCache;
  params: SqlParams;
  modifiers: Map<string, Modifiers>;
  /** Hands out unique table aliases (t0, t1, ...) across the whole statement. */
  nextAlias: () => string;
}

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };

export function createReadContext(
  schema: SchemaCache,
  params: SqlParams,
  modifiers: Map<string, Modifiers>,
) {
  let counter = 0;
  return { schema, params, modifiers, nextAlias: () => `t${counter++}` } satisfies ReadContext;
}

interface Relationship {
  foreignKey: ForeignKey;
  /** to-one: the current table holds the foreign key; to-many: the related table does. */
  toMany: boolean;
}

function findRelationship(
  schema: SchemaCache,
  from: TableInfo,
  relation: string,
  hint?: string,
): Relationship {
  const candidates: Relationship[] = [];
  for (const foreignKey of schema.foreignKeys) {
    if (foreignKey.table === from.name && foreignKey.referencedTable === relation) {
      candidates.push({ foreignKey, toMany: false });
    }
    if (foreignKey.referencedTable === from.name && foreignKey.table === relation) {
      candidates.push({ foreignKey, toMany: true });
    }
  }
  const matching = hint
    ? candidates.filter(
        ({ foreignKey }) => foreignKey.name === hint || foreignKey.columns.join(',') === hint,
      )
    : candidates;
  if (matching.length === 0) throw restErrors.noRelationship(from.name, relation);
  if (matching.length > 1) throw restErrors.ambiguousRelationship(from.name, relation);
  return matching[0] as Relationship;
}

function joinCondition(relationship: Relationship, outerAlias: string, innerAlias: string): string {
  const { foreignKey, toMany } = relationship;
  return foreignKey.columns
    .map((column, index) => {
      const referenced = foreignKey.referencedColumns[index] as string;
      // to-many: the inner (related) table holds the key; to-one: the outer one does.
      return toMany
        ? `${innerAlias}.${quoteIdent(column)} = ${outerAlias}.${quoteIdent(referenced)}`
        : `${innerAlias}.${quoteIdent(referenced)} = ${outerAlias}.${quoteIdent(column)}`;
    })
    .join(' and ');
}

export function renderOrder(
  order: OrderTerm[],
  table: TableInfo,
  alias: string,
  params: SqlParams,
): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${renderColumnRef(term.column, table, alias, params)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function renderPaging(modifiers: Modifiers, maxRows?: number): string {
  const limit =
    maxRows === undefined ? modifiers.limit : Math.min(modifiers.limit ?? maxRows, maxRows);
  return (
    (limit === undefined ? '' : ` limit ${limit}`) +
    (modifiers.offset ? ` offset ${modifiers.offset}` : '')
  );
}

/**
 * The select list of `items` over `table` (aliased `alias`), with embedded relations as
 * correlated JSON subqueries, plus the conditions that `!inner` embeds add to the outer where.
 */
export function renderProjection(
  items: SelectItem[],
  table: TableInfo,
  alias: string,
  path: string,
  context: ReadContext,
): { columns: string[]; innerConditions: string[] } {
  const columns: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      columns.push(`${alias}.*`);
    } else if (item.kind === 'column') {
      const sql = renderCast(renderColumnRef(item.column, table, alias, context.params), item.cast);
      columns.push(`${sql} as ${quoteIdent(item.alias ?? outputName(item.column))}`);
    } else {
      const embedded = renderEmbed(item, table, alias, path, context);
      columns.push(embedded.column);
      if (embedded.innerCondition) innerConditions.push(embedded.innerCondition);
    }
  }
  return { columns, innerConditions };
}

function renderEmbed(
  item: Extract<SelectItem, { kind: 'embed' }>,
  outer: TableInfo,
  outerAlias: string,
  outerPath: string,
  context: ReadContext,
) {
  const related = context.schema.tables.get(item.relation);
  if (!related) throw restErrors.noRelationship(outer.name, item.relation);
  const relationship = findRelationship(context.schema, outer, item.relation, item.hint);
  const name = item.alias ?? item.relation;
  const path = outerPath === '' ? name : `${outerPath}.${name}`;
  const modifiers = context.modifiers.get(path) ?? NO_MODIFIERS;
  const alias = context.nextAlias();
  const source = `public.${quoteIdent(related.name)} as ${alias}`;
  const join = joinCondition(relationship, outerAlias, alias);

  const projection = renderProjection(item.items, related, alias, path, context);
  const where = [
    join,
    renderFilters(modifiers.filters, related, alias, context.params),
    ...projection.innerConditions,
  ];
  const inner = `select ${projection.columns.join(', ')} from ${source} where ${where.join(' and ')}`;
  const order = renderOrder(modifiers.order, related, alias, context.params);
  const rows = `_${alias}`;
  const column = relationship.toMany
    ? `coalesce((select json_agg(${rows}) from (${inner}${order}${renderPaging(modifiers)}) ${rows}), '[]'::json) as ${quoteIdent(name)}`
    : `(select row_to_json(${rows}) from (${inner} limit 1) ${rows}) as ${quoteIdent(name)}`;

  let innerCondition: string | undefined;
  if (item.inner) {
    const existsAlias = context.nextAlias();
    const existsJoin = joinCondition(relationship, outerAlias, existsAlias);
    const filters = renderFilters(modifiers.filters, related, existsAlias, context.params);
    innerCondition = `exists (select 1 from public.${quoteIdent(related.name)} as ${existsAlias} where ${existsJoin} and ${filters})`;
  }
  return { column, innerCondition };
}

/** How the aggregated rows come back: an array, or (for `.single()`) the one object. */
export interface RowsShape {
  single: boolean;
  stripNulls: boolean;
}

/** Wraps a row-producing select into one row: the JSON body and the row count. */
export function aggregateRows(rowsSql: string, shape: RowsShape): string {
  const row = shape.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  const single = shape.single
    ? `, case when count(*) = 1 then min(${row}::text) end as single_body`
    : '';
  return `select coalesce(json_agg(${row}), '[]'::json)::text as body, count(*)::int as row_count${single} from (${rowsSql}) _r`;
}
