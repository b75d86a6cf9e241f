import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient } from './helpers/backend.ts';
import { restFetch, startPostgrestFixture } from './helpers/postgrest-fixture.ts';

/**
 * Resource embedding as PostgREST answers it, on tests/fixtures/postgrest-schema.sql.
 * Reference: https://docs.postgrest.org/en/stable/references/api/resource_embedding.html
 * and PostgREST's src/library/PostgREST/Plan.hs (findRel) and SchemaCache.hs (which
 * relationships exist and their cardinality).
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

describe('cardinality decides object or array (resource_embedding.html#one-to-one-relationships)', () => {
  it('many-to-one embeds an object, one-to-many an array, an unmatched to-one is null', async () => {
    const { data: books, error } = await client
      .from('pg_books')
      .select('title, pg_authors!author_id(name)')
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(books).toEqual([
      { title: 'Notes', pg_authors: { name: 'Ada' } },
      { title: 'Kernels', pg_authors: { name: 'Linus' } },
    ]);
    const { data: authors } = await client
      .from('pg_authors')
      .select('name, pg_books!author_id(title)')
      .in('id', [3, 4])
      .order('id')
      .order('id', { referencedTable: 'pg_books' });
    // An author without books gets [] (to-many embeds are never null).
    expect(authors).toEqual([
      { name: 'Linus', pg_books: [{ title: 'Kernels' }, { title: 'Shells' }] },
      { name: 'Solo', pg_books: [] },
    ]);
  });

  it('one-to-one (the foreign key is unique) is an object from both sides', async () => {
    const { data: authors } = await client
      .from('pg_authors')
      .select('name, pg_author_profiles(bio)')
      .in('id', [1, 3])
      .order('id');
    expect(authors).toEqual([
      { name: 'Ada', pg_author_profiles: { bio: 'first programmer' } },
      { name: 'Linus', pg_author_profiles: null },
    ]);
    const { data: profile } = await client
      .from('pg_author_profiles')
      .select('bio, pg_authors(name)')
      .eq('author_id', 2)
      .single();
    expect(profile).toEqual({ bio: 'COBOL', pg_authors: { name: 'Grace' } });
  });

  it('many-to-many goes through the junction table (both keys in its primary key)', async () => {
    const { data } = await client
      .from('pg_books')
      .select('title, pg_tags(label)')
      .eq('id', 2)
      .order('id', { referencedTable: 'pg_tags' })
      .single();
    expect(data).toEqual({
      title: 'Engines',
      pg_tags: [{ label: 'history' }, { label: 'systems' }],
    });
    const { data: tags } = await client.from('pg_tags').select('label, pg_books(id)').eq('id', 3);
    expect(tags).toEqual([{ label: 'unused', pg_books: [] }]);
  });
});

describe('disambiguation (resource_embedding.html#foreign-key-joins, Plan.hs findRel)', () => {
  it('two foreign keys to one table answer PGRST201 with status 300', async () => {
    const { error, status } = await client.from('pg_books').select('title, pg_authors(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.message).toBe(
      "Could not embed because more than one relationship was found for 'pg_books' and 'pg_authors'",
    );
    expect(error?.hint).toBe(
      "Try changing 'pg_authors' to one of the following: 'pg_authors!pg_books_author_fk', 'pg_authors!pg_books_editor_fk'. Find the desired relationship in the 'details' key.",
    );
    expect(error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'pg_books with pg_authors',
        relationship: 'pg_books_author_fk using pg_books(author_id) and pg_authors(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'pg_books with pg_authors',
        relationship: 'pg_books_editor_fk using pg_books(editor_id) and pg_authors(id)',
      },
    ]);
  });

  it('a hint names the constraint or the foreign-key column; aliases rename', async () => {
    const { data } = await client
      .from('pg_books')
      .select(
        'title, author:pg_authors!pg_books_author_fk(name), editor:pg_authors!editor_id(name)',
      )
      .eq('id', 3)
      .single();
    expect(data).toEqual({
      title: 'Compilers',
      author: { name: 'Grace' },
      editor: { name: 'Ada' },
    });
  });

  it('self-reference: the column name gives the parent, the table name the children', async () => {
    // /family_tree?select=parent(*) and ?select=children:family_tree(*) in Plan.hs.
    const { data } = await client
      .from('pg_authors')
      .select('name, mentor:mentor_id(name), mentees:pg_authors(name)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'mentees' });
    expect(data).toEqual([
      { name: 'Ada', mentor: null, mentees: [{ name: 'Grace' }, { name: 'Linus' }] },
      { name: 'Grace', mentor: { name: 'Ada' }, mentees: [] },
    ]);
  });

  it('an unknown relationship answers PGRST200', async () => {
    const { error, status } = await client.from('pg_tags').select('label, pg_authors(name)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
    expect(error?.details).toBe(
      "Searched for a foreign key relationship between 'pg_tags' and 'pg_authors' in the schema 'public', but no matches were found.",
    );
  });
});

describe('filtering through embeds (resource_embedding.html#top-level-filtering)', () => {
  it('!inner drops parents without a matching related row; embedded filters apply', async () => {
    const { data } = await client
      .from('pg_authors')
      .select('name, pg_books!author_id!inner(title)')
      .lt('pg_books.price', 600)
      .order('id');
    expect(data).toEqual([
      { name: 'Ada', pg_books: [{ title: 'Notes' }] },
      { name: 'Linus', pg_books: [{ title: 'Shells' }] },
    ]);
  });

  it('an empty embed rel() filters without appearing in the output', async () => {
    const { data } = await client
      .from('pg_books')
      .select('title, pg_tags!inner()')
      .eq('pg_tags.label', 'history')
      .order('id');
    expect(data).toEqual([{ title: 'Notes' }, { title: 'Engines' }]);
  });

  it('rel=not.is.null / rel=is.null filter parents by whether anything is related', async () => {
    // resource_embedding.html#null-filtering-on-embedded-resources (addNullEmbedFilters)
    const { data: withBooks, count } = await client
      .from('pg_authors')
      .select('name, pg_books!author_id(title)', { count: 'exact' })
      .lt('pg_books.price', 600)
      .not('pg_books', 'is', null)
      .order('id');
    expect(count).toBe(2);
    expect(withBooks).toEqual([
      { name: 'Ada', pg_books: [{ title: 'Notes' }] },
      { name: 'Linus', pg_books: [{ title: 'Shells' }] },
    ]);
    const { data: unprofiled } = await client
      .from('pg_authors')
      .select('name, pg_author_profiles()')
      .is('pg_author_profiles', null)
      .order('id');
    expect(unprofiled).toEqual([{ name: 'Linus' }, { name: 'Solo' }]);
  });

  it('count inside an embed counts the related rows (0 when none)', async () => {
    const { data } = await client
      .from('pg_authors')
      .select('name, pg_books!author_id(count)')
      .order('id');
    expect(data).toEqual([
      { name: 'Ada', pg_books: [{ count: 2 }] },
      { name: 'Grace', pg_books: [{ count: 1 }] },
      { name: 'Linus', pg_books: [{ count: 2 }] },
      { name: 'Solo', pg_books: [{ count: 0 }] },
    ]);
  });

  it('aggregate functions such as count() are refused as on hosted Supabase (PGRST123)', async () => {
    const { error, status } = await client.from('pg_books').select('count()');
    expect([status, error?.code, error?.message]).toEqual([
      400,
      'PGRST123',
      'Use of aggregate functions is not allowed',
    ]);
  });
});

describe('spread (resource_embedding.html#spread-embedded-resource)', () => {
  it('a to-one spread lifts the columns into the parent object', async () => {
    const { data } = await client
      .from('pg_books')
      .select('title, ...pg_authors!author_id(author_name:name)')
      .in('id', [1, 5])
      .order('id');
    expect(data).toEqual([
      { title: 'Notes', author_name: 'Ada' },
      { title: 'Shells', author_name: 'Linus' },
    ]);
  });

  it('a to-many spread makes each column an array', async () => {
    const { data } = await client
      .from('pg_authors')
      .select('name, ...pg_books!author_id(title)')
      .eq('id', 1)
      .order('id', { referencedTable: 'pg_books' })
      .single();
    expect(data).toEqual({ name: 'Ada', title: ['Notes', 'Engines'] });
  });
});

describe('computed fields and functions as embeds', () => {
  it('a function of the row reads like a column: select, filter, order', async () => {
    // https://docs.postgrest.org/en/stable/references/api/computed_fields.html
    const response = await restFetch(
      backend,
      'pg_authors?select=id,pg_display_name&pg_display_name=like.*a*&order=pg_display_name.desc',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: 2, pg_display_name: 'Grace #2' },
      { id: 1, pg_display_name: 'Ada #1' },
    ]);
  });

  it('a function returning rows embeds like a relationship (array, or object for rows 1)', async () => {
    // https://docs.postgrest.org/en/stable/references/api/resource_embedding.html#computed-relationships
    const { data } = await client
      .from('pg_authors')
      .select('name, pg_cheap_books(title), pg_latest_book(title)')
      .in('id', [1, 4])
      .order('id');
    expect(data).toEqual([
      { name: 'Ada', pg_cheap_books: [{ title: 'Notes' }], pg_latest_book: { title: 'Engines' } },
      { name: 'Solo', pg_cheap_books: [], pg_latest_book: null },
    ]);
  });
});

// SchemaCache.hs allViewsKeyDependencies / addViewM2OAndO2ORels: a view column copying a
// foreign-key column carries the relationship; Plan.hs findRel reaches a view by its name.
describe('relationships through views', () => {
  it('embeds a table from a view and a view from a table', async () => {
    const fromView = await client
      .from('pg_cheap_books_view')
      .select('title, pg_authors(name)')
      .order('id');
    expect(fromView.data).toEqual([
      { title: 'Notes', pg_authors: { name: 'Ada' } },
      { title: 'Compilers', pg_authors: { name: 'Grace' } },
      { title: 'Shells', pg_authors: { name: 'Linus' } },
    ]);
    const toView = await client
      .from('pg_authors')
      .select('name, pg_cheap_books_view(title)')
      .eq('id', 1)
      .single();
    expect(toView.data).toEqual({ name: 'Ada', pg_cheap_books_view: [{ title: 'Notes' }] });
  });
});

describe('the same relation embedded twice without aliases', () => {
  it("answers 42712 as PostgreSQL words it for PostgREST's aliases", async () => {
    const response = await restFetch(
      backend,
      'pg_books?select=pg_authors!author_id(name),pg_authors!editor_id(name)',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "pg_books_pg_authors_1" specified more than once',
    });
  });
});

// Error.hs tableNotFoundHint and noRelBetweenHint (fuzzy matches, as PostgREST's doctests).
describe('hints', () => {
  it('suggests the table or relationship meant', async () => {
    const table = await restFetch(backend, 'pg_bookz');
    expect(await table.json()).toMatchObject({
      code: 'PGRST205',
      hint: "Perhaps you meant the table 'public.pg_books'",
    });
    const relation = await restFetch(backend, 'pg_authors?select=pg_bookz(title)');
    expect(await relation.json()).toMatchObject({
      code: 'PGRST200',
      hint: "Perhaps you meant 'pg_books' instead of 'pg_bookz'.",
    });
  });
});
