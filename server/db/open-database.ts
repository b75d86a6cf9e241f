import { SUPABASE_STATEMENT_TIMEOUTS, type Database, type StatementTimeouts } from './database.ts';
import type { AdmissionSettings } from './fair-queue.ts';

/**
 * Opens the backend's database: PGlite, or a real PostgreSQL server when a URL is given. Each
 * kind is loaded only when chosen (PGlite's WebAssembly is large), and each imports the shared
 * types of database.ts, so the choice lives here rather than there (no import cycle).
 */
export interface OpenDatabaseOptions {
  /** A directory for PGlite's files, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite only: start from this saved data directory instead of running initdb. */
  snapshot?: Blob | undefined;
  /** Statement timeouts per role; Supabase's when unset. */
  statementTimeouts?: StatementTimeouts | undefined;
  /** PGlite only: admission control (fair-queue.ts); its defaults when unset. */
  admission?: AdmissionSettings | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const timeouts = options.statementTimeouts ?? SUPABASE_STATEMENT_TIMEOUTS;
  if (options.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase(options.databaseUrl, timeouts);
  }
  const { openPgliteDatabase } = await import('./pglite-database.ts');
  return openPgliteDatabase(options.dataDir, options.snapshot, timeouts, options.admission);
}
