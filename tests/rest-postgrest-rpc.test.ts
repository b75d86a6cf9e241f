import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient } from './helpers/backend.ts';
import { restFetch, startPostgrestFixture } from './helpers/postgrest-fixture.ts';

/**
 * Functions over HTTP as PostgREST calls them:
 * https://docs.postgrest.org/en/stable/references/api/functions.html and
 * src/library/PostgREST/Plan.hs (findProc: overloads, single unnamed parameters,
 * read-only calls) and Error.hs (PGRST202, PGRST203).
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

describe('single unnamed parameters (functions.html#functions-with-a-single-unnamed-parameter)', () => {
  it('passes the whole JSON body to fn(json)', async () => {
    const { data, error } = await client.rpc('pg_echo', { a: 1, list: [2, 3] });
    expect(error).toBeNull();
    expect(data).toEqual({ a: 1, list: [2, 3] });
  });

  it('passes a text/plain body to fn(text)', async () => {
    const response = await restFetch(backend, 'rpc/pg_shout', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('HELLO');
  });
});

describe('table-row parameters', () => {
  it('takes a JSON object for a parameter of a table row type', async () => {
    const book = { id: 99, title: 'Draft', price: 120, author_id: 1 };
    const { data, error } = await client.rpc('pg_book_label', { book });
    expect(error).toBeNull();
    expect(data).toBe('Draft (120)');
  });
});

describe('overloaded functions', () => {
  it('answers PGRST203 (300) when the argument names fit more than one', async () => {
    const { error, status } = await client.rpc('pg_add', { a: 1, b: 2 });
    expect([status, error?.code]).toEqual([300, 'PGRST203']);
    expect(error?.message).toMatch(/^Could not choose the best candidate function between: /);
    expect(error?.message).toContain('public.pg_add(a => integer, b => integer)');
    expect(error?.message).toContain('public.pg_add(a => text, b => text)');
    expect(error?.hint).toBe(
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
    // A default parameter makes fn(x) and fn(x, y default 0) both fit { x }.
    const ambiguous = await client.rpc('pg_pick', { x: 1 });
    expect(ambiguous.error?.code).toBe('PGRST203');
  });

  it('picks the one overload whose parameters the arguments match exactly', async () => {
    const { data } = await client.rpc('pg_pick', { x: 1, y: 2 });
    expect(data).toBe(3);
  });

  it('answers PGRST202 with PostgREST wording when nothing matches', async () => {
    const { error, status } = await client.rpc('pg_books_under', { max_prise: 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.pg_books_under(max_prise) in the schema cache',
      details:
        'Searched for the function public.pg_books_under with parameter max_prise or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.pg_books_under(max_price)',
    });
    // Error.hs noRpcHint: a hint only when a parameter list (or, without overloads, a
    // function name) is close enough by PostgREST's fuzzy set; `cap` is close to nothing.
    const far = await client.rpc('pg_books_under', { cap: 1 });
    expect(far.error?.hint).toBeNull();
    const misspelt = await client.rpc('pg_book_cont');
    expect(misspelt.error?.hint).toBe(
      'Perhaps you meant to call the function public.pg_book_count',
    );
    const none = await client.rpc('pg_no_such_function');
    expect(none.error?.message).toBe(
      'Could not find the function public.pg_no_such_function without parameters in the schema cache',
    );
  });
});

describe('GET calls (functions.html#calling-functions-with-get)', () => {
  it('takes arguments from the query string; other keys with operators filter the result', async () => {
    const { data } = await client
      .rpc('pg_books_under', { max_price: 1000 }, { get: true })
      .select('title')
      .neq('title', 'Notes')
      .order('id');
    expect(data).toEqual([{ title: 'Compilers' }, { title: 'Shells' }]);
  });

  it('embeds relationships of a function returning table rows', async () => {
    const { data } = await client
      .rpc('pg_books_under', { max_price: 600 })
      .select('title, pg_tags(label)')
      .order('id');
    expect(data).toEqual([
      { title: 'Notes', pg_tags: [{ label: 'history' }] },
      { title: 'Shells', pg_tags: [{ label: 'systems' }] },
    ]);
  });

  it('runs read-only: a volatile function that writes fails by GET (25006, 405)', async () => {
    const response = await restFetch(backend, 'rpc/pg_reprice?factor=2');
    expect(response.status).toBe(405);
    expect(((await response.json()) as { code: string }).code).toBe('25006');
    const { data, error } = await client.rpc('pg_reprice', { factor: 1 }).select('id').order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
  });
});

// SchemaCache.hs funcsSqlQuery keeps a function with unnamed parameters only when it has a
// single one of type json, jsonb, text, xml or bytea ("callable"); Plan.hs findProc then
// picks among those. QueryBuilder.hs callPlanToQuery passes the body to that parameter.
describe('unnamed parameters narrowed by type', () => {
  it('calls the one callable overload: fn(text) among fn(boolean), fn(integer), fn(text)', async () => {
    const response = await restFetch(backend, 'rpc/pg_poly', {
      method: 'POST',
      body: JSON.stringify({ '': 'x' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('text: {"":"x"}');
  });

  it('answers PGRST202 for a function whose only parameter is an unnamed integer', async () => {
    const response = await restFetch(backend, 'rpc/pg_unnamed_integer', {
      method: 'POST',
      body: JSON.stringify({ '': 1 }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.pg_unnamed_integer() in the schema cache',
      details:
        'Searched for the function public.pg_unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });
});

// functions.html "Functions that return a single row": selected, filtered and embedded like a
// table, answered as one object (null when a filter leaves nothing).
describe('a function returning one row', () => {
  it('honours select, embeds and filters', async () => {
    const embedded = await restFetch(
      backend,
      'rpc/pg_author_of?book_id=3&select=name,pg_books!author_id(title)',
    );
    expect(await embedded.json()).toEqual({ name: 'Grace', pg_books: [{ title: 'Compilers' }] });
    const filtered = await restFetch(backend, 'rpc/pg_author_of?book_id=3&name=eq.nobody');
    expect(filtered.status).toBe(200);
    expect(await filtered.json()).toBeNull();
  });
});
