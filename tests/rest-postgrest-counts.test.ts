import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient } from './helpers/backend.ts';
import { restFetch, startPostgrestFixture } from './helpers/postgrest-fixture.ts';

/**
 * Counts, ranges and CSV as PostgREST answers them.
 * Counting: https://docs.postgrest.org/en/stable/references/api/pagination_count.html and
 * src/library/PostgREST/MainTx.hs (exact / planned / estimated totals). Status and
 * Content-Range: src/library/PostgREST/RangeQuery.hs (rangeStatusHeader, contentRangeH).
 * CSV: https://docs.postgrest.org/en/stable/references/api/resource_representation.html and
 * Query/SqlFragment.hs (asCsvF).
 */

let backend: RunningBackend;
let client: SupabaseClient;

beforeAll(async () => {
  backend = await startPostgrestFixture();
  client = createTestClient(backend.url, backend.anonKey);
  await backend.database.query('analyze public.pg_books');
});
afterAll(async () => {
  await backend?.close();
});

const headersOf = (response: Response) => ({
  status: response.status,
  range: response.headers.get('content-range'),
  applied: response.headers.get('preference-applied'),
});

describe('count=exact on tables', () => {
  it('a partial page is 206 with lower-upper/total', async () => {
    const { data, count, status } = await client
      .from('pg_books')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1);
    expect([status, count, data]).toEqual([206, 5, [{ id: 1 }, { id: 2 }]]);
    const response = await restFetch(backend, 'pg_books?select=id&limit=2&offset=1', {
      headers: { prefer: 'count=exact' },
    });
    expect(headersOf(response)).toEqual({ status: 206, range: '1-2/5', applied: 'count=exact' });
  });

  it('the whole set is 200; without a count the total is *', async () => {
    const all = await restFetch(backend, 'pg_books?select=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(headersOf(all)).toEqual({ status: 200, range: '0-4/5', applied: 'count=exact' });
    const uncounted = await restFetch(backend, 'pg_books?select=id&limit=2');
    expect(headersOf(uncounted)).toEqual({ status: 200, range: '0-1/*', applied: null });
  });

  it('HEAD counts without a body', async () => {
    const { data, count, status } = await client
      .from('pg_books')
      .select('*', { count: 'exact', head: true })
      .lt('price', 1000);
    expect([status, count, data]).toEqual([200, 3, null]);
  });

  it('no rows: */0; an offset at the total: 206 */5; beyond it: 416 PGRST103', async () => {
    const none = await restFetch(backend, 'pg_books?id=eq.99', {
      headers: { prefer: 'count=exact' },
    });
    expect(headersOf(none)).toEqual({ status: 200, range: '*/0', applied: 'count=exact' });
    const atEnd = await restFetch(backend, 'pg_books?offset=5', {
      headers: { prefer: 'count=exact' },
    });
    expect(headersOf(atEnd)).toEqual({ status: 206, range: '*/5', applied: 'count=exact' });
    const { error, status } = await client
      .from('pg_books')
      .select('id', { count: 'exact' })
      .range(10, 12);
    expect([status, error?.code, error?.message, error?.details]).toEqual([
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'An offset of 10 was requested, but there are only 5 rows.',
    ]);
  });

  it('!inner embeds and filters narrow the total', async () => {
    const { count } = await client
      .from('pg_books')
      .select('id, pg_tags!inner(label)', { count: 'exact' })
      .eq('pg_tags.label', 'systems');
    expect(count).toBe(3);
  });
});

describe('count=planned and count=estimated', () => {
  it('planned takes the planner estimate (exact after ANALYZE)', async () => {
    const { count } = await client.from('pg_books').select('id', { count: 'planned' });
    expect(count).toBe(5);
  });

  it('estimated counts exactly while the total stays within db-max-rows', async () => {
    const { count } = await client
      .from('pg_books')
      .select('id', { count: 'estimated' })
      .lt('price', 1000);
    expect(count).toBe(3);
  });
});

describe('counts on writes (Response.hs)', () => {
  it('update: 0-(n-1)/n; delete and insert: */n', async () => {
    const update = await restFetch(backend, 'pg_tags?id=lt.3', {
      method: 'PATCH',
      headers: { prefer: 'count=exact' },
      body: JSON.stringify({ label: 'renamed' }),
    });
    expect(headersOf(update)).toEqual({ status: 204, range: '0-1/2', applied: 'count=exact' });
    const insert = await restFetch(backend, 'pg_tags', {
      method: 'POST',
      headers: { prefer: 'count=exact' },
      body: JSON.stringify([
        { id: 8, label: 'a' },
        { id: 9, label: 'b' },
      ]),
    });
    expect(headersOf(insert)).toEqual({ status: 201, range: '*/2', applied: 'count=exact' });
    const removed = await client.from('pg_tags').delete({ count: 'exact' }).in('id', [8, 9]);
    expect([removed.status, removed.count]).toEqual([204, 2]);
  });
});

describe('counts on RPC', () => {
  it('a set-returning function counts its filtered rows, paged or HEAD', async () => {
    const { data, count, status } = await client
      .rpc('pg_books_under', { max_price: 1000 }, { count: 'exact' })
      .select('id')
      .range(0, 0);
    expect([status, count, data]).toEqual([206, 3, [{ id: 1 }]]);
    const head = await client.rpc(
      'pg_books_under',
      { max_price: 1000 },
      { head: true, count: 'exact' },
    );
    expect([head.status, head.count, head.data]).toEqual([200, 3, null]);
    const filtered = await restFetch(backend, 'rpc/pg_books_under?max_price=1000&title=neq.Notes', {
      headers: { prefer: 'count=exact' },
    });
    expect(headersOf(filtered)).toEqual({ status: 200, range: '0-1/2', applied: 'count=exact' });
  });

  it('a single value is one row: 0-0/* or, counted, 0-0/1', async () => {
    const plain = await restFetch(backend, 'rpc/pg_book_count');
    expect(headersOf(plain)).toEqual({ status: 200, range: '0-0/*', applied: null });
    expect(await plain.json()).toBe(5);
    const counted = await restFetch(backend, 'rpc/pg_book_count', {
      headers: { prefer: 'count=exact' },
    });
    expect(headersOf(counted)).toEqual({ status: 200, range: '0-0/1', applied: 'count=exact' });
  });
});

describe('CSV (Accept: text/csv)', () => {
  it('a header line of keys, then one line per row in Postgres record syntax', async () => {
    await client.from('pg_tags').insert({ id: 7, label: 'say "hi", ok' });
    const { data, error } = await client
      .from('pg_tags')
      .select('id, label')
      .in('id', [3, 7])
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('id,label\n3,unused\n7,"say ""hi"", ok"');
    const response = await restFetch(backend, 'pg_books?select=id,editor_id&id=eq.2', {
      headers: { accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // NULL is an empty field.
    expect(await response.text()).toBe('id,editor_id\n2,');
  });
});
