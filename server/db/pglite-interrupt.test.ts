import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresError, type Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

/**
 * The statement timeout on PGlite cuts work that never calls out to JavaScript (a bare
 * aggregate over generate_series), as Postgres's statement_timeout does on a server: the
 * statement fails with 57014 "canceling statement due to statement timeout" and the session
 * goes on. A fresh PGlite (initdb, which runs a second Postgres inside PGlite.create) checks
 * that the watchdog watches the instance that stays.
 */
let db: Database;
const HEAVY = 'select count(*) from generate_series(1, 2000000000)';

beforeAll(async () => {
  db = await openPgliteDatabase('memory://', undefined, { authenticated: 200, service_role: 0 });
}, 120_000);
afterAll(async () => {
  await db?.close();
});

async function failure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return isPostgresError(error) ? { code: error.code, message: error.message } : error;
  }
  return 'finished';
}

describe('PGlite statement timeout', () => {
  it('cuts pure SQL work of a role with a timeout (57014) and the session goes on', async () => {
    expect(
      await failure(db.transaction((tx) => tx.query(HEAVY), { role: 'authenticated' })),
    ).toEqual({ code: '57014', message: 'canceling statement due to statement timeout' });
    const after = await db.transaction((tx) => tx.query('select 1 as ok'), {
      role: 'authenticated',
    });
    expect(after.rows).toEqual([{ ok: 1 }]);
  }, 60_000);

  it('cuts at a transaction’s shorter statement limit, but not a role without a timeout', async () => {
    expect(
      await failure(
        db.transaction((tx) => tx.query(HEAVY), { role: 'authenticated', statementLimitMs: 50 }),
      ),
    ).toMatchObject({ code: '57014' });
    // service_role has no timeout: a limit alone does not cut it (a short statement finishes).
    const counted = await db.transaction(
      (tx) => tx.query('select count(*)::int as n from generate_series(1, 100000)'),
      { role: 'service_role', statementLimitMs: 50 },
    );
    expect(counted.rows).toEqual([{ n: 100000 }]);
  }, 60_000);

  it('leaves statements that end in time alone, also after a cut', async () => {
    for (let round = 0; round < 20; round++) {
      const result = await db.transaction(
        (tx) => tx.query('select $1::int as round', [String(round)]),
        {
          role: 'authenticated',
        },
      );
      expect(result.rows).toEqual([{ round }]);
    }
  });

  it('runs plpgsql (a side module, linked to the shared memory too)', async () => {
    await db.execScript(
      "create function loaded() returns text language plpgsql as $$ begin return 'yes'; end $$",
    );
    expect((await db.query('select loaded() as plpgsql')).rows).toEqual([{ plpgsql: 'yes' }]);
  });
});
