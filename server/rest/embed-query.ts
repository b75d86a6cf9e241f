import { outputName } from './column-ref.ts';
import { restErrors } from './errors.ts';
import { renderFilters } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import { renderOrder, renderPaging, renderProjection, type ReadContext } from './read-query.ts';
import { findRelationship, isToOne, type Relationship } from './relationships.ts';
import type { TableInfo } from './schema-cache.ts';
import type { SelectItem } from './select.ts';
import { qualified, quoteIdent } from './sql-text.ts';

/**
 * Embedded resources the way PostgREST's QueryBuilder.hs renders them: each embed is a
 * `LEFT JOIN LATERAL` subquery over the related table, aggregated to a JSON object (to-one:
 * many-to-one, one-to-one, a computed relationship returning one row) or a JSON array
 * (to-many: one-to-many, many-to-many, a set-returning computed relationship).
 * https://docs.postgrest.org/en/stable/references/api/resource_embedding.html
 */

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

export interface RenderedEmbed {
  /** What the embed adds to the parent's select list (none for an empty embed `rel()`). */
  columns: string[];
  join: string | undefined;
  /** For `!inner`: the condition on the parent that the related side has rows. */
  innerCondition: string | undefined;
  /** The embedded value (null when nothing is related), for `rel=is.null` filters. */
  value?: string;
}

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };

/** The related table's `from` list and the conditions that tie it to the parent row. */
function relatedSource(
  rel: Relationship,
  outer: TableInfo,
  outerAlias: string,
  alias: string,
  context: ReadContext,
): { from: string; conditions: string[] } {
  const schema = context.schema.name;
  const table = `${qualified(schema, rel.foreignTable)} as ${alias}`;
  if (rel.kind === 'computed') {
    // A function of the parent row (PostgREST casts the row to the table type, as here).
    const row = `${outerAlias}::${qualified(outer.schema, outer.name)}`;
    return { from: `${qualified(schema, rel.fn)}(${row}) as ${alias}`, conditions: [] };
  }
  if (rel.kind === 'm2m') {
    const junction = context.nextAlias();
    return {
      from: `${table}, ${qualified(schema, rel.junction)} as ${junction}`,
      conditions: [
        ...rel.sourceColumns.map(
          ([jc, c]) => `${junction}.${quoteIdent(jc)} = ${outerAlias}.${quoteIdent(c)}`,
        ),
        ...rel.targetColumns.map(
          ([jc, c]) => `${junction}.${quoteIdent(jc)} = ${alias}.${quoteIdent(c)}`,
        ),
      ],
    };
  }
  return {
    from: table,
    conditions: rel.columns.map(
      ([column, foreignColumn]) =>
        `${alias}.${quoteIdent(foreignColumn)} = ${outerAlias}.${quoteIdent(column)}`,
    ),
  };
}

/** The keys a select list produces, for a to-many spread that turns each into an array. */
function outputNames(items: SelectItem[], table: TableInfo): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'star') return [...table.columns.keys()];
    if (item.kind === 'column') return [item.alias ?? outputName(item.column)];
    return item.spread ? [] : [item.alias ?? item.relation];
  });
}

export function renderEmbed(
  item: EmbedItem,
  outer: TableInfo,
  outerAlias: string,
  outerPath: string,
  context: ReadContext,
  /** A `rel=(not.)is.null` filter reads the value, so even `rel()` needs its join. */
  valueNeeded = false,
): RenderedEmbed {
  const rel = findRelationship(context.schema, outer, item.relation, item.hint);
  const related = context.schema.tables.get(rel.foreignTable);
  if (!related) throw restErrors.unknownTable(context.schema.name, rel.foreignTable);
  const name = item.alias ?? item.relation;
  const path = outerPath === '' ? name : `${outerPath}.${name}`;
  const modifiers = context.modifiers.get(path) ?? NO_MODIFIERS;
  const alias = context.nextAlias();
  const source = relatedSource(rel, outer, outerAlias, alias, context);
  const projection = renderProjection(item.items, related, alias, path, context);
  const where = [
    ...source.conditions,
    renderFilters(modifiers.filters, related, alias, context.params),
    ...projection.innerConditions,
  ];
  const toOne = isToOne(rel);
  const paging = toOne ? ' limit 1' : renderPaging(modifiers, context.maxRows);
  const order = renderOrder(modifiers.order, related, alias, context.params);
  const columns = projection.columns.length > 0 ? projection.columns.join(', ') : '1';
  const rows =
    `select ${columns} from ${source.from} ${projection.joins.join(' ')} ` +
    `where ${where.join(' and ')}${order}${paging}`;
  const lateral = context.nextAlias();
  const joinOf = (sql: string) => `left join lateral (${sql}) as ${lateral} on true`;

  if (item.items.length === 0) {
    // rel(): only filters the parent (with !inner); nothing of it is output.
    if (!item.inner && !valueNeeded) {
      return { columns: [], join: undefined, innerCondition: undefined };
    }
    return {
      columns: [],
      join: joinOf(`select true as v from (${rows}) _s limit 1`),
      innerCondition: item.inner ? `${lateral}.v is not null` : undefined,
      value: `${lateral}.v`,
    };
  }
  if (item.spread && toOne) {
    // ...rel(a,b): a and b join the parent object (null when there is no related row).
    return { columns: [`${lateral}.*`], join: joinOf(rows), innerCondition: undefined };
  }
  if (item.spread) {
    // A to-many spread makes each selected column an array of the related rows' values.
    const names = outputNames(item.items, related).map(quoteIdent);
    const aggregates = names.map((column) => `json_agg(_s.${column}) as ${column}`);
    return {
      columns: names.map((column) => `coalesce(${lateral}.${column}, '[]'::json) as ${column}`),
      join: joinOf(`select ${aggregates.join(', ')} from (${rows}) _s`),
      innerCondition: undefined,
    };
  }
  const aggregate = toOne ? 'row_to_json(_s)' : 'json_agg(_s)';
  const value = toOne ? `${lateral}.v` : `coalesce(${lateral}.v, '[]'::json)`;
  return {
    columns: [`${value} as ${quoteIdent(name)}`],
    join: joinOf(`select ${aggregate} as v from (${rows}) _s`),
    innerCondition: item.inner ? `${lateral}.v is not null` : undefined,
    value: `${lateral}.v`,
  };
}
