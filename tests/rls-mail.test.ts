import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
  type TestUser,
} from './helpers/backend.ts';
import { answer, inFuture, pollOf, type Poll } from './helpers/mailFixtures.ts';

/**
 * Who may read and write the mail tables and call the mail functions: the owner, another
 * user, a guest, the anon key and a share-link visitor (the anon key with a poll's share id).
 * Settings belong to their account holder; the outbox, suppressions and tokens to the service
 * role alone; a respondent's address is in no answer anyone but the owner can read.
 */

let backend: RunningBackend;
let owner: TestUser;
let other: TestUser;
let guest: SupabaseClient;
let guestId: string;
let anon: SupabaseClient;
let service: SupabaseClient;
let poll: Poll;
let listId: string;
let respondentEmail: string;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend();
  [owner, other] = await Promise.all([signUpNewUser(backend), signUpNewUser(backend)]);
  const g = await signInAsGuest(backend);
  guest = g.client;
  guestId = g.user.id;
  anon = createTestClient(backend.url, backend.anonKey);
  service = createTestClient(backend.url, backend.serviceRoleKey);
  poll = await pollOf(owner.client, owner.user.id);
  const { data: list } = await owner.client
    .from('todo_lists')
    .insert({ user_id: owner.user.id, name: 'list' })
    .select('id')
    .single();
  listId = (list as { id: string }).id;
  await owner.client.from('mail_settings').insert({ user_id: owner.user.id, language: 'ja' });
  await owner.client
    .from('schedule_mail_settings')
    .insert({ schedule_id: poll.id, answers_mail: true });
  await owner.client
    .from('todo_list_mail_settings')
    .insert({ list_id: listId, user_id: owner.user.id, due_reminders: true });
  respondentEmail = uniqueEmail('respondent');
  await answer(anon, poll, { name: '田中', email: respondentEmail, key: 'respondent-key-0001' });
  await backend.sendNotifications(inFuture(0));
  token =
    /unsubscribe\?token=([\w-]+)/.exec(backend.mailbox.list(owner.email)[0]?.text ?? '')?.[1] ?? '';
});
afterAll(async () => {
  await backend?.close();
});

const SETTINGS = [
  { table: 'mail_settings', key: 'user_id', change: { enabled: false } },
  { table: 'schedule_mail_settings', key: 'schedule_id', change: { answers_mail: false } },
  { table: 'todo_list_mail_settings', key: 'list_id', change: { due_reminders: false } },
] as const;

const ownKey = (table: string) =>
  table === 'mail_settings' ? owner.user.id : table === 'schedule_mail_settings' ? poll.id : listId;

describe('settings tables', () => {
  it.each(SETTINGS)(
    '$table: the owner reads and changes their own row',
    async ({ table, key, change }) => {
      const read = await owner.client.from(table).select('*').eq(key, ownKey(table));
      expect(read.data).toHaveLength(1);
      const write = await owner.client.from(table).update(change).eq(key, ownKey(table)).select();
      expect(write.error).toBeNull();
      expect(write.data).toHaveLength(1);
    },
  );

  it.each(SETTINGS)(
    '$table: another user, a guest and the anon key neither read nor change it',
    async ({ table, key, change }) => {
      for (const intruder of [other.client, guest, anon]) {
        const read = await intruder.from(table).select('*').eq(key, ownKey(table));
        expect(read.data ?? []).toEqual([]);
        const write = await intruder.from(table).update(change).eq(key, ownKey(table)).select();
        expect(write.data ?? []).toEqual([]);
      }
    },
  );

  it('nobody adds a setting for a poll, a list or an account not theirs', async () => {
    const attempts = [
      other.client.from('mail_settings').insert({ user_id: owner.user.id }),
      other.client.from('schedule_mail_settings').insert({ schedule_id: poll.id }),
      other.client
        .from('todo_list_mail_settings')
        .insert({ list_id: listId, user_id: other.user.id }),
      other.client
        .from('todo_list_mail_settings')
        .insert({ list_id: listId, user_id: owner.user.id }),
      anon.from('mail_settings').insert({ user_id: owner.user.id }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.error).not.toBeNull();
  });

  it('guests keep no mail settings, even for their own polls (they have no address)', async () => {
    const guestPoll = await pollOf(guest, guestId);
    const attempts = await Promise.all([
      guest.from('mail_settings').insert({ user_id: guestId }),
      guest.from('schedule_mail_settings').insert({ schedule_id: guestPoll.id }),
    ]);
    for (const attempt of attempts) expect(attempt.error?.code).toBe('42501');
  });
});

describe('outbox, suppressions, tokens, reminder runs: the service role alone', () => {
  const TABLES = [
    'mail_outbox',
    'mail_suppressions',
    'mail_unsubscribe_tokens',
    'mail_reminder_runs',
    'invoice_due_runs',
  ];

  it.each(TABLES)('%s: the service role reads it', async (table) => {
    const { error } = await service.from(table).select('*').limit(1);
    expect(error).toBeNull();
  });

  it.each(TABLES)('%s: owner, other user, guest and anon key are refused', async (table) => {
    for (const client of [owner.client, other.client, guest, anon]) {
      const read = await client.from(table).select('*');
      expect(read.error?.code).toBe('42501');
      const write = await client.from(table).insert({});
      expect(write.error?.code).toBe('42501');
      const stamp = table === 'mail_reminder_runs' ? 'ran_at' : 'created_at';
      const remove = await client.from(table).delete().neq(stamp, 'epoch');
      expect(remove.error?.code).toBe('42501');
    }
  });

  it.each([
    ['claim_mail_outbox', { p_limit: 10 }],
    ['finish_mail_outbox', { p_id: '00000000-0000-4000-8000-000000000000' }],
    ['release_mail_outbox', { p_ids: [] }],
    ['retry_mail_outbox', { p_id: '00000000-0000-4000-8000-000000000000' }],
    ['purge_mail_outbox', {}],
    ['enqueue_due_reminders', {}],
    ['enqueue_invoice_due_mails', {}],
    ['create_due_recurring_invoices', {}],
    ['wake_notification_sender', {}],
  ])('%s is the sender’s: refused to everyone else', async (name, args) => {
    for (const client of [owner.client, other.client, guest, anon]) {
      const { error } = await client.rpc(name, args);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('schedule_answer_counts (answers a poll took this hour): the service role alone', () => {
  it('the service role sees the poll’s count; nobody else reads, adds, changes or removes one', async () => {
    // A share-link visitor: the anon key that answered through the poll's share id.
    const visitor = createTestClient(backend.url, backend.anonKey);
    await answer(visitor, poll, { name: '鈴木', key: 'respondent-key-visitor' });
    const counted = await service
      .from('schedule_answer_counts')
      .select('answers')
      .eq('schedule_id', poll.id);
    expect(counted.error).toBeNull();
    expect(counted.data?.[0]?.answers).toBeGreaterThanOrEqual(2);
    for (const client of [owner.client, other.client, guest, anon, visitor]) {
      const read = await client.from('schedule_answer_counts').select('*');
      expect(read.error?.code).toBe('42501');
      const add = await client
        .from('schedule_answer_counts')
        .insert({ schedule_id: poll.id, window_start: new Date().toISOString(), answers: 0 });
      expect(add.error?.code).toBe('42501');
      const change = await client
        .from('schedule_answer_counts')
        .update({ answers: 0 })
        .eq('schedule_id', poll.id);
      expect(change.error?.code).toBe('42501');
      const remove = await client
        .from('schedule_answer_counts')
        .delete()
        .eq('schedule_id', poll.id);
      expect(remove.error?.code).toBe('42501');
    }
    const after = await service
      .from('schedule_answer_counts')
      .select('answers')
      .eq('schedule_id', poll.id);
    expect(after.data).toEqual(counted.data);
  });
});

describe('unsubscribe links', () => {
  it('the token alone, without sign-in, tells the kind and stops it; it tells no address', async () => {
    const info = await anon.rpc('mail_unsubscribe_info', { p_token: token });
    expect(info.data).toEqual({ kind: 'poll_answers', unsubscribed: false });
    expect(JSON.stringify(info.data)).not.toContain(owner.email);
    expect((await anon.rpc('mail_unsubscribe_info', { p_token: 'guess' })).data).toBeNull();
    expect((await anon.rpc('unsubscribe_mail', { p_token: 'guess' })).data).toBeNull();
  });

  it('an account sees and takes back only its own address’s unsubscribes', async () => {
    await anon.rpc('unsubscribe_mail', { p_token: token });
    expect((await owner.client.rpc('my_mail_suppressions')).data).toEqual(['poll_answers']);
    expect((await other.client.rpc('my_mail_suppressions')).data).toEqual([]);
    await other.client.rpc('resume_mail', { p_kind: 'poll_answers' });
    expect((await owner.client.rpc('my_mail_suppressions')).data).toEqual(['poll_answers']);
    expect((await anon.rpc('my_mail_suppressions')).error?.code).toBe('42501');
    await owner.client.rpc('resume_mail', { p_kind: 'poll_answers' });
    expect((await owner.client.rpc('my_mail_suppressions')).data).toEqual([]);
  });
});

describe('a respondent’s address', () => {
  it('is in no share function’s answer and no answer the anon key, a guest or another user can read', async () => {
    const { rows } = await backend.database.query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
         and pg_get_function_identity_arguments(p.oid) = 'p_share_id text'`,
    );
    const shareReaders = rows.map((row) => String(row.proname));
    expect(shareReaders).toContain('get_shared_schedule');
    for (const name of shareReaders) {
      const { data } = await anon.rpc(name, { p_share_id: poll.share_id });
      expect(JSON.stringify(data ?? null)).not.toContain(respondentEmail);
    }
    const answerId = await answer(anon, poll, { name: '佐藤', email: uniqueEmail('second') });
    expect(answerId).toMatch(/^[0-9a-f-]{36}$/);
    for (const client of [anon, guest, other.client]) {
      const { data } = await client.from('schedule_answers').select('*').eq('schedule_id', poll.id);
      expect(JSON.stringify(data ?? [])).not.toContain(respondentEmail);
    }
  });
});

describe('a respondent’s edit code (mailed in polls where only respondents edit)', () => {
  it('is in the outbox for the service role only: in no share function’s answer and no table others read', async () => {
    const strict = await pollOf(owner.client, owner.user.id, 'ご本人のみ');
    await owner.client
      .from('schedules')
      .update({ respondent_only_edits: true })
      .eq('id', strict.id);
    const { data: saved, error } = await anon.rpc('save_schedule_answer', {
      p_share_id: strict.share_id,
      p_respondent_name: '田中',
      p_respondent_email: uniqueEmail('code'),
      p_comment: null,
      p_answers: strict.options.map((option) => ({ option_id: option.id, availability: 'yes' })),
      p_respondent_key: 'respondent-key-code-0001',
    });
    expect(error).toBeNull();
    const code = (saved as { edit_code: string }).edit_code;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const { data: queued } = await service
      .from('mail_outbox')
      .select('payload')
      .eq('kind', 'poll_edit_code')
      .eq('subject_id', strict.id);
    expect(JSON.stringify(queued)).toContain(code);

    const { data: shared } = await anon.rpc('get_shared_schedule', { p_share_id: strict.share_id });
    expect(JSON.stringify(shared)).not.toContain(code);
    for (const client of [owner.client, other.client, guest, anon]) {
      const answers = await client
        .from('schedule_answers')
        .select('*')
        .eq('schedule_id', strict.id);
      expect(JSON.stringify(answers.data ?? [])).not.toContain(code);
      for (const table of ['schedule_answer_codes', 'mail_outbox']) {
        const read = await client.from(table).select('*');
        expect(read.error?.code).toBe('42501');
      }
    }
  });
});
