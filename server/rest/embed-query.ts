import { outputName } from './column-ref.ts';
import { restErrors } from './errors.ts';
import { renderFilters } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import {
  renderGroupBy,
  renderOrder,
  renderPaging,
  type Projection,
  type ReadContext,
} from './read-clauses.ts';
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
  /** In a list with aggregates: the expressions the parent groups by (PostgREST's groupF). */
  groupTerms: string[];
}

/**
 * Renders a select list (read-query.ts's renderProjection). An embed has a select list of its
 * own, which may embed again: the two recurse into each other, and the list's renderer is
 * handed in so that the two modules do not import each other.
 */
export type RenderSelectList = (
  items: SelectItem[],
  table: TableInfo,
  alias: string,
  path: string,
  context: ReadContext,
) => Projection;

export interface EmbedOptions {
  /** A `rel=(not.)is.null` filter reads the value, so even `rel()` needs its join. */
  valueNeeded?: boolean;
  /**
   * The parent's list has aggregates: embedded values become jsonb (as PostgREST renders
   * them), which Postgres can group by, and are returned as group terms.
   */
  grouped?: boolean;
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
  renderProjection: RenderSelectList,
  { valueNeeded = false, grouped = false }: EmbedOptions = {},
): RenderedEmbed {
  const rel = findRelationship(context.schema, outer, item.relation, item.hint);
  const related = context.schema.tables.get(rel.foreignTable);
  if (!related) throw restErrors.unknownTable(context.schema.name, rel.foreignTable);
  const name = item.alias ?? item.relation;
  const path = outerPath === '' ? name : `${outerPath}.${name}`;
  const modifiers = context.modifiers.get(path) ?? NO_MODIFIERS;
  // PostgREST's aliases (Plan.hs addRels): the related table as `<table>_<depth>`, the
  // lateral join as `<parent>_<name>_<depth>`; Postgres's errors then name the same things
  // (column messages_1.sum does not exist), and one relation embedded twice under the same
  // name collides as there (42712, table name "best_friends_users_1" specified more than once).
  const depth = path.split('.').length;
  const alias = quoteIdent(`${related.name}_${depth}`);
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
    `where ${where.join(' and ')}${renderGroupBy(projection)}${order}${paging}`;
  const lateral = quoteIdent(`${outer.name}_${name}_${depth}`);
  const joinOf = (sql: string) => `left join lateral (${sql}) as ${lateral} on true`;

  if (item.items.length === 0) {
    // rel(): only filters the parent (with !inner); nothing of it is output.
    if (!item.inner && !valueNeeded) {
      return { columns: [], join: undefined, innerCondition: undefined, groupTerms: [] };
    }
    return {
      columns: [],
      join: joinOf(`select true as v from (${rows}) _s limit 1`),
      innerCondition: item.inner ? `${lateral}.v is not null` : undefined,
      value: `${lateral}.v`,
      groupTerms: [],
    };
  }
  // Grouped: jsonb, which has an equality for GROUP BY (json has none).
  const json = (sql: string) => (grouped ? `(${sql})::jsonb` : sql);
  if (item.spread && toOne) {
    // ...rel(a,b): a and b join the parent object (null when there is no related row).
    if (!grouped) {
      return {
        columns: [`${lateral}.*`],
        join: joinOf(rows),
        innerCondition: undefined,
        groupTerms: [],
      };
    }
    const terms = outputNames(item.items, related).map(
      (column) => `${lateral}.${quoteIdent(column)}`,
    );
    return { columns: terms, join: joinOf(rows), innerCondition: undefined, groupTerms: terms };
  }
  if (item.spread) {
    // A to-many spread makes each selected column an array of the related rows' values.
    const names = outputNames(item.items, related).map(quoteIdent);
    const aggregates = names.map((column) => `json_agg(_s.${column}) as ${column}`);
    const values = names.map((column) => json(`coalesce(${lateral}.${column}, '[]'::json)`));
    return {
      columns: values.map((value, index) => `${value} as ${names[index]}`),
      join: joinOf(`select ${aggregates.join(', ')} from (${rows}) _s`),
      innerCondition: undefined,
      groupTerms: grouped ? values : [],
    };
  }
  const aggregate = toOne ? 'row_to_json(_s)' : 'json_agg(_s)';
  const value = json(toOne ? `${lateral}.v` : `coalesce(${lateral}.v, '[]'::json)`);
  return {
    columns: [`${value} as ${quoteIdent(name)}`],
    join: joinOf(`select ${aggregate} as v from (${rows}) _s`),
    innerCondition: item.inner ? `${lateral}.v is not null` : undefined,
    value: `${lateral}.v`,
    groupTerms: grouped ? [value] : [],
  };
}
