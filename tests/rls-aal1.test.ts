import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  type TestUser,
} from './helpers/backend.ts';
import {
  accessTokenOf,
  enrolVerifiedTotp,
  passwordOnlySession,
  totpCodeFor,
} from './helpers/mfa.ts';

/**
 * The RLS matrix's aal1 rows: a user who turned two-factor sign-in on, signed in with the
 * password only (aal1), against every table, every function the API roles may call and the
 * auth endpoints that change the account. The same user's aal2 session is the control: what
 * it may do, the aal1 session may not (GoTrue's and Supabase's "enforce MFA for users who
 * have enrolled"). A function or table added later without the check fails the catalogue
 * tests at the end.
 */

let backend: RunningBackend;
let owner: TestUser;
/** The owner after the second step (aal2) and a password-only session of the same user. */
let strong: SupabaseClient;
let weak: SupabaseClient;
let factor: { factorId: string; secret: string };
let other: TestUser;
let anon: SupabaseClient;

let listId: string;
let otherListId: string;
let taskId: string;
let otherEditShareId: string;
let invitationId: string;
let documentId: string;
const movedId = crypto.randomUUID();
let pollId: string;
let scheduleInvitationId: string;
/** A change of the owner's that undo_change may reverse (their latest on that poll). */
let undoId: number;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend.url, backend.anonKey);
  [owner, other] = await Promise.all([
    signUpNewUser(backend, { fullName: '佐藤' }),
    signUpNewUser(backend, { fullName: '鈴木' }),
  ]);
  factor = await enrolVerifiedTotp(owner);
  strong = owner.client;
  weak = await passwordOnlySession(backend, owner);

  // The owner's data, made from the aal2 session.
  listId = (await strong.rpc('ensure_todo_list')).data as string;
  const task = await strong
    .from('todos')
    .insert({ title: '見積書を送る', list_id: listId })
    .select('id')
    .single();
  taskId = (task.data as { id: string }).id;
  const poll = await strong
    .from('schedules')
    .insert({ title: '定例会議' })
    .select('id, share_id')
    .single();
  pollId = (poll.data as { id: string }).id;
  const option = await strong
    .from('schedule_options')
    .insert({ schedule_id: pollId, date_time: '2030-01-15T10:00:00+09:00' })
    .select('id')
    .single();
  await anon.rpc('submit_schedule_answer', {
    p_share_id: (poll.data as { share_id: string }).share_id,
    p_respondent_name: '田中',
    p_respondent_email: null,
    p_comment: null,
    p_answers: [{ option_id: (option.data as { id: string }).id, availability: 'yes' }],
  });
  await strong.rpc('invite_schedule_respondents', {
    p_schedule_id: pollId,
    p_emails: ['aal-invitee@example.com'],
  });
  // Sent two days ago: a reminder is due.
  const invited = await backend.database.query(
    `update public.schedule_invitations set last_sent_at = now() - interval '2 days'
     where schedule_id = $1 returning id`,
    [pollId],
  );
  scheduleInvitationId = String(invited.rows[0]?.id);
  await strong.from('book_bookmarks').insert({ query: 'TypeScript' });
  await strong.from('share_events').insert({ kind: 'todo', share_id: 'x' });
  await strong.from('mail_settings').insert({ user_id: owner.user.id, enabled: true });
  await strong.from('invoice_mail_settings').insert({ user_id: owner.user.id, due_mail: true });
  await strong.from('customers').insert({ user_id: owner.user.id, name: '株式会社サンプル' });
  await strong.from('sender_profiles').insert({ user_id: owner.user.id, company_name: '佐藤商店' });
  const draft = await strong
    .from('business_documents')
    .insert({
      user_id: owner.user.id,
      kind: 'invoice',
      number: 'A-1',
      title: 'Web制作',
      client: '株式会社サンプル商事 御中',
      data: { version: 1 },
      transaction_date: '2026-12-10',
      amount: 220000,
    })
    .select('id')
    .single();
  documentId = (draft.data as { id: string }).id;
  const undoPoll = await strong.from('schedules').insert({ title: '取り消す会議' }).select('id');
  const undoPollId = (undoPoll.data as { id: string }[])[0]!.id;
  await strong.from('schedules').update({ title: '取り消す会議（改）' }).eq('id', undoPollId);
  const change = await strong
    .from('change_history')
    .select('id')
    .eq('schedule_id', undoPollId)
    .eq('action', 'poll_changed')
    .single();
  undoId = (change.data as { id: number }).id;
  // Issuing needs the number claimed through the numbering.
  await strong.from('document_numbers').insert({
    user_id: owner.user.id,
    kind: 'invoice',
    number: 'A-1',
    counter_key: '|A-N|',
    sequence: 1,
    issued_on: '2026-12-10',
  });

  // Another user's list, with an edit link and an invitation for the owner.
  otherListId = (await other.client.rpc('ensure_todo_list')).data as string;
  const otherList = otherListId;
  otherEditShareId = (
    await other.client.rpc('set_todo_list_edit_link', { p_list_id: otherList, p_action: 'share' })
  ).data as string;
  const invitation = await other.client
    .from('todo_list_invitations')
    .insert({ list_id: otherList, email: owner.email })
    .select('id')
    .single();
  if (invitation.error) throw new Error(invitation.error.message);
  invitationId = (invitation.data as { id: string }).id;
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

/** What the account tables hold for the owner, by table. */
const accountTables = [
  'todos',
  'todo_lists',
  'schedules',
  'schedule_options',
  'schedule_answers',
  'book_bookmarks',
  'share_events',
  'mail_settings',
  'customers',
  'sender_profiles',
  'business_documents',
  'change_history',
  'invoice_mail_settings',
] as const;

describe('tables at aal1', () => {
  it.each(accountTables)(
    '%s: the aal2 session reads the rows, the aal1 one none',
    async (table) => {
      const full = await strong.from(table).select('*', { count: 'exact', head: true });
      expect(full.error).toBeNull();
      expect(full.count).toBeGreaterThan(0);
      const partial = await weak.from(table).select('*', { count: 'exact', head: true });
      expect(partial.error).toBeNull();
      expect(partial.count).toBe(0);
    },
  );

  it('writes from the aal1 session are refused', async () => {
    const todo = await weak.from('todos').insert({ title: 'x', list_id: listId });
    expect(todo.error?.code).toBe('42501');
    const poll = await weak.from('schedules').insert({ title: 'x' });
    expect(poll.error?.code).toBe('42501');
    const renamed = await weak
      .from('todo_lists')
      .update({ name: '乗っ取り' })
      .eq('id', listId)
      .select();
    expect(renamed.data ?? []).toEqual([]);
  });
});

interface FunctionCase {
  args: () => Record<string, unknown>;
}

/**
 * Every SECURITY DEFINER function the authenticated role may call that reads or changes the
 * caller's own data: refused at aal1 (42501, hint insufficient_aal), allowed at aal2.
 */
const accountFunctions: Record<string, FunctionCase> = {
  ensure_todo_list: { args: () => ({}) },
  duplicate_schedule: { args: () => ({ p_schedule_id: pollId, p_title: '', p_weeks: 1 }) },
  invite_schedule_respondents: {
    args: () => ({ p_schedule_id: pollId, p_emails: ['aal-second@example.com'] }),
  },
  resend_schedule_invitation: { args: () => ({ p_invitation_id: scheduleInvitationId }) },
  issue_calendar_feed_token: { args: () => ({}) },
  revoke_calendar_feed_token: { args: () => ({}) },
  set_todo_list_sharing: { args: () => ({ p_list_id: listId, p_action: 'share' }) },
  set_todo_list_edit_link: { args: () => ({ p_list_id: listId, p_action: 'share' }) },
  join_todo_list: { args: () => ({ p_edit_share_id: otherEditShareId, p_display_name: '佐藤' }) },
  list_my_todo_invitations: { args: () => ({}) },
  answer_todo_invitation: { args: () => ({ p_invitation_id: invitationId, p_accept: true }) },
  list_joined_todo_lists: { args: () => ({}) },
  // Moved to the list it is in: allowed, and changes nothing.
  move_todo: { args: () => ({ p_todo_id: taskId, p_list_id: listId }) },
  list_todo_assignees: { args: () => ({ p_list_id: listId }) },
  my_mail_suppressions: { args: () => ({}) },
  resume_mail: { args: () => ({ p_kind: 'poll_answers' }) },
  issue_business_document: { args: () => ({ p_id: documentId }) },
  // Issued just above, so it may be sent (a minimal PDF; the mail waits in the outbox).
  send_business_document: {
    args: () => ({
      p_id: documentId,
      p_recipient: 'customer@example.com',
      p_language: 'ja',
      p_subject: '請求書送付のご案内',
      p_body: 'いつもお世話になっております。',
      p_file_name: '請求書.pdf',
      p_pdf: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'),
    }),
  },
  correct_business_document: {
    args: () => ({
      p_id: documentId,
      p_title: '訂正',
      p_client: '株式会社サンプル商事 御中',
      p_data: { version: 1 },
      p_transaction_date: null,
      p_amount: null,
      p_customer_id: null,
      p_reason: '金額の誤り',
    }),
  },
  cancel_business_document: { args: () => ({ p_id: documentId, p_reason: '取引中止' }) },
  move_business_document: {
    args: () => ({
      p_id: movedId,
      p_kind: 'quote',
      p_number: 'M-1',
      p_data: { version: 1 },
      p_status: 'draft',
      p_cancel_reason: null,
      p_created_at: new Date(Date.now() - 60_000).toISOString(),
      p_updated_at: new Date(Date.now() - 60_000).toISOString(),
      p_versions: [],
    }),
  },
  assert_mfa_session: { args: () => ({}) },
  undo_change: { args: () => ({ p_id: undoId }) },
};

/** Functions that answer a yes/no about the caller's own rows: false at aal1. */
const accountPredicates: Record<string, FunctionCase> = {
  owns_todo_list: { args: () => ({ p_list_id: listId }) },
  // The owner joined the other user's list above (join_todo_list at aal2).
  is_todo_list_member: { args: () => ({ p_list_id: otherListId }) },
  may_receive_live_topic: { args: () => ({ p_topic: `todo-list:${listId}` }) },
  session_meets_mfa_requirement: { args: () => ({}) },
};

/** Functions that list the caller's own lists (the policies' helpers): none at aal1. */
const accountLists: Record<string, string[]> = {
  my_todo_list_ids: [],
  my_joined_todo_list_ids: [],
};

/**
 * Functions reached by a share link or a mail's token: they read by what the link carries,
 * never by the caller's account, so the same answer comes at aal1 as for the anon key.
 */
const linkFunctions = [
  'get_shared_bookmark',
  'get_shared_schedule',
  'get_schedule_comments',
  'get_schedule_invitation',
  'add_schedule_comment',
  'get_shared_todo_list',
  'get_shared_todos',
  'get_todo_list_edit_link',
  'submit_schedule_answer',
  'save_schedule_answer',
  'unsubscribe_mail',
  'mail_unsubscribe_info',
];

describe('functions at aal1', () => {
  // In order: the invitation and the draft must still be there for the aal2 calls.
  it.each(Object.keys(accountFunctions))(
    '%s: refused at aal1 (insufficient_aal), allowed at aal2',
    async (name) => {
      const args = accountFunctions[name]?.args() ?? {};
      const refused = await weak.rpc(name, args);
      expect(refused.error?.code).toBe('42501');
      expect(refused.error?.hint).toBe('insufficient_aal');
      expect(refused.status).toBe(403);
      const allowed = await strong.rpc(name, args);
      expect(allowed.error).toBeNull();
    },
  );

  it.each(Object.keys(accountPredicates))('%s: false at aal1, true at aal2', async (name) => {
    const args = accountPredicates[name]?.args() ?? {};
    expect((await weak.rpc(name, args)).data).toBe(false);
    expect((await strong.rpc(name, args)).data).toBe(true);
  });

  it.each(Object.keys(accountLists))('%s: nothing at aal1, the lists at aal2', async (name) => {
    expect((await weak.rpc(name)).data).toEqual([]);
    const lists = (await strong.rpc(name)).data as string[];
    expect(lists).toContain(name === 'my_todo_list_ids' ? listId : otherListId);
  });

  it('every SECURITY DEFINER function the API roles may call is in one of the lists', async () => {
    const { rows } = await backend.database.query(
      `select p.proname as name from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prosecdef
         and (has_function_privilege('authenticated', p.oid, 'execute')
           or has_function_privilege('anon', p.oid, 'execute'))
       order by 1`,
    );
    const known = new Set([
      ...Object.keys(accountFunctions),
      ...Object.keys(accountPredicates),
      ...Object.keys(accountLists),
      ...linkFunctions,
    ]);
    expect(rows.map((row) => String(row.name)).filter((name) => !known.has(name))).toEqual([]);
  });

  it('every table the API roles may read has the aal2 restrictive policy', async () => {
    const { rows } = await backend.database.query(
      `select c.relname as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and has_table_privilege('authenticated', c.oid, 'select')
         and not exists (
           select 1 from pg_policies p
           where p.schemaname = 'public' and p.tablename = c.relname
             and p.permissive = 'RESTRICTIVE' and p.cmd = 'ALL'
             and p.qual like '%session_meets_mfa_requirement()%'
         )
       order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });
});

describe('auth endpoints at aal1 (supabase/auth internal/api/user.go, mfa.go)', () => {
  it('PUT /user: password and e-mail need aal2; other fields do not', async () => {
    const password = await weak.auth.updateUser({ password: 'another-horse-43' });
    expect([password.error?.status, password.error?.code]).toEqual([401, 'insufficient_aal']);
    const email = await weak.auth.updateUser({ email: 'thief@example.com' });
    expect([email.error?.status, email.error?.code]).toEqual([401, 'insufficient_aal']);
    const data = await weak.auth.updateUser({ data: { full_name: '佐藤 一郎' } });
    expect(data.error).toBeNull();
    // Nothing changed: the old password still signs in, and the aal2 session was not ended.
    await passwordOnlySession(backend, owner);
    expect((await strong.auth.getUser()).error).toBeNull();
    expect((await strong.from('todos').select('id')).data?.length).toBeGreaterThan(0);
    // The aal2 session may change the password.
    const changed = await strong.auth.updateUser({ password: 'another-horse-43' });
    expect(changed.error).toBeNull();
    owner.password = 'another-horse-43';
    weak = await passwordOnlySession(backend, owner);
  });

  it('GET /user, challenge and sign-out stay open; enrolling and unenrolling do not', async () => {
    expect((await weak.auth.getUser()).error).toBeNull();
    const enrol = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: '二台目' });
    expect([enrol.error?.status, enrol.error?.code]).toEqual([403, 'insufficient_aal']);
    const unenrol = await weak.auth.mfa.unenroll({ factorId: factor.factorId });
    expect([unenrol.error?.status, unenrol.error?.code]).toEqual([422, 'insufficient_aal']);
    const challenge = await weak.auth.mfa.challenge({ factorId: factor.factorId });
    expect(challenge.error).toBeNull();
  });

  it('a TOTP code is accepted once: not again, nor an earlier one (RFC 6238 section 5.2)', async () => {
    const now = Date.now();
    // The step after the one used at enrolment (one step of skew is allowed).
    const next = totpCodeFor(factor.secret, now + 30_000);
    const first = await passwordOnlySession(backend, owner);
    const used = await first.auth.mfa.challengeAndVerify({ factorId: factor.factorId, code: next });
    expect(used.error).toBeNull();
    for (const code of [next, totpCodeFor(factor.secret, now)]) {
      const again = await passwordOnlySession(backend, owner);
      const replay = await again.auth.mfa.challengeAndVerify({ factorId: factor.factorId, code });
      expect([replay.error?.status, replay.error?.code]).toEqual([422, 'mfa_verification_failed']);
      const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data?.currentLevel).toBe('aal1');
    }
    expect(await accessTokenOf(first)).not.toBe('');
  });
});

describe("the helpers this matrix added, for the matrix's other callers", () => {
  const helpers = ['assert_mfa_session', 'my_todo_list_ids', 'my_joined_todo_list_ids'];

  it.each(helpers)('%s: refused to the anonymous key', async (name) => {
    expect((await anon.rpc(name)).error?.code).toBe('42501');
  });

  it('another user and a guest get only their own lists, and pass the check', async () => {
    // The owner joined the other user's list; the other user joined nothing.
    const otherLists = (await other.client.rpc('my_todo_list_ids')).data as string[];
    expect(otherLists).toContain(otherListId);
    expect(otherLists).not.toContain(listId);
    expect((await other.client.rpc('my_joined_todo_list_ids')).data).toEqual([]);
    expect((await other.client.rpc('assert_mfa_session')).error).toBeNull();

    const guest = await signInAsGuest(backend);
    const guestList = (await guest.client.rpc('ensure_todo_list')).data as string;
    expect((await guest.client.rpc('my_todo_list_ids')).data).toEqual([guestList]);
    expect((await guest.client.rpc('my_joined_todo_list_ids')).data).toEqual([]);
    expect((await guest.client.rpc('assert_mfa_session')).error).toBeNull();
  });
});
