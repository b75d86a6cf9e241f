import type { Database } from './db/database.ts';

export const GUEST_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs public.purge_stale_guests() once, with the backend's own privileges. */
export async function purgeStaleGuests(db: Database): Promise<number> {
  const { rows } = await db.query('select public.purge_stale_guests()::int as removed');
  return Number(rows[0]?.removed ?? 0);
}

/**
 * What pg_cron does on hosted Supabase: removes guests inactive for 30 days, now and then
 * every interval. The timer does not keep the process alive. Returns a stop function that
 * also waits for a purge in progress, so the database is never closed under it.
 */
export function startGuestPurge(
  db: Database,
  log: (message: string) => void,
  intervalMs = GUEST_PURGE_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = running
      .then(() => purgeStaleGuests(db))
      .then((removed) => {
        if (removed > 0) log(`purged ${removed} guest account(s) inactive for 30 days`);
      })
      .catch((error: unknown) => console.error('[backend] guest purge failed:', error));
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
