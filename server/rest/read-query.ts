import { outputName, renderCast, renderColumnRef } from './column-ref.ts';
import { renderEmbed } from './embed-query.ts';
import type { Projection, ReadContext } from './read-clauses.ts';
import type { RowsShape } from './media-type.ts';
import { RestError } from './errors.ts';
import type { Filter } from './filters.ts';
import type { Modifiers } from './modifiers.ts';
import type { TableInfo } from './schema-cache.ts';
import type { SelectItem } from './select.ts';
import { quoteIdent } from './sql-text.ts';

/** Postgres's MaxTupleAttributeNumber: the most entries a select list may have. */
const MAX_TARGET_LIST = 1664;

/**
 * PostgreSQL's own error for a longer select list (SQLSTATE 54011), given before anything
 * runs. PostgREST passes that error on with status 500 (class 54, "too complex"); here it is
 * the client's request that is at fault, so it answers 400.
 */
const tooManyColumns = () =>
  new RestError(400, '54011', `target lists can have at most ${MAX_TARGET_LIST} entries`);

/**
 * The select list of `items` over `table` (aliased `alias`). Embedded relations are lateral
 * subqueries, as in PostgREST's QueryBuilder.hs (embed-query.ts renders them).
 */
export function renderProjection(
  items: SelectItem[],
  table: TableInfo,
  alias: string,
  path: string,
  context: ReadContext,
): Projection {
  const grouped = items.some((item) => item.kind === 'column' && item.aggregate !== undefined);
  const groupBy: string[] = [];
  const projection: Projection = {
    columns: [],
    joins: [],
    countJoins: [],
    innerConditions: [],
    groupBy: grouped ? groupBy : undefined,
  };
  const nullFilters = takeNullEmbedFilters(items, table, context.modifiers.get(path));
  for (const item of items) {
    if (item.kind === 'star') {
      projection.columns.push(`${alias}.*`);
      groupBy.push(...[...table.columns.keys()].map((column) => `${alias}.${quoteIdent(column)}`));
    } else if (item.kind === 'column') {
      const column = renderSelectColumn(item, table, alias, context);
      projection.columns.push(`${column.sql} as ${column.name}`);
      if (item.aggregate === undefined) groupBy.push(column.sql);
    } else {
      const name = item.alias ?? item.relation;
      const filters = nullFilters.filter((filter) => filter.column.name === name);
      const embedded = renderEmbed(item, table, alias, path, context, renderProjection, {
        valueNeeded: filters.length > 0,
        grouped,
      });
      projection.columns.push(...embedded.columns);
      groupBy.push(...embedded.groupTerms);
      if (embedded.join) projection.joins.push(embedded.join);
      const conditions = [
        ...(embedded.innerCondition ? [embedded.innerCondition] : []),
        ...filters.map(
          (filter) => `${filter.negate ? 'not ' : ''}(${embedded.value ?? 'null'} is null)`,
        ),
      ];
      if (conditions.length > 0 && embedded.join) {
        projection.countJoins.push(embedded.join);
        projection.innerConditions.push(...conditions);
      }
    }
  }
  // An empty select list (only empty embeds) still selects something valid.
  if (projection.columns.length === 0 && items.length > 0) projection.columns.push('null');
  if (projection.columns.length > MAX_TARGET_LIST) throw tooManyColumns();
  return projection;
}

type Condition = Extract<Filter, { kind: 'condition' }>;

/**
 * `rel=is.null` / `rel=not.is.null` on an embedded relation (not a column) filters the
 * parent rows by whether anything is related, as PostgREST's addNullEmbedFilters does
 * (resource_embedding.html#null-filtering-on-embedded-resources). Such filters are taken
 * out of the node's modifiers here, so that they are not read as column filters.
 */
function takeNullEmbedFilters(
  items: SelectItem[],
  table: TableInfo,
  modifiers: Modifiers | undefined,
): Condition[] {
  if (!modifiers) return [];
  const embeds = new Set(
    items.flatMap((item) =>
      item.kind === 'embed' && !item.spread ? [item.alias ?? item.relation] : [],
    ),
  );
  const isNullFilter = (filter: Filter): filter is Condition =>
    filter.kind === 'condition' &&
    filter.operator === 'is' &&
    filter.value.toLowerCase() === 'null' &&
    filter.column.path.length === 0 &&
    embeds.has(filter.column.name) &&
    !table.columns.has(filter.column.name);
  const taken = modifiers.filters.filter(isNullFilter);
  if (taken.length > 0) modifiers.filters = modifiers.filters.filter((f) => !isNullFilter(f));
  return taken;
}

function renderSelectColumn(
  item: Extract<SelectItem, { kind: 'column' }>,
  table: TableInfo,
  alias: string,
  context: ReadContext,
): { sql: string; name: string } {
  if (item.aggregate !== undefined) {
    // PostgREST's pgFmtApplyAggregate: SUM(cast(field)), then the aggregate's own cast; the
    // key is the alias, else the function's name (as Postgres names the column).
    const argument =
      item.column.name === '*'
        ? '*'
        : renderCast(renderColumnRef(item.column, table, alias, context.params), item.cast);
    return {
      sql: renderCast(`${item.aggregate}(${argument})`, item.aggregateCast),
      name: quoteIdent(item.alias ?? item.aggregate),
    };
  }
  const name = quoteIdent(item.alias ?? outputName(item.column));
  // `rel(count)`: Postgres reads `alias.count` as count(alias), the count of related rows;
  // PostgREST relies on that, so `schedule_options(count)` answers [{"count": n}].
  if (
    item.column.name === 'count' &&
    item.column.path.length === 0 &&
    !table.columns.has('count')
  ) {
    return { sql: renderCast('count(*)', item.cast), name };
  }
  return {
    sql: renderCast(renderColumnRef(item.column, table, alias, context.params), item.cast),
    name,
  };
}

export type { RowsShape };
export {
  createReadContext,
  renderGroupBy,
  renderOrder,
  renderPaging,
  type Projection,
  type ReadContext,
} from './read-clauses.ts';

/** Wraps a row-producing select into one row: the body (JSON or CSV) and the row count. */
export function aggregateRows(rowsSql: string, shape: RowsShape): string {
  if (shape.geojson) {
    // PostgREST's asGeoJsonF: PostGIS's ST_AsGeoJSON(record) of each row.
    return `select json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_r)::json), '[]'))::text as body, count(*)::int as row_count from (${rowsSql}) _r`;
  }
  if (shape.csv) {
    // PostgREST's asCsvF (Query/SqlFragment.hs): keys of the first row, then each row's
    // record text without its parentheses.
    const keys = `array_to_string(array(select json_object_keys(min(row_to_json(_r)::text)::json)), ',')`;
    const lines = `coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`;
    return `select ${keys} || E'\\n' || ${lines} as body, count(*)::int as row_count from (${rowsSql}) _r`;
  }
  const row = shape.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  const single = shape.single
    ? `, case when count(*) = 1 then min(${row}::text) end as single_body`
    : '';
  return `select coalesce(json_agg(${row}), '[]'::json)::text as body, count(*)::int as row_count${single} from (${rowsSql}) _r`;
}
