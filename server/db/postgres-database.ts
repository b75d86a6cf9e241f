import pg from 'pg';
import type {
  Database,
  SqlExecutor,
  SqlParam,
  SqlResult,
  StatementTimeouts,
  TransactionOptions,
} from './database.ts';
import { PostgresListener } from './postgres-listener.ts';

function toSqlResult(result: pg.QueryResult): SqlResult {
  return { rows: result.rows as Record<string, unknown>[], affectedRows: result.rowCount ?? 0 };
}

export async function openPostgresDatabase(
  databaseUrl: string,
  timeouts: StatementTimeouts = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[backend] idle PostgreSQL client error:', error));
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  let listener: PostgresListener | undefined;

  let writes = 0;
  return {
    kind: 'postgres',
    writeCount: () => writes,
    async query(sql: string, params: readonly SqlParam[] = []) {
      writes += 1;
      return toSqlResult(await pool.query(sql, params as SqlParam[]));
    },
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options: TransactionOptions = {}) {
      const client = await pool.connect();
      const executor: SqlExecutor = {
        async query(sql: string, params: readonly SqlParam[] = []) {
          return toSqlResult(await client.query(sql, params as SqlParam[]));
        },
      };
      let broken = false;
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin');
        const timeoutMs = timeouts[options.role ?? ''] ?? 0;
        // As PostgREST applies the impersonated role's statement_timeout: for this transaction.
        if (timeoutMs > 0) {
          await client.query(`select set_config('statement_timeout', $1, true)`, [
            String(timeoutMs),
          ]);
        }
        const value = await work(executor);
        await client.query('commit');
        if (!options.readOnly) writes += 1;
        return value;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async execScript(sql: string, { transaction = false } = {}) {
      if (!transaction) {
        await pool.query(sql);
        return;
      }
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, handler) {
      listener ??= new PostgresListener(databaseUrl);
      return listener.listen(channel, handler);
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}
