import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient } from './helpers/backend.ts';
import { restFetch, startPostgrestFixture } from './helpers/postgrest-fixture.ts';

/**
 * The Prefer header as PostgREST reads it:
 * https://docs.postgrest.org/en/stable/references/api/preferences.html and
 * src/library/PostgREST/ApiRequest/Preferences.hs (parsing, Preference-Applied),
 * MainTx.hs (tx rollback, max-affected), Plan.hs (handling=strict, PGRST122/PGRST128).
 */

/** As hosted Supabase: db-tx-end = commit, db-max-rows = 1000. */
let hosted: RunningBackend;
/** db-tx-end = commit-allow-override (as postgrest-js's own test server), db-max-rows = 2. */
let overridable: RunningBackend;

beforeAll(async () => {
  hosted = await startPostgrestFixture();
  overridable = await startPostgrestFixture({
    rest: { txEnd: 'commit-allow-override', maxRows: 2 },
  });
  // Two backends: allow for a busy machine.
}, 120_000);
afterAll(async () => {
  await hosted?.close();
  await overridable?.close();
});

const titleOf = async (backend: RunningBackend, id: number) => {
  const result = await backend.database.query(`select title from public.pg_books where id = ${id}`);
  return result.rows[0]?.title;
};

describe('Prefer: tx (the db-tx-end setting decides whether it counts)', () => {
  it('is ignored where db-tx-end = commit (hosted Supabase): the write stays', async () => {
    const response = await restFetch(hosted, 'pg_books?id=eq.1', {
      method: 'PATCH',
      headers: { prefer: 'tx=rollback, return=representation' },
      body: JSON.stringify({ title: 'Kept' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('return=representation');
    expect(await titleOf(hosted, 1)).toBe('Kept');
  });

  it('rolls back after answering where overrides are allowed (postgrest-js .rollback())', async () => {
    const client = createTestClient(overridable.url, overridable.anonKey);
    const { data, status } = await client
      .from('pg_books')
      .update({ title: 'Gone' })
      .eq('id', 1)
      .select('title')
      .rollback();
    expect([status, data]).toEqual([200, [{ title: 'Gone' }]]);
    expect(await titleOf(overridable, 1)).toBe('Notes');
    const response = await restFetch(overridable, 'pg_tags?id=eq.3', {
      method: 'DELETE',
      headers: { prefer: 'tx=rollback' },
    });
    expect([response.status, response.headers.get('preference-applied')]).toEqual([
      204,
      'tx=rollback',
    ]);
    const tags = await overridable.database.query('select label from public.pg_tags where id = 3');
    expect(tags.rows).toEqual([{ label: 'unused' }]);
  });
});

describe('Prefer: max-affected (only with handling=strict)', () => {
  it('refuses an update touching more rows than allowed, and keeps them', async () => {
    const response = await restFetch(hosted, 'pg_books?price=lt.1000', {
      method: 'PATCH',
      headers: { prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ title: 'Cheap' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    expect(await titleOf(hosted, 3)).toBe('Compilers');
  });

  it('lets a delete within the limit through and reports both preferences', async () => {
    await hosted.database.query(`insert into public.pg_tags values (50, 'temp')`);
    const response = await restFetch(hosted, 'pg_tags?id=eq.50', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
  });

  it('is ignored without handling=strict', async () => {
    const response = await restFetch(hosted, 'pg_tags?id=eq.3', {
      method: 'PATCH',
      headers: { prefer: 'max-affected=0' },
      body: JSON.stringify({ label: 'still unused' }),
    });
    expect([response.status, response.headers.get('preference-applied')]).toEqual([204, null]);
  });

  it('applies to set-returning functions; single-value ones answer PGRST128', async () => {
    const tooMany = await restFetch(hosted, 'rpc/pg_reprice', {
      method: 'POST',
      headers: { prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ factor: 2 }),
    });
    expect([tooMany.status, ((await tooMany.json()) as { code: string }).code]).toEqual([
      400,
      'PGRST124',
    ]);
    const prices = await hosted.database.query(
      'select sum(price)::int as total from public.pg_books',
    );
    expect(prices.rows[0]?.total).toBe(5100);
    const single = await restFetch(hosted, 'rpc/pg_book_count', {
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect([single.status, ((await single.json()) as { code: string }).code]).toEqual([
      400,
      'PGRST128',
    ]);
  });
});

describe('Prefer: handling', () => {
  it('strict refuses unknown preferences with PGRST122 (params=single-object is gone)', async () => {
    const response = await restFetch(hosted, 'rpc/pg_books_under', {
      method: 'POST',
      headers: { prefer: 'handling=strict, params=single-object, count=exact' },
      body: JSON.stringify({ max_price: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: params=single-object',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    });
  });

  it('lenient (the default) ignores them and applies the rest', async () => {
    const response = await restFetch(hosted, 'pg_tags?select=id&id=eq.1', {
      headers: { prefer: 'handling=lenient, nonsense, count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('count=exact, handling=lenient');
  });
});

describe('Prefer: timezone', () => {
  it('sets the time zone of the request (UTC otherwise)', async () => {
    const tokyo = await restFetch(hosted, 'rpc/pg_new_year', {
      headers: { prefer: 'timezone=Asia/Tokyo' },
    });
    expect(await tokyo.json()).toBe('2024-01-01 09:00 JST');
    expect(tokyo.headers.get('preference-applied')).toBe('timezone=Asia/Tokyo');
    const utc = await restFetch(hosted, 'rpc/pg_new_year');
    expect(await utc.json()).toBe('2024-01-01 00:00 UTC');
  });
});

describe('db-max-rows and count=estimated', () => {
  it('caps every response at db-max-rows; estimated beyond it takes the planner total', async () => {
    await overridable.database.query('analyze public.pg_books');
    const response = await restFetch(overridable, 'pg_books?select=id&order=id', {
      headers: { prefer: 'count=estimated' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-1/5');
    expect(await response.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  // Plan.hs treeRestrictRange: the limit applies to every node of the read plan.
  it('caps each embedded level at db-max-rows too, and function results', async () => {
    const response = await restFetch(
      overridable,
      'pg_authors?select=id,pg_books!pg_books_author_fk(id,pg_tags(id))&id=eq.1',
    );
    expect(await response.json()).toEqual([
      {
        id: 1,
        pg_books: [
          { id: 1, pg_tags: [{ id: 1 }] },
          { id: 2, pg_tags: [{ id: 1 }, { id: 2 }] },
        ],
      },
    ]);
    const tooMany = await restFetch(overridable, 'pg_tags?select=id,pg_books(id)&id=eq.2');
    expect(await tooMany.json()).toEqual([{ id: 2, pg_books: [{ id: 2 }, { id: 4 }] }]);
    const call = await restFetch(overridable, 'rpc/pg_books_under?max_price=100000&select=id');
    expect(await call.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('refuses a response larger than the size limit, PostgREST-shaped', async () => {
    const small = await startPostgrestFixture({ rest: { maxResponseBytes: 200 } });
    try {
      const ok = await restFetch(small, 'pg_tags?select=id');
      expect(ok.status).toBe(200);
      const big = await restFetch(small, 'pg_books?select=*,pg_authors!pg_books_author_fk(*)');
      expect(big.status).toBe(400);
      expect(await big.json()).toEqual({
        code: '54000',
        details: null,
        hint: 'Ask for fewer rows or columns: limit the query, and its embedded resources with rel.limit.',
        message: 'The response would be larger than 200 bytes',
      });
    } finally {
      await small.close();
    }
  }, 60_000);
});
