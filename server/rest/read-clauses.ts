import { renderColumnRef } from './column-ref.ts';
import type { Modifiers } from './modifiers.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import type { OrderTerm } from './select.ts';
import type { SqlParams } from './sql-text.ts';

/**
 * The parts of a select that read-query.ts (the top level) and embed-query.ts (each embedded
 * relation) render alike: the context they share, order, paging and grouping.
 */

/** Everything needed to render a (possibly nested) select over one table. */
export interface ReadContext {
  schema: SchemaCache;
  params: SqlParams;
  modifiers: Map<string, Modifiers>;
  /** Hands out unique table aliases (t0, t1, ...) across the whole statement. */
  nextAlias: () => string;
  /**
   * db-max-rows, applied to every level of a read as PostgREST's treeRestrictRange does (the
   * root and each embedded relation); undefined for the rows a write returns.
   */
  maxRows: number | undefined;
}

export function createReadContext(
  schema: SchemaCache,
  params: SqlParams,
  modifiers: Map<string, Modifiers>,
  maxRows?: number,
) {
  let counter = 0;
  return {
    schema,
    params,
    modifiers,
    maxRows,
    nextAlias: () => `t${counter++}`,
  } satisfies ReadContext;
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

/** A rendered select list: its columns, the lateral joins its embeds need, and more. */
export interface Projection {
  columns: string[];
  /** `left join lateral (...) as jN on true`, one per embedded relation. */
  joins: string[];
  /** Only the joins that `innerConditions` read: what a count query needs. */
  countJoins: string[];
  /** `!inner` embeds: the parent row is kept only when the related side has rows. */
  innerConditions: string[];
  /**
   * With an aggregate in the list (`count()`, `col.sum()`), what PostgREST's groupF groups
   * by: every other selected expression; undefined without aggregates.
   */
  groupBy: string[] | undefined;
}

/** ` group by ...` for a projection with aggregates, else nothing. */
export function renderGroupBy(projection: Projection): string {
  return projection.groupBy?.length ? ` group by ${projection.groupBy.join(', ')}` : '';
}
