import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JwtKeys, DEFAULT_JWT_SECRET } from '../server/auth/jwt.ts';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/** The PostgREST behaviour supabase-js relies on, exercised through supabase-js itself. */

let backend: RunningBackend;
let client: SupabaseClient;
let accessToken: string;
let shareId: string;

const TITLES = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];

beforeAll(async () => {
  backend = await startTestBackend();
  const user = await signUpNewUser(backend);
  client = user.client;
  accessToken = user.accessToken;
  for (const [index, title] of TITLES.entries()) {
    // One by one, so created_at follows the list order.
    const { error } = await client
      .from('todos')
      .insert({ title, completed: index % 2 === 0, description: index === 4 ? null : `d${index}` });
    if (error) throw error;
  }
  const { data } = await client.from('todos').select('share_id').limit(1).single();
  shareId = (data as { share_id: string }).share_id;
});
afterAll(async () => {
  await backend?.close();
});

const titles = (data: unknown) => (data as { title: string }[] | null)?.map((row) => row.title);

describe('reading', () => {
  it('filters with eq, neq, in, is, like, ilike, or and not', async () => {
    const cases: [() => PromiseLike<{ data: unknown }>, string[]][] = [
      [() => client.from('todos').select('title').eq('title', 'alpha'), ['alpha']],
      [
        () => client.from('todos').select('title').neq('completed', true).order('created_at'),
        ['beta', 'delta'],
      ],
      [
        () =>
          client
            .from('todos')
            .select('title')
            .in('title', ['gamma', 'delta', 'a,b'])
            .order('title'),
        ['delta', 'gamma'],
      ],
      [() => client.from('todos').select('title').is('description', null), ['epsilon']],
      [() => client.from('todos').select('title').like('title', '%eta'), ['beta']],
      [() => client.from('todos').select('title').ilike('title', 'B%'), ['beta']],
      [
        () =>
          client.from('todos').select('title').or('title.eq.alpha,title.eq.gamma').order('title'),
        ['alpha', 'gamma'],
      ],
      [
        () =>
          client
            .from('todos')
            .select('title')
            .not('title', 'in', '(alpha,beta,gamma)')
            .order('title'),
        ['delta', 'epsilon'],
      ],
    ];
    for (const [query, expected] of cases) {
      expect(titles((await query()).data)).toEqual(expected);
    }
  });

  it('compares timestamps with gt, gte, lt and lte', async () => {
    const { data } = await client.from('todos').select('title, created_at').order('created_at');
    const rows = data as { title: string; created_at: string }[];
    const middle = rows[2]?.created_at as string;
    expect(
      titles(
        (await client.from('todos').select('title').gt('created_at', middle).order('created_at'))
          .data,
      ),
    ).toEqual(['delta', 'epsilon']);
    expect(
      titles(
        (await client.from('todos').select('title').gte('created_at', middle).order('created_at'))
          .data,
      ),
    ).toEqual(['gamma', 'delta', 'epsilon']);
    expect(
      titles(
        (await client.from('todos').select('title').lt('created_at', middle).order('created_at'))
          .data,
      ),
    ).toEqual(['alpha', 'beta']);
    expect(
      titles(
        (await client.from('todos').select('title').lte('created_at', middle).order('created_at'))
          .data,
      ),
    ).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('orders, pages with range/limit and counts exactly', async () => {
    const page = await client
      .from('todos')
      .select('title', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(1, 2);
    expect(titles(page.data)).toEqual(['delta', 'gamma']);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);
    const head = await client
      .from('todos')
      .select('*', { count: 'exact', head: true })
      .eq('completed', true);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    expect(
      titles((await client.from('todos').select('title').order('title').limit(2)).data),
    ).toEqual(['alpha', 'beta']);
  });

  it('selects column lists with aliases and casts', async () => {
    const { data } = await client
      .from('todos')
      .select('name:title, done:completed, completed::text')
      .eq('title', 'alpha')
      .single();
    expect(data).toEqual({ name: 'alpha', done: true, completed: 'true' });
  });

  it('returns one object with single(), PGRST116 otherwise; maybeSingle() allows none', async () => {
    expect((await client.from('todos').select('title').eq('title', 'gamma').single()).data).toEqual(
      { title: 'gamma' },
    );
    const none = await client.from('todos').select().eq('title', 'zeta').single();
    expect(none.error?.code).toBe('PGRST116');
    expect(none.status).toBe(406);
    const many = await client.from('todos').select().single();
    expect(many.error?.code).toBe('PGRST116');
    expect((await client.from('todos').select().eq('title', 'zeta').maybeSingle()).data).toBeNull();
  });

  it('embeds related rows both ways', async () => {
    const { data: schedule } = await client
      .from('schedules')
      .insert({ title: 'embed' })
      .select()
      .single();
    await client.from('schedule_options').insert([
      { schedule_id: schedule?.id, date_time: '2030-05-02T10:00:00Z', label: 'later' },
      { schedule_id: schedule?.id, date_time: '2030-05-01T10:00:00Z', label: 'sooner' },
    ]);
    // schedules.decided_option_id is a second foreign key between the two tables, so PostgREST
    // needs the hint (without it: 300 PGRST201, "Could not embed because more than one
    // relationship was found"); the constraint name picks the options of the poll.
    const ambiguous = await client.from('schedules').select('title, schedule_options(label)');
    expect([ambiguous.status, ambiguous.error?.code]).toEqual([300, 'PGRST201']);
    const { data, error } = await client
      .from('schedules')
      .select(
        'title, options:schedule_options!schedule_options_schedule_id_fkey(label), schedule_answers(id)',
      )
      .eq('id', schedule?.id)
      .order('date_time', { referencedTable: 'options' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'embed',
      options: [{ label: 'sooner' }, { label: 'later' }],
      schedule_answers: [],
    });
    const child = await client
      .from('schedule_options')
      .select('label, schedules!schedule_options_schedule_id_fkey(title)')
      .eq('label', 'later')
      .single();
    expect(child.data).toEqual({ label: 'later', schedules: { title: 'embed' } });
  });

  it('reports unknown tables, columns and malformed values as PostgREST does', async () => {
    const table = await client.from('no_such_table').select();
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const column = await client.from('todos').select('nope');
    expect([column.status, column.error?.code]).toEqual([400, '42703']);
    const uuid = await client.from('todos').select().eq('id', 'not-a-uuid');
    expect([uuid.status, uuid.error?.code]).toEqual([400, '22P02']);
    const schema = await client.schema('auth').from('users').select();
    expect([schema.status, schema.error?.code]).toEqual([406, 'PGRST106']);
  });
});

describe('functions', () => {
  it('calls functions by POST and GET, with filters on table results', async () => {
    const post = await client
      .rpc('get_shared_todos', { p_share_id: shareId })
      .eq('completed', false)
      .order('title');
    expect(titles(post.data)).toEqual(['beta', 'delta']);
    const get = await client
      .rpc('get_shared_todos', { p_share_id: shareId }, { get: true })
      .limit(1);
    expect(get.data).toHaveLength(1);
    const unknown = await client.rpc('no_such_function');
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('writing', () => {
  it('inserts arrays with representation, or nothing by default', async () => {
    // Without missing=default (supabase-js's defaultToNull), absent keys are NULL, as in PostgREST.
    const nulls = await client
      .from('todos')
      .insert([{ title: 'x' }, { title: 'y', completed: true }]);
    expect(nulls.error?.code).toBe('23502');
    const minimal = await client.from('todos').insert({ title: 'minimal' });
    expect([minimal.status, minimal.data]).toEqual([201, null]);
    const { data, status } = await client
      .from('todos')
      .insert([{ title: 'bulk 1' }, { title: 'bulk 2', completed: true }], { defaultToNull: false })
      .select('title, completed');
    expect(status).toBe(201);
    expect(data).toEqual([
      { title: 'bulk 1', completed: false },
      { title: 'bulk 2', completed: true },
    ]);
  });

  it('updates and deletes with count, and refuses a filterless update', async () => {
    const updated = await client
      .from('todos')
      .update({ description: 'bulk' }, { count: 'exact' })
      .like('title', 'bulk*');
    expect([updated.status, updated.count]).toEqual([204, 2]);
    const unfiltered = await client.from('todos').update({ completed: false });
    expect(unfiltered.error?.code).toBe('21000');
    const deleted = await client
      .from('todos')
      .delete({ count: 'exact' })
      .eq('description', 'bulk')
      .select('title');
    expect([deleted.status, deleted.count, titles(deleted.data)?.sort()]).toEqual([
      200,
      2,
      ['bulk 1', 'bulk 2'],
    ]);
  });

  it('upserts as PostgREST does: every sent column is updated, so column grants apply', async () => {
    // PostgREST's SQL (src/library/PostgREST/Query/QueryBuilder.hs) is
    // `ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id, title = EXCLUDED.title`: schedules
    // grants UPDATE on (title, description) only, so hosted Supabase refuses this upsert.
    const { data: row } = await client
      .from('schedules')
      .insert({ title: 'v1' })
      .select('id')
      .single();
    const refused = await client
      .from('schedules')
      .upsert({ id: row?.id, title: 'v2' })
      .select('title');
    expect([refused.status, refused.error?.code]).toEqual([403, '42501']);
    const { data } = await client.from('schedules').select('title').eq('id', row?.id);
    expect(data).toEqual([{ title: 'v1' }]);
  });

  it('rejects a body that is not JSON with PGRST102', async () => {
    const response = await fetch(`${backend.url}/rest/v1/todos`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
  });
});

describe('keys and tokens', () => {
  it('requires an apikey, a valid one, and an unexpired token', async () => {
    const missing = await fetch(`${backend.url}/rest/v1/todos`);
    expect(missing.status).toBe(401);
    const invalid = await fetch(`${backend.url}/rest/v1/todos`, { headers: { apikey: 'nope' } });
    expect(invalid.status).toBe(401);
    const expired = await new JwtKeys(DEFAULT_JWT_SECRET).sign({
      role: 'authenticated',
      sub: crypto.randomUUID(),
      exp: 1,
    });
    const old = await createTestClient(backend.url, backend.anonKey)
      .from('todos')
      .select()
      .setHeader('Authorization', `Bearer ${expired}`);
    expect([old.status, old.error?.code]).toEqual([401, 'PGRST303']);
  });

  it('answers CORS preflights and exposes Content-Range', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/todos`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    const response = await fetch(`${backend.url}/rest/v1/todos?select=id`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(response.headers.get('content-range')).toMatch(/^0-\d+\/\*$/);
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
