import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient } from './helpers/backend.ts';
import { restFetch, startPostgrestFixture } from './helpers/postgrest-fixture.ts';

/**
 * Upserts as PostgREST performs them. Its SQL (src/library/PostgREST/Query/QueryBuilder.hs,
 * mutatePlanToQuery) is `INSERT ... ON CONFLICT (<on_conflict or primary key>) DO UPDATE SET
 * col = EXCLUDED.col` for EVERY sent column (key columns too), or `DO NOTHING` for
 * `resolution=ignore-duplicates`; its status (Response.hs) is 201, except 200 when a merging
 * upsert inserted no row. https://docs.postgrest.org/en/stable/references/api/tables_views.html#upsert
 */

let backend: RunningBackend;
let client: SupabaseClient;

beforeAll(async () => {
  backend = await startPostgrestFixture();
  client = createTestClient(backend.url, backend.anonKey);
});
afterAll(async () => {
  await backend?.close();
});

describe('merge-duplicates', () => {
  it('answers 201 when a row was inserted and 200 when every row was an update', async () => {
    const inserted = await client.from('pg_counters').upsert({ id: 10, slug: 'ten', hits: 1 });
    expect(inserted.status).toBe(201);
    const updated = await client
      .from('pg_counters')
      .upsert({ id: 10, slug: 'ten', hits: 2 })
      .select('hits');
    expect([updated.status, updated.data]).toEqual([200, [{ hits: 2 }]]);
    const mixed = await client
      .from('pg_counters')
      .upsert([
        { id: 10, slug: 'ten', hits: 3 },
        { id: 11, slug: 'eleven', hits: 1 },
      ])
      .select('id, hits')
      .order('id');
    expect([mixed.status, mixed.data]).toEqual([
      201,
      [
        { id: 10, hits: 3 },
        { id: 11, hits: 1 },
      ],
    ]);
  });

  it('with only key columns sent, still returns the (unchanged) row', async () => {
    // DO UPDATE SET author_id = EXCLUDED.author_id touches the row, so RETURNING yields it.
    const { data, status } = await client
      .from('pg_author_profiles')
      .upsert({ author_id: 1 }, { onConflict: 'author_id' })
      .select();
    expect([status, data]).toEqual([200, [{ author_id: 1, bio: 'first programmer' }]]);
  });

  it('fails like Postgres when the proposed row breaks NOT NULL, before any conflict', async () => {
    // The row to insert is checked first: slug is NOT NULL and was not sent.
    const { error, status } = await client.from('pg_counters').upsert({ id: 1 });
    expect([status, error?.code]).toEqual([400, '23502']);
  });

  it('takes the conflict target from onConflict (a unique column)', async () => {
    const { data, status } = await client
      .from('pg_counters')
      .upsert({ slug: 'about', hits: 7 }, { onConflict: 'slug' })
      .select('id, slug, hits');
    expect([status, data]).toEqual([200, [{ id: 2, slug: 'about', hits: 7 }]]);
  });

  it('echoes the resolution in Preference-Applied, with Content-Range */*', async () => {
    const response = await restFetch(backend, 'pg_counters', {
      method: 'POST',
      headers: { prefer: 'resolution=merge-duplicates,return=minimal' },
      body: JSON.stringify({ id: 20, slug: 'twenty' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, return=minimal',
    );
    expect(response.headers.get('content-range')).toBe('*/*');
    expect(await response.text()).toBe('');
  });
});

describe('ignore-duplicates', () => {
  it('keeps existing rows as they are and returns only the inserted ones', async () => {
    const { data, status } = await client
      .from('pg_counters')
      .upsert(
        [
          { id: 1, slug: 'home', hits: 99 },
          { id: 30, slug: 'thirty', hits: 1 },
        ],
        { ignoreDuplicates: true },
      )
      .select('id, hits');
    expect([status, data]).toEqual([201, [{ id: 30, hits: 1 }]]);
    const { data: home } = await client.from('pg_counters').select('hits').eq('id', 1).single();
    expect(home).toEqual({ hits: 10 });
  });
});

describe('column privileges (the reason to generate PostgREST SQL)', () => {
  // pg_notes grants INSERT (id, body) but UPDATE (body) only.
  it('refuses a merging upsert that sends the key: SET id = EXCLUDED.id needs UPDATE (id)', async () => {
    const { error, status } = await client.from('pg_notes').upsert({ id: 1, body: 'second' });
    // 42501 is 401 for the anon role, 403 for others (PostgREST's error mapping).
    expect([status, error?.code, error?.message]).toEqual([
      401,
      '42501',
      'permission denied for table pg_notes',
    ]);
    const { data } = await client.from('pg_notes').select('body').eq('id', 1).single();
    expect(data).toEqual({ body: 'first' });
  });

  it('allows ignore-duplicates (DO NOTHING needs no UPDATE) and plain inserts', async () => {
    const ignored = await client
      .from('pg_notes')
      .upsert({ id: 1, body: 'other' }, { ignoreDuplicates: true })
      .select();
    expect([ignored.status, ignored.data]).toEqual([201, []]);
    const inserted = await client.from('pg_notes').insert({ id: 2, body: 'new' }).select();
    expect([inserted.status, inserted.data]).toEqual([201, [{ id: 2, body: 'new' }]]);
  });
});

// tables_views.html "Upsert" with `Prefer: missing=default`: with the column list named
// (`columns`, as supabase-js's defaultToNull: false sends it), a key missing from an element
// takes the column's default, in the update of an existing row too (Query/SqlFragment.hs
// fromJsonBodyF merges the defaults over every element).
describe('missing=default', () => {
  it('gives missing keys their default, also where the upsert updates', async () => {
    const { data, status } = await client
      .from('pg_counters')
      .upsert([{ id: 1, slug: 'home' }, { id: 2, slug: 'about', hits: 9 }, { slug: 'defaulted' }], {
        defaultToNull: false,
      })
      .select('id, slug, hits')
      .order('slug');
    expect(status).toBe(201);
    const rows = data as { id: number; slug: string; hits: number }[];
    // hits is among the columns (another element sent it): the existing row takes its default.
    expect(rows.find((row) => row.slug === 'home')).toEqual({ id: 1, slug: 'home', hits: 0 });
    expect(rows.find((row) => row.slug === 'about')).toEqual({ id: 2, slug: 'about', hits: 9 });
    const added = rows.find((row) => row.slug === 'defaulted');
    // The identity sequence (start with 100) gave the new row its id.
    expect(added?.hits).toBe(0);
    expect(added?.id).toBeGreaterThanOrEqual(100);
  });

  it('keeps null for missing keys without it (missing=null is the default)', async () => {
    const response = await restFetch(backend, 'pg_counters?columns=id,slug,hits', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify([
        { id: 50, slug: 'fifty', hits: 5 },
        { id: 51, slug: 'fifty-one' },
      ]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('23502');
  });
});
