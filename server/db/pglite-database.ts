import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  isPostgresError,
  quoteChannel,
  statementTimeoutError,
  type Database,
  type SqlExecutor,
  type SqlParam,
  type SqlResult,
  type StatementTimeouts,
  type TransactionOptions,
} from './database.ts';
import { DEFAULT_ADMISSION, FairQueue, type AdmissionSettings, type Slot } from './fair-queue.ts';
import { StatementDeadline, createWithDeadline } from './pglite-interrupt.ts';

/*
 * PGlite is a single Postgres backend in WebAssembly: one session for the whole process. A
 * transaction spans several awaited queries, so concurrent HTTP requests must take turns or
 * their statements would interleave inside each other's transactions. Its queue
 * (fair-queue.ts) gives every unit of work exclusive use of the session, each caller in turn.
 */
function toSqlResult(result: { rows: unknown[]; affectedRows?: number }): SqlResult {
  return {
    rows: result.rows as Record<string, unknown>[],
    affectedRows: result.affectedRows ?? 0,
  };
}

/**
 * A parameter given as text goes to Postgres as that text, as node-postgres and PostgREST send
 * it, so Postgres judges it and answers its own error: `completed=eq.maybe` is 22P02 "invalid
 * input syntax for type boolean" (PostgREST: 400). PGlite's own serializers for boolean, date
 * and bytea would instead throw a plain JavaScript error in this process (a 500).
 * Other values keep PGlite's conversions.
 */
const TEXT_AS_SENT: Record<number, (value: unknown) => string> = {
  16: (value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)),
  1082: (value) =>
    value instanceof Date || typeof value === 'number'
      ? new Date(value).toISOString()
      : String(value),
  17: (value) =>
    value instanceof Uint8Array ? `\\x${Buffer.from(value).toString('hex')}` : String(value),
};

export async function openPgliteDatabase(
  dataDir: string,
  snapshot?: Blob,
  timeouts: StatementTimeouts = {},
  admission: AdmissionSettings = DEFAULT_ADMISSION,
): Promise<Database> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const deadline = new StatementDeadline();
  const pg = await createWithDeadline(deadline, () =>
    PGlite.create(dataDir, {
      ...(snapshot ? { loadDataDir: snapshot } : {}),
      serializers: TEXT_AS_SENT,
    }),
  );
  // Without it a statement timeout would silently never fire: refuse to run instead.
  if (!deadline.supported) throw new Error('PGlite: the statement watchdog did not attach');
  const queue = new FairQueue(admission);
  const executor: SqlExecutor = {
    async query(sql: string, params: readonly SqlParam[] = []) {
      return toSqlResult(await pg.query(sql, params as SqlParam[]));
    },
  };
  /**
   * The executor of a transaction whose statements each get `timeoutMs` (pglite-interrupt.ts);
   * none starts once the client has gone (fair-queue.ts).
   */
  const timedExecutor = (timeoutMs: number, slot: Slot): SqlExecutor =>
    timeoutMs <= 0
      ? {
          query(sql: string, params: readonly SqlParam[] = []) {
            slot.assertClientWaiting();
            return executor.query(sql, params);
          },
        }
      : {
          async query(sql: string, params: readonly SqlParam[] = []) {
            slot.assertClientWaiting();
            deadline.arm(timeoutMs);
            try {
              return await executor.query(sql, params);
            } catch (error) {
              deadline.disarm();
              // Postgres reports our cancel as a user's; it is the statement timeout's.
              if (deadline.fired && isPostgresError(error) && error.code === '57014') {
                throw statementTimeoutError();
              }
              throw error;
            } finally {
              deadline.disarm();
            }
          },
        };
  /**
   * The role's statement timeout, shortened to the transaction's statementLimitMs; a role
   * without a timeout (service_role, the server's own work) has neither.
   */
  const timeoutOf = ({ role, statementLimitMs = 0 }: TransactionOptions, slot: Slot): number => {
    const roleMs = timeouts[role ?? ''] ?? 0;
    if (roleMs <= 0) return 0;
    const limits = [roleMs, statementLimitMs, slot.statementLimitMs].filter((ms) => ms > 0);
    return Math.min(...limits);
  };
  let closed = false;
  let writes = 0;

  return {
    kind: 'pglite',
    writeCount: () => writes,
    admission: {
      charge: (caller, ms) => queue.charge(caller, ms),
      refusalFor: (caller) => queue.refusalFor(caller),
    },
    query: (sql, params) =>
      queue.run(async () => {
        writes += 1;
        return executor.query(sql, params);
      }),
    transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options: TransactionOptions = {}) {
      return queue.run(async (slot) => {
        slot.assertClientWaiting();
        await pg.exec(options.readOnly ? 'begin read only' : 'begin');
        try {
          const value = await work(timedExecutor(timeoutOf(options, slot), slot));
          // Only a transaction that was given an id wrote something (caches keyed on it hold).
          const wrote =
            !options.readOnly &&
            (
              await pg.query<{ wrote: boolean }>(
                'select txid_current_if_assigned() is not null as wrote',
              )
            ).rows[0]?.wrote === true;
          await pg.exec('commit');
          if (wrote) writes += 1;
          return value;
        } catch (error) {
          await pg.exec('rollback');
          throw error;
        }
      });
    },
    execScript: (sql, { transaction = false } = {}) =>
      queue.run(async () => {
        writes += 1;
        if (!transaction) {
          await pg.exec(sql);
          return;
        }
        await pg.exec('begin');
        try {
          await pg.exec(sql);
          await pg.exec('commit');
        } catch (error) {
          await pg.exec('rollback');
          throw error;
        }
      }),
    // Through the queue: LISTEN must not run inside another request's open transaction.
    listen: async (channel, handler) => {
      await queue.run(() => pg.listen(quoteChannel(channel), handler));
      // Not the function listen() returns: it names the channel unquoted in its UNLISTEN.
      return () =>
        queue.run(() => (closed ? Promise.resolve() : pg.unlisten(quoteChannel(channel), handler)));
    },
    dumpSnapshot: () => queue.run(() => pg.dumpDataDir('none')),
    close: () =>
      queue.run(async () => {
        if (closed) return;
        closed = true;
        await pg.close();
        await deadline.stop();
      }),
  };
}
