import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest, signUpNewUser } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/** Share links: reads and poll answers only through the share-id functions. */

const callers = useCallers();
let owner: SupabaseClient;
let ownerId: string;
let other: SupabaseClient;
let anon: SupabaseClient;

const SHARE_ID = /^[A-Za-z0-9_-]{43}$/;

beforeAll(() => {
  owner = callers.owner;
  ownerId = callers.ownerId;
  other = callers.other;
  anon = callers.anon;
});

async function createPoll(client: SupabaseClient, dates: string[]) {
  const { data: schedule, error } = await client
    .from('schedules')
    .insert({ title: '忘年会', description: '候補日' })
    .select()
    .single();
  if (error) throw error;
  const { data: options } = await client
    .from('schedule_options')
    .insert(dates.map((date_time) => ({ schedule_id: schedule.id, date_time })))
    .select('id, date_time')
    .order('date_time');
  return { schedule, options: options as { id: string; date_time: string }[] };
}

describe('shared to-do lists', () => {
  it("gives all of an owner's to-dos one unguessable share id, and reads them by it", async () => {
    await owner.from('todos').insert({ title: 'first' });
    await owner.from('todos').insert({ title: 'second', description: 'details' });
    await other.from('todos').insert({ title: 'not yours' });
    const { data: rows } = await owner.from('todos').select('share_id');
    const shareIds = new Set(rows?.map((row) => row.share_id));
    expect(shareIds.size).toBe(1);
    const [shareId] = [...shareIds] as string[];
    expect(shareId).toMatch(SHARE_ID);

    const { data, error } = await anon.rpc('get_shared_todos', { p_share_id: shareId });
    expect(error).toBeNull();
    expect(data.map((todo: { title: string }) => todo.title)).toEqual(['second', 'first']);
    expect(Object.keys(data[0]).sort()).toEqual([
      'completed',
      'created_at',
      'description',
      'id',
      'title',
    ]);
  });

  it('returns nothing for an unknown, empty or missing share id', async () => {
    for (const id of ['unknown-share-id', '', null]) {
      const { data, error } = await anon.rpc('get_shared_todos', { p_share_id: id });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('never lets the anon key read the table itself', async () => {
    const { error } = await anon.from('todos').select().eq('user_id', ownerId);
    expect(error?.code).toBe('42501');
  });
});

describe('shared schedule polls', () => {
  it('shows the poll, its options by date and the answers, without e-mails or keys', async () => {
    const { schedule, options } = await createPoll(owner, [
      '2030-12-20T19:00:00+09:00',
      '2030-12-19T19:00:00+09:00',
    ]);
    expect(schedule.share_id).toMatch(SHARE_ID);
    const submitted = await anon.rpc('submit_schedule_answer', {
      p_share_id: schedule.share_id,
      p_respondent_name: ' 佐藤 ',
      p_respondent_email: 'sato@example.com',
      p_comment: 'どちらでも',
      p_answers: [
        { option_id: options[0]?.id, availability: 'yes' },
        { option_id: options[1]?.id, availability: 'maybe' },
      ],
    });
    expect(submitted.error).toBeNull();
    expect(submitted.data).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error } = await anon.rpc('get_shared_schedule', {
      p_share_id: schedule.share_id,
    });
    expect(error).toBeNull();
    // The poll's id is what its calendar entries are named by (the .ics UID), so that a
    // calendar updates the same entry; it opens nothing to a visitor (the owner's rows are read
    // under the owner's policies).
    expect(data.schedule).toEqual({
      id: schedule.id,
      title: '忘年会',
      description: '候補日',
      created_at: expect.any(String),
    });
    expect(data.options.map((option: { id: string }) => option.id)).toEqual(
      options.map((o) => o.id),
    );
    expect(data.answers).toHaveLength(2);
    expect(data.answers[0]).toMatchObject({
      respondent_id: submitted.data,
      respondent_name: '佐藤',
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain('sato@example.com');
    expect(text).not.toContain('user_id');
    expect(text).not.toContain('key');

    // The owner sees the e-mail through RLS; another user sees no answer at all.
    const mine = await owner
      .from('schedule_answers')
      .select('respondent_email')
      .eq('schedule_id', schedule.id);
    expect(mine.data?.[0]?.respondent_email).toBe('sato@example.com');
    const theirs = await other.from('schedule_answers').select().eq('schedule_id', schedule.id);
    expect(theirs.data).toEqual([]);
  });

  it('returns null for an unknown share id', async () => {
    const { data, error } = await anon.rpc('get_shared_schedule', { p_share_id: 'nope' });
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it("rejects an answer naming another schedule's option", async () => {
    const mine = await createPoll(owner, ['2031-01-10T10:00:00+09:00']);
    const foreign = await createPoll(other, ['2031-01-11T10:00:00+09:00']);
    const { error } = await anon.rpc('submit_schedule_answer', {
      p_share_id: mine.schedule.share_id,
      p_respondent_name: 'Mallory',
      p_respondent_email: null,
      p_comment: null,
      p_answers: [{ option_id: foreign.options[0]?.id, availability: 'yes' }],
    });
    expect(error?.message).toContain('does not belong to this schedule');
    const { data } = await owner
      .from('schedule_answers')
      .select()
      .eq('schedule_id', mine.schedule.id);
    expect(data).toEqual([]);
  });

  it('validates name, answers and availability, and 404s an unknown poll', async () => {
    const { schedule, options } = await createPoll(owner, ['2031-02-01T09:00:00+09:00']);
    const answer = (overrides: Record<string, unknown>) =>
      anon.rpc('submit_schedule_answer', {
        p_share_id: schedule.share_id,
        p_respondent_name: 'Name',
        p_respondent_email: null,
        p_comment: null,
        p_answers: [{ option_id: options[0]?.id, availability: 'yes' }],
        ...overrides,
      });
    expect((await answer({ p_respondent_name: ' \u3000 ' })).error?.message).toBe(
      'respondent name is required',
    );
    expect((await answer({ p_answers: [] })).error?.message).toBe(
      'at least one answer is required',
    );
    const badAvailability = await answer({
      p_answers: [{ option_id: options[0]?.id, availability: 'often' }],
    });
    expect(badAvailability.error?.message).toContain('availability');
    expect(badAvailability.status).toBe(400);
    const unknown = await answer({ p_share_id: 'no-such-poll' });
    expect(unknown.status).toBe(404);
  });

  it('replaces the earlier answer set of the same respondent key, keeping its id', async () => {
    const { schedule, options } = await createPoll(owner, [
      '2031-03-01T09:00:00+09:00',
      '2031-03-02T09:00:00+09:00',
    ]);
    const key = crypto.randomUUID();
    const submit = (availability: string) =>
      anon.rpc('submit_schedule_answer', {
        p_share_id: schedule.share_id,
        p_respondent_name: 'Kato',
        p_respondent_email: null,
        p_comment: null,
        p_answers: options.map((option) => ({ option_id: option.id, availability })),
        p_respondent_key: key,
      });
    const first = await submit('yes');
    const second = await submit('no');
    expect(second.data).toBe(first.data);
    const { data } = await anon.rpc('get_shared_schedule', { p_share_id: schedule.share_id });
    expect(data.answers.map((a: { availability: string }) => a.availability)).toEqual(['no', 'no']);
  });
});

describe('shared bookmarks', () => {
  it('reads one bookmark by share id, without its owner', async () => {
    const { data: bookmark } = await owner
      .from('book_bookmarks')
      .insert({
        query: 'Rust',
        criteria: '[link](https://example.com)',
        recommendations: [{ asin: 'B1' }],
      })
      .select()
      .single();
    expect(bookmark?.share_id).toMatch(SHARE_ID);
    const { data } = await anon.rpc('get_shared_bookmark', { p_share_id: bookmark?.share_id });
    expect(data).toEqual({
      query: 'Rust',
      criteria: '[link](https://example.com)',
      search_request: null,
      recommendations: [{ asin: 'B1' }],
      created_at: expect.any(String),
    });
    expect((await anon.rpc('get_shared_bookmark', { p_share_id: 'nope' })).data).toBeNull();
  });
});

describe('guest purge', () => {
  it('removes only guests inactive for more than 30 days, with their rows', async () => {
    const stale = await signInAsGuest(callers.backend);
    const fresh = await signInAsGuest(callers.backend);
    const oldMember = await signUpNewUser(callers.backend);
    await stale.client.from('todos').insert({ title: 'stale guest to-do' });
    await fresh.client.from('todos').insert({ title: 'fresh guest to-do' });
    const age = (id: string) =>
      callers.backend.database.query(
        `with u as (update auth.users set created_at = now() - interval '40 days',
           last_sign_in_at = now() - interval '31 days' where id = $1::uuid returning id)
         update auth.sessions set created_at = now() - interval '40 days',
           updated_at = now() - interval '31 days', refreshed_at = null
         where user_id = (select id from u)`,
        [id],
      );
    await age(stale.user.id);
    await age(oldMember.user.id);

    const denied = await stale.client.rpc('purge_stale_guests');
    expect(denied.error?.code).toBe('42501');
    expect((await anon.rpc('purge_stale_guests')).status).toBe(401);

    const service = callers.service;
    const { data, error } = await service.rpc('purge_stale_guests');
    expect(error).toBeNull();
    expect(data).toBe(1);
    const remaining = await callers.backend.database.query(
      'select id::text as id from auth.users where id = any($1::uuid[])',
      [`{${[stale.user.id, fresh.user.id, oldMember.user.id].join(',')}}`],
    );
    expect(remaining.rows.map((row) => row.id).sort()).toEqual(
      [fresh.user.id, oldMember.user.id].sort(),
    );
    const todos = await service
      .from('todos')
      .select('title')
      .in('user_id', [stale.user.id, fresh.user.id]);
    expect(todos.data).toEqual([{ title: 'fresh guest to-do' }]);
  });
});
