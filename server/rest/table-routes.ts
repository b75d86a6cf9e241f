import type { Hono } from 'hono';
import { countTotal, rangeNotSatisfiable, rangeStatus } from './counting.ts';
import { renderFilters } from './filters.ts';
import { parseModifiers, type Modifiers } from './modifiers.ts';
import {
  appliedPreferences,
  applyTimezone,
  checkStrictPreferences,
  contentRange,
  parsePreferences,
  rowsShapeOf,
  shouldRollback,
} from './preferences.ts';
import {
  aggregateRows,
  createReadContext,
  renderGroupBy,
  renderOrder,
  renderPaging,
  renderProjection,
} from './read-query.ts';
import {
  handleRestRequest,
  planResponse,
  readRowsResult,
  rollbackWith,
  rowsResponse,
  type RestRuntime,
} from './rest-response.ts';
import type { RowsShape } from './media-type.ts';
import type { RestOptions } from './rest-options.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import { parseSelect } from './select.ts';
import { SqlParams, qualified, quoteIdent } from './sql-text.ts';
import { mountWriteRoutes } from './write-routes.ts';
import { tableOf } from './route-table.ts';

const NO_MODIFIERS: Modifiers = { filters: [], order: [], limit: undefined, offset: undefined };

/**
 * The statement of a GET, and the one counting every match (filters and `!inner` embeds,
 * no paging), as PostgREST's readPlanToCountQuery.
 */
function buildRead(
  schema: SchemaCache,
  table: TableInfo,
  url: URL,
  { maxRows, aggregates }: Pick<Required<RestOptions>, 'maxRows' | 'aggregates'>,
  shape: RowsShape,
) {
  const params = new SqlParams();
  const modifiers = parseModifiers(url.searchParams);
  const context = createReadContext(schema, params, modifiers, maxRows);
  const root = modifiers.get('') ?? NO_MODIFIERS;
  // Named as the table, as PostgREST's root (Postgres's errors say `column todos.x ...`).
  const alias = quoteIdent(table.name);
  const select = parseSelect(url.searchParams.get('select') ?? undefined, { aggregates });
  const projection = renderProjection(select, table, alias, '', context);
  const where = [
    renderFilters(root.filters, table, alias, params),
    ...projection.innerConditions,
  ].join(' and ');
  const source = `${qualified(table.schema, table.name)} as ${alias}`;
  const order = renderOrder(root.order, table, alias, params);
  const rows =
    `select ${projection.columns.join(', ')} from ${source} ${projection.joins.join(' ')} ` +
    `where ${where}${renderGroupBy(projection)}${order}${renderPaging(root, maxRows)}`;
  return {
    sql: aggregateRows(rows, shape),
    countSql: `select 1 from ${source} ${projection.countJoins.join(' ')} where ${where}`,
    params: params.values,
    root,
  };
}

/** GET/HEAD on /rest/v1/<table>; the writes are in write-routes.ts. */
export function mountTableRoutes(app: Hono, runtime: RestRuntime): void {
  const { options } = runtime;

  app.on(['GET', 'HEAD'], '/:table', (c) =>
    handleRestRequest(c, runtime, async (tx, { schema }) => {
      const table = tableOf(schema, c);
      const preferences = parsePreferences(c.req.header('prefer'), options.txEnd);
      await applyTimezone(tx, preferences);
      const shape = rowsShapeOf(c, options);
      const read = buildRead(schema, table, new URL(c.req.url), options, shape);
      checkStrictPreferences(preferences);
      if (shape.plan) return planResponse(tx, shape, read.sql, read.params);
      const result = readRowsResult(
        (await tx.query(read.sql, read.params)).rows[0],
        options.maxResponseBytes,
      );
      const total = await countTotal(
        tx,
        preferences.count,
        read.countSql,
        read.params,
        options.maxRows,
      );
      const lower = read.root.offset ?? 0;
      const status = rangeStatus(lower, result.rowCount, total);
      if (status === 416) throw rangeNotSatisfiable(lower, total);
      const response = rowsResponse(c, {
        status,
        result,
        shape,
        range: contentRange(lower, lower + result.rowCount - 1, total),
        preferenceApplied: appliedPreferences(preferences, 'read'),
      });
      return shouldRollback(preferences, options.txEnd) ? rollbackWith(tx, response) : response;
    }),
  );

  mountWriteRoutes(app, runtime);
}
