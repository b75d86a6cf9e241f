import { describe, expect, it } from 'vitest';
import type { Database, SqlExecutor } from '../db/database.ts';
import { readPolicies, type AuthorizationContext } from './authorization.ts';

/** A database that counts policy checks and answers each probe as visible. */
function countingDatabase() {
  let writes = 0;
  let checks = 0;
  const tx: SqlExecutor = {
    query: async (sql, params = []) => {
      if (sql.includes('select id::text as id from realtime.messages')) {
        const ids = String(params[0]).replace(/[{}]/g, '').split(',');
        return { rows: ids.map((id) => ({ id })), affectedRows: 0 };
      }
      return { rows: [], affectedRows: 0 };
    },
  };
  const db = {
    kind: 'pglite',
    writeCount: () => writes,
    query: tx.query,
    transaction: async <T>(work: (executor: SqlExecutor) => Promise<T>) => {
      checks += 1;
      return work(tx);
    },
  } as unknown as Database;
  return { db, checks: () => checks, write: () => (writes += 1) };
}

const context = (sub: string, topic: string): AuthorizationContext => ({
  topic,
  claims: { role: 'authenticated', sub, exp: 2_000_000_000 },
  headers: {},
});

describe('Realtime policy checks are cached per caller and topic', () => {
  it('checks once for a flood of joins, again for another caller, topic or a write', async () => {
    const { db, checks, write } = countingDatabase();
    for (let i = 0; i < 20; i++) {
      const policies = await readPolicies(db, context('a', 'room:1'), ['broadcast']);
      expect(policies.broadcast.read).toBe(true);
    }
    expect(checks()).toBe(1);
    await readPolicies(db, context('b', 'room:1'), ['broadcast']);
    await readPolicies(db, context('a', 'room:2'), ['broadcast']);
    expect(checks()).toBe(3);
    write();
    await readPolicies(db, context('a', 'room:1'), ['broadcast']);
    expect(checks()).toBe(4);
  });
});
