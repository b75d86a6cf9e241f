import type { Database } from './database.ts';

/**
 * What autovacuum's analyze does on a PostgreSQL server, for PGlite, which has no autovacuum:
 * every minute, the public tables that grew or shrank by more than a tenth (and 8 pages)
 * since their last ANALYZE are analyzed again, so that the planner's estimates follow the
 * data (the policies' owner indexes depend on them: docs/local-backend.md). ANALYZE samples
 * at most 30,000 rows, so one table costs at most a few hundred milliseconds.
 */
export const AUTO_ANALYZE_INTERVAL_MS = 60_000;

const STALE_TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and abs(pg_relation_size(c.oid) / 8192 - greatest(c.relpages, 0))
      > 8 + greatest(c.relpages, 0) / 10
  order by pg_relation_size(c.oid) desc
  limit 5`;

export async function analyzeStaleTables(db: Database): Promise<string[]> {
  const { rows } = await db.query(STALE_TABLES_SQL);
  const names = rows.map((row) => String(row.name));
  for (const name of names) await db.query(`analyze ${name}`);
  return names;
}

/** Starts the timer; the returned function stops it and waits for a run in progress. */
export function startAutoAnalyze(
  db: Database,
  intervalMs = AUTO_ANALYZE_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => analyzeStaleTables(db))
      .catch((error: unknown) => console.error('[backend] analyze failed:', error));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
