import type { SqlExecutor, SqlParam } from '../db/database.ts';
import { RestError } from './errors.ts';
import type { Preferences } from './preferences.ts';

/**
 * `Prefer: count=exact|planned|estimated` as PostgREST's MainTx.hs computes the total:
 * exact counts the matching rows; planned takes the planner's row estimate (EXPLAIN);
 * estimated counts exactly up to db-max-rows and beyond that takes the larger of the exact
 * count so far and the planner's estimate.
 * https://docs.postgrest.org/en/stable/references/api/pagination_count.html
 */
export async function countTotal(
  tx: SqlExecutor,
  preference: Preferences['count'],
  countSql: string,
  params: readonly SqlParam[],
  maxRows: number,
): Promise<number | undefined> {
  if (preference === undefined) return undefined;
  if (preference === 'planned') return plannedRows(tx, countSql, params);
  const limit = preference === 'estimated' ? ` limit ${maxRows + 1}` : '';
  const exact = Number(
    (await tx.query(`select count(*)::int as total from (${countSql}${limit}) _c`, params)).rows[0]
      ?.total ?? 0,
  );
  if (preference === 'exact' || exact <= maxRows) return exact;
  return Math.max(exact, (await plannedRows(tx, countSql, params)) ?? 0);
}

async function plannedRows(
  tx: SqlExecutor,
  sql: string,
  params: readonly SqlParam[],
): Promise<number | undefined> {
  const result = await tx.query(`explain (format json) ${sql}`, params);
  const row = result.rows[0];
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : undefined;
}

/**
 * The status of a read with a known total (RangeQuery.hs rangeStatus): 416 when the offset
 * lies beyond the total, 206 when fewer rows than the total came back, else 200.
 */
export function rangeStatus(lower: number, rows: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (lower > total) return 416;
  return rows < total ? 206 : 200;
}

export function rangeNotSatisfiable(lower: number, total: number | undefined): RestError {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${lower} was requested, but there are only ${total ?? 0} rows.`,
  );
}
