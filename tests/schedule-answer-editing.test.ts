import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';

/**
 * Polls edited together, through the real supabase-js: an answer changed by name from another
 * browser, the respondent-only mode with and without the edit code, the owner removing an
 * answer, the deadline rule, and polls written by earlier pages still read and answered.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let ownerId: string;
let guest: SupabaseClient;
let guestId: string;
let service: SupabaseClient;
/** Two visitors in two browsers: A answered, C edits from elsewhere. */
let visitorA: SupabaseClient;
let visitorC: SupabaseClient;

const KEY_A = 'browser-a-key-0123456789';
const KEY_C = 'browser-c-key-0123456789';

interface Poll {
  id: string;
  share_id: string;
  options: { id: string }[];
}

interface Saved {
  respondent_id: string;
  edit_code: string | null;
}

async function pollOf(client: SupabaseClient, userId: string): Promise<Poll> {
  const { data: schedule, error } = await client
    .from('schedules')
    .insert({ user_id: userId, title: '定例会' })
    .select('id,share_id')
    .single();
  if (error) throw new Error(error.message);
  const { data: options, error: optionError } = await client
    .from('schedule_options')
    .insert([
      { schedule_id: schedule.id, date_time: '2030-12-01T14:00:00+09:00', kind: 'time' },
      { schedule_id: schedule.id, date_time: '2030-12-02T00:00:00+09:00', kind: 'afternoon' },
      { schedule_id: schedule.id, kind: 'text', label: 'オンラインならいつでも' },
    ])
    .select('id');
  if (optionError) throw new Error(optionError.message);
  return { ...schedule, options: options ?? [] };
}

interface SaveArgs {
  name?: string;
  email?: string | null;
  marks?: ('yes' | 'maybe' | 'no')[];
  key?: string | null;
  respondentId?: string | null;
  code?: string | null;
}

function save(client: SupabaseClient, poll: Poll, args: SaveArgs = {}) {
  const marks = args.marks ?? ['yes', 'yes', 'yes'];
  return client.rpc('save_schedule_answer', {
    p_share_id: poll.share_id,
    p_respondent_name: args.name ?? '田中',
    p_respondent_email: args.email === undefined ? null : args.email,
    p_comment: null,
    p_answers: poll.options.map((option, i) => ({
      option_id: option.id,
      availability: marks[i] ?? 'yes',
    })),
    p_respondent_key: args.key === undefined ? KEY_A : args.key,
    p_respondent_id: args.respondentId ?? null,
    p_edit_code: args.code ?? null,
  });
}

async function saved(client: SupabaseClient, poll: Poll, args: SaveArgs = {}): Promise<Saved> {
  const { data, error } = await save(client, poll, args);
  if (error) throw new Error(error.message);
  return data as Saved;
}

/** What the public page reads. */
async function shared(poll: Poll) {
  const { data, error } = await visitorC.rpc('get_shared_schedule', { p_share_id: poll.share_id });
  if (error) throw new Error(error.message);
  return data as {
    respondent_only_edits: boolean;
    server_now: string;
    options: { id: string; kind: string; date_time: string | null; label: string | null }[];
    answers: {
      respondent_id: string;
      respondent_name: string;
      option_id: string;
      availability: string;
      created_at: string;
    }[];
  };
}

/** One respondent's marks in the order of the poll's options (rows come ordered by id). */
function marksOf(
  poll: Poll,
  answers: { option_id: string; availability: string }[],
): (string | undefined)[] {
  return poll.options.map(
    (option) => answers.find((answer) => answer.option_id === option.id)?.availability,
  );
}

async function storedRows(poll: Poll) {
  const { data } = await service
    .from('schedule_answers')
    .select('respondent_id,respondent_name,respondent_email,availability,respondent_key_hash')
    .eq('schedule_id', poll.id);
  return data ?? [];
}

beforeAll(async () => {
  backend = await startTestBackend();
  const [a, g] = await Promise.all([signUpNewUser(backend), signInAsGuest(backend)]);
  owner = a.client;
  ownerId = a.user.id;
  guest = g.client;
  guestId = g.user.id;
  service = createTestClient(backend.url, backend.serviceRoleKey);
  visitorA = createTestClient(backend.url, backend.anonKey);
  visitorC = createTestClient(backend.url, backend.anonKey);
});
afterAll(async () => {
  await backend?.close();
});

describe('editing an answer by name from another browser', () => {
  it('replaces the row in place: one 田中, same id, place and e-mail; no code for C', async () => {
    const poll = await pollOf(owner, ownerId);
    const first = await saved(visitorA, poll, { email: 'tanaka@example.com' });
    expect(first.edit_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await saved(visitorA, poll, { name: '伊藤', key: 'browser-a-second-person-key' });
    const before = await shared(poll);
    const firstAt = before.answers.find((a) => a.respondent_name === '田中')?.created_at;

    const edit = await saved(visitorC, poll, {
      name: '田中',
      key: KEY_C,
      respondentId: first.respondent_id,
      marks: ['no', 'maybe', 'no'],
    });
    expect(edit).toEqual({ respondent_id: first.respondent_id, edit_code: null, revision: 2 });

    const after = await shared(poll);
    const tanaka = after.answers.filter((a) => a.respondent_name === '田中');
    expect(new Set(tanaka.map((a) => a.respondent_id))).toEqual(new Set([first.respondent_id]));
    expect(marksOf(poll, tanaka)).toEqual(['no', 'maybe', 'no']);
    expect(tanaka.every((a) => a.created_at === firstAt)).toBe(true);
    // 田中 stays above 伊藤, who answered later.
    expect(after.answers[0]?.respondent_name).toBe('田中');

    const rows = (await storedRows(poll)).filter((row) => row.respondent_name === '田中');
    expect(rows.every((row) => row.respondent_email === 'tanaka@example.com')).toBe(true);
    // The set stays with A's browser: A changes it again without a code, and gets the code.
    const again = await saved(visitorA, poll, { respondentId: first.respondent_id });
    expect(again.edit_code).toBe(first.edit_code);
    // An empty address removes it; null (the default above) kept it.
    await saved(visitorA, poll, { respondentId: first.respondent_id, email: '' });
    expect((await storedRows(poll)).filter((row) => row.respondent_email !== null)).toEqual([]);
  });

  it('without an id, the same browser key replaces its own earlier answer (as before)', async () => {
    const poll = await pollOf(owner, ownerId);
    const first = await saved(visitorA, poll);
    const second = await saved(visitorA, poll, { marks: ['no', 'no', 'no'] });
    expect(second.respondent_id).toBe(first.respondent_id);
    expect(marksOf(poll, (await shared(poll)).answers)).toEqual(['no', 'no', 'no']);
  });

  it('a respondent that is gone (removed by the owner) is said to be gone', async () => {
    const poll = await pollOf(owner, ownerId);
    const { error } = await save(visitorC, poll, {
      respondentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(error?.hint).toBe('respondent_not_found');
  });
});

describe('only the respondent edits', () => {
  it('needs the browser key or the edit code; the owner and others are refused', async () => {
    const poll = await pollOf(owner, ownerId);
    const first = await saved(visitorA, poll);
    const set = await owner
      .from('schedules')
      .update({ respondent_only_edits: true })
      .eq('id', poll.id)
      .select('respondent_only_edits');
    expect(set.data).toEqual([{ respondent_only_edits: true }]);
    expect((await shared(poll)).respondent_only_edits).toBe(true);

    const edit = (client: SupabaseClient, args: SaveArgs) =>
      save(client, poll, {
        key: KEY_C,
        respondentId: first.respondent_id,
        marks: ['no', 'no', 'no'],
        ...args,
      });
    expect((await edit(visitorC, {})).error?.hint).toBe('edit_code_required');
    expect((await edit(visitorC, { code: 'AAAA-AAAA' })).error?.hint).toBe('edit_code_wrong');
    expect((await edit(owner, {})).error?.hint).toBe('edit_code_required');
    expect((await edit(guest, {})).error?.hint).toBe('edit_code_required');
    // Nothing changed by the refused attempts.
    expect(marksOf(poll, (await shared(poll)).answers)).toEqual(['yes', 'yes', 'yes']);

    // The code as a person types it: lower case, with the hyphen the page shows, full stops.
    const typed = `${first.edit_code?.slice(0, 4)}-${first.edit_code?.slice(4)}`.toLowerCase();
    const withCode = await edit(visitorC, { code: typed });
    expect(withCode.error).toBeNull();
    expect(withCode.data).toMatchObject({
      respondent_id: first.respondent_id,
      edit_code: first.edit_code,
    });
    expect(marksOf(poll, (await shared(poll)).answers)).toEqual(['no', 'no', 'no']);

    // The browser that answered needs no code.
    const own = await save(visitorA, poll, { respondentId: first.respondent_id });
    expect(own.error).toBeNull();
    // New answers are open to everyone as before.
    expect((await save(visitorC, poll, { name: '鈴木', key: KEY_C })).error).toBeNull();
  });

  it('a code opens only its own respondent', async () => {
    const poll = await pollOf(owner, ownerId);
    await owner.from('schedules').update({ respondent_only_edits: true }).eq('id', poll.id);
    const tanaka = await saved(visitorA, poll);
    const suzuki = await saved(visitorC, poll, { name: '鈴木', key: KEY_C });
    const { error } = await save(visitorC, poll, {
      key: KEY_C,
      respondentId: tanaka.respondent_id,
      code: suzuki.edit_code,
    });
    expect(error?.hint).toBe('edit_code_wrong');
  });

  it('the old entry point still lets a browser replace its own answer', async () => {
    const poll = await pollOf(owner, ownerId);
    await owner.from('schedules').update({ respondent_only_edits: true }).eq('id', poll.id);
    const submit = (availability: string) =>
      visitorA.rpc('submit_schedule_answer', {
        p_share_id: poll.share_id,
        p_respondent_name: '田中',
        p_respondent_email: null,
        p_comment: null,
        p_answers: [{ option_id: poll.options[0]?.id, availability }],
        p_respondent_key: KEY_A,
      });
    const first = await submit('yes');
    const second = await submit('no');
    expect(second.error).toBeNull();
    expect(second.data).toBe(first.data);
    expect((await shared(poll)).answers.map((a) => a.availability)).toEqual(['no']);
  });
});

describe('the owner removes an answer', () => {
  it('owners and guest owners delete a respondent; others and the anon key cannot', async () => {
    for (const [client, id] of [
      [owner, ownerId],
      [guest, guestId],
    ] as const) {
      const poll = await pollOf(client, id);
      const tanaka = await saved(visitorA, poll);
      await saved(visitorC, poll, { name: '鈴木', key: KEY_C });
      for (const intruder of [visitorC, (await signUpNewUser(backend)).client]) {
        const { data } = await intruder
          .from('schedule_answers')
          .delete()
          .eq('respondent_id', tanaka.respondent_id)
          .select('id');
        expect(data ?? []).toEqual([]);
      }
      const removed = await client
        .from('schedule_answers')
        .delete()
        .eq('schedule_id', poll.id)
        .eq('respondent_id', tanaka.respondent_id)
        .select('id');
      expect(removed.data).toHaveLength(3);
      const names = new Set((await shared(poll)).answers.map((a) => a.respondent_name));
      expect(names).toEqual(new Set(['鈴木']));
      // Its browser is told it is gone rather than silently answering again.
      const again = await save(visitorA, poll, { respondentId: tanaka.respondent_id });
      expect(again.error?.hint).toBe('respondent_not_found');
    }
  });
});

describe('answer deadline', () => {
  it('a past deadline is refused for owners and guests, on insert and on update', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const [client, id] of [
      [owner, ownerId],
      [guest, guestId],
    ] as const) {
      const poll = await pollOf(client, id);
      const update = await client
        .from('schedules')
        .update({ answer_deadline: past })
        .eq('id', poll.id);
      expect(update.error?.hint).toBe('deadline_in_past');
      const insert = await client
        .from('schedules')
        .insert({ user_id: id, title: 'late', answer_deadline: past });
      expect(insert.error?.hint).toBe('deadline_in_past');
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const ok = await client
        .from('schedules')
        .update({ answer_deadline: future })
        .eq('id', poll.id);
      expect(ok.error).toBeNull();
    }
  });

  it('once passed, other changes still save, and edits are refused with the answer kept', async () => {
    const poll = await pollOf(owner, ownerId);
    const tanaka = await saved(visitorA, poll);
    // Only the service role can put a deadline in the past (here: as if time had passed).
    await service
      .from('schedules')
      .update({ answer_deadline: new Date(Date.now() - 1000).toISOString() })
      .eq('id', poll.id);
    const renamed = await owner.from('schedules').update({ title: '改名' }).eq('id', poll.id);
    expect(renamed.error).toBeNull();
    const late = await save(visitorC, poll, {
      key: KEY_C,
      respondentId: tanaka.respondent_id,
      marks: ['no', 'no', 'no'],
    });
    expect(late.error?.hint).toBe('schedule_deadline_passed');
    expect(marksOf(poll, (await shared(poll)).answers)).toEqual(['yes', 'yes', 'yes']);
  });
});

describe('polls written by earlier pages', () => {
  it('an option inserted without a kind is a timed one, read and answered as before', async () => {
    const { data: schedule } = await owner
      .from('schedules')
      .insert({ user_id: ownerId, title: '旧形式' })
      .select('id,share_id')
      .single();
    const { data: option, error } = await owner
      .from('schedule_options')
      .insert({ schedule_id: schedule?.id, date_time: '2030-01-15T10:00:00+09:00', label: 'A' })
      .select('id,kind,date_time,end_time,label')
      .single();
    expect(error).toBeNull();
    expect(option).toMatchObject({ kind: 'time', end_time: null, label: 'A' });
    const answered = await visitorA.rpc('submit_schedule_answer', {
      p_share_id: schedule?.share_id,
      p_respondent_name: '山田',
      p_respondent_email: '',
      p_comment: null,
      p_answers: [{ option_id: option?.id, availability: 'maybe' }],
    });
    expect(answered.error).toBeNull();
    expect(answered.data).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = await visitorC.rpc('get_shared_schedule', {
      p_share_id: schedule?.share_id,
    });
    expect(data.schedule.title).toBe('旧形式');
    expect(data.options).toEqual([
      {
        id: option?.id,
        date_time: expect.any(String),
        end_time: null,
        label: 'A',
        kind: 'time',
      },
    ]);
    expect(Date.parse(data.options[0].date_time)).toBe(Date.parse('2030-01-15T01:00:00Z'));
    expect(data.answers).toMatchObject([{ respondent_name: '山田', availability: 'maybe' }]);
  });

  it('dated kinds sort by date, text ones last; each kind carries only its own fields', async () => {
    const poll = await pollOf(owner, ownerId);
    const kinds = (await shared(poll)).options.map((o) => [o.kind, o.date_time !== null]);
    expect(kinds).toEqual([
      ['time', true],
      ['afternoon', true],
      ['text', false],
    ]);
    const bad: Record<string, unknown>[] = [
      { kind: 'text', label: null },
      { kind: 'text', label: '　' },
      { kind: 'text', label: 'x', date_time: '2030-12-02T00:00:00+09:00' },
      { kind: 'time' },
      { kind: 'all_day', date_time: '2030-12-02T10:00:00+09:00' },
      {
        kind: 'day',
        date_time: '2030-12-02T00:00:00+09:00',
        end_time: '2030-12-03T00:00:00+09:00',
      },
      { kind: 'lunch', date_time: '2030-12-02T00:00:00+09:00' },
    ];
    for (const row of bad) {
      const { error } = await owner
        .from('schedule_options')
        .insert({ schedule_id: poll.id, ...row });
      expect(error?.code, JSON.stringify(row)).toBe('23514');
    }
  });
});
