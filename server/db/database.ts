/**
 * The one way the backend talks to Postgres, whether embedded (PGlite) or a real server.
 * Everything an HTTP request does runs inside `transaction`, so that role switches and
 * per-request settings (set with `set_config(..., true)`) end with the transaction.
 */

/** Query parameters are always sent as text (or NULL) and typed by the server from context. */
export type SqlParam = string | null;

export interface SqlResult {
  rows: Record<string, unknown>[];
  affectedRows: number;
}

export interface SqlExecutor {
  query(sql: string, params?: readonly SqlParam[]): Promise<SqlResult>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * The API role the work runs as: every statement then gets that role's statement timeout
   * (see StatementTimeouts), as PostgREST applies the impersonated role's settings.
   */
  role?: string;
  /**
   * PGlite only: a shorter bound (ms) for each statement of a role that has a statement
   * timeout; the statement is cut as by that timeout (57014). PGlite runs one statement at a
   * time for the whole process and reads no request while it runs, so the REST API bounds the
   * requests whose work a client can multiply (rest-options.ts, embedTimeoutMs). PostgreSQL
   * runs statements side by side and keeps the role's own timeout.
   */
  statementLimitMs?: number;
}

/**
 * Per-role `statement_timeout` in milliseconds (0 = none). Supabase sets anon 3 s and
 * authenticated 8 s; service_role has none.
 */
export type StatementTimeouts = Readonly<Record<string, number>>;

export const SUPABASE_STATEMENT_TIMEOUTS: StatementTimeouts = {
  anon: 3000,
  authenticated: 8000,
  service_role: 0,
};

/** Postgres's answer to a statement cut by its timeout (SQLSTATE 57014). */
export function statementTimeoutError(): Error & PostgresErrorFields {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });
}

export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs a script of several statements (bootstrap, migrations) with full privileges, in one
   * transaction when asked so that a failing migration leaves nothing behind.
   */
  execScript(sql: string, options?: { transaction?: boolean }): Promise<void>;
  /**
   * LISTEN on `channel` (a raw channel name such as 'realtime:broadcast'; quoted here), calling
   * `handler` with each notification's payload. Postgres's own rules hold: a NOTIFY sent inside
   * a transaction arrives after its commit and never after a rollback, in commit order. The
   * local Realtime service (server/realtime) delivers `realtime.send` this way. Resolves once
   * listening, with a function that stops it. PGlite listens on its one session (through the
   * same queue as every query); PostgreSQL on one dedicated connection, reconnected on failure.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * How many transactions that may have written were committed so far: a cache of something
   * the data decides (Realtime's policy checks) is good while this has not moved.
   */
  writeCount?(): number;
  /**
   * PGlite only: admission control's view of callers (fair-queue.ts), for work done for them
   * outside the database.
   */
  admission?: {
    charge(caller: string, ms: number): void;
    refusalFor(caller: string): (Error & { status: number; retryAfterSeconds: number }) | null;
  };
  /** PGlite only: the whole data directory as a tarball (see pglite-snapshot.ts). */
  dumpSnapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The fields that both PGlite and node-postgres put on a failed statement's error. */
export interface PostgresErrorFields {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresErrorFields & Error {
  return (
    error instanceof Error &&
    typeof (error as Partial<PostgresErrorFields>).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as Partial<PostgresErrorFields>).code ?? '')
  );
}

/** A LISTEN/NOTIFY channel name as a quoted identifier (it may hold ':' and capitals). */
export function quoteChannel(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
