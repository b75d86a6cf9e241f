import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';
import { inFuture, outbox, pollOf, type Poll } from './helpers/mailFixtures.ts';

/**
 * Poll invitations by address: the owner (an account) invites, each address is mailed its
 * personal link, an answer through that link marks the invitation answered, the owner is mailed
 * once when everyone has answered, and a reminder goes at most once a day. Who may do what:
 * the owner, another user, a guest, the anon key, a link visitor.
 */

let backend: RunningBackend;
let anon: SupabaseClient;
let owner: Awaited<ReturnType<typeof signUpNewUser>>;
let other: Awaited<ReturnType<typeof signUpNewUser>>;
let guest: Awaited<ReturnType<typeof signInAsGuest>>;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend.url, backend.anonKey);
  [owner, other, guest] = await Promise.all([
    signUpNewUser(backend, { fullName: '山田 太郎' }),
    signUpNewUser(backend),
    signInAsGuest(backend),
  ]);
});
afterAll(async () => {
  await backend?.close();
});

const invite = (client: SupabaseClient, poll: Poll, emails: string[]) =>
  client.rpc('invite_schedule_respondents', { p_schedule_id: poll.id, p_emails: emails });

/** The personal link's token of an address, as the invitation mail carries it. */
async function tokenOf(poll: Poll, address: string): Promise<string> {
  const row = (await outbox(backend, poll.id)).find(
    (mail) => mail.kind === 'poll_invitation' && mail.recipient === address,
  );
  const token = (row?.payload as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`no invitation mail to ${address}`);
  return token;
}

/** Answers as the personal link's page does: the token is the answer's respondent key. */
function answerWith(poll: Poll, name: string, key: string) {
  return anon.rpc('save_schedule_answer', {
    p_share_id: poll.share_id,
    p_respondent_name: name,
    p_respondent_email: null,
    p_comment: null,
    p_answers: poll.options.map((option) => ({ option_id: option.id, availability: 'yes' })),
    p_respondent_key: key,
  });
}

async function invitations(client: SupabaseClient, poll: Poll) {
  const { data, error } = await client
    .from('schedule_invitations')
    .select('email,answered_at,sent_count')
    .eq('schedule_id', poll.id)
    .order('email');
  if (error) throw new Error(error.message);
  return data;
}

describe('poll invitations', () => {
  it('invites, matches answers by the personal link, and mails the owner once when all answered, again after a later invitation', async () => {
    const poll = await pollOf(owner.client, owner.user.id, '12月の営業会議');
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    const { data: count, error } = await invite(owner.client, poll, [
      ` ${a.toUpperCase()} `,
      b,
      c,
      a,
      '',
    ]);
    expect(error).toBeNull();
    expect(count).toBe(3);
    // Again: nothing new.
    expect((await invite(owner.client, poll, [a])).data).toBe(0);
    const rows = await invitations(owner.client, poll);
    expect(rows.map((row) => [row.email, row.answered_at])).toEqual(
      [a, b, c].sort().map((email) => [email, null]),
    );

    await backend.sendNotifications(inFuture(0));
    const [mail] = backend.mailbox.list(a);
    expect(mail?.subject).toBe('【日程調整のお願い】12月の営業会議');
    const tokenA = await tokenOf(poll, a);
    expect(mail?.text).toContain(`/schedule-share/${poll.share_id}?invite=${tokenA}`);
    expect(mail?.text).toContain('山田 太郎様より');
    expect(mail?.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);

    // The personal link's page: the address; a wrong token or another poll's link, nothing.
    expect(
      (await anon.rpc('get_schedule_invitation', { p_share_id: poll.share_id, p_token: tokenA }))
        .data,
    ).toEqual({ email: a, answered: false });
    expect(
      (await anon.rpc('get_schedule_invitation', { p_share_id: poll.share_id, p_token: 'x' })).data,
    ).toBeNull();

    // A and B answer through their links; someone answering through the common link does not count.
    expect((await answerWith(poll, '田中', tokenA)).error).toBeNull();
    expect((await answerWith(poll, '鈴木', await tokenOf(poll, b))).error).toBeNull();
    expect((await answerWith(poll, '佐藤', `common-key-${crypto.randomUUID()}`)).error).toBeNull();
    const after = await invitations(owner.client, poll);
    expect(after.map((row) => row.answered_at !== null)).toEqual(
      [a, b, c].sort().map((email) => email !== c),
    );
    expect((await outbox(backend, poll.id)).filter((m) => m.kind === 'poll_all_answered')).toEqual(
      [],
    );

    // C answers: the owner's mail, once; C changing the answer sends nothing more.
    const tokenC = await tokenOf(poll, c);
    expect((await answerWith(poll, '高橋', tokenC)).error).toBeNull();
    expect((await answerWith(poll, '高橋 次郎', tokenC)).error).toBeNull();
    const notices = (await outbox(backend, poll.id)).filter((m) => m.kind === 'poll_all_answered');
    expect(notices).toHaveLength(1);
    await backend.sendNotifications(inFuture(0));
    const ownerMails = backend.mailbox
      .list(owner.email)
      .filter((m) => m.subject.includes('ご招待した全員'));
    expect(ownerMails.map((m) => m.subject)).toEqual([
      '【日程調整】ご招待した全員から回答が届きました：12月の営業会議',
    ]);
    expect(ownerMails[0]?.text).toMatch(/田中様[\s\S]*鈴木様[\s\S]*高橋様/);
    expect(ownerMails[0]?.text).toContain(`/schedule-share?poll=${poll.id}`);

    // D, invited afterwards, answers: everyone has again, and the owner hears it again (once).
    const d = uniqueEmail('ad');
    await invite(owner.client, poll, [d]);
    const tokenD = await tokenOf(poll, d);
    expect((await answerWith(poll, '伊藤', tokenD)).error).toBeNull();
    expect((await answerWith(poll, '伊藤 三郎', tokenD)).error).toBeNull();
    expect((await answerWith(poll, '高橋 次郎', tokenC)).error).toBeNull();
    const later = (await outbox(backend, poll.id)).filter((m) => m.kind === 'poll_all_answered');
    expect(later).toHaveLength(2);
    expect(later.map((m) => (m.payload as { invited: number }).invited).sort()).toEqual([3, 4]);
  });

  it('an answer the owner deletes is "not yet" again; a reminder once a day to one who has not answered', async () => {
    const poll = await pollOf(owner.client, owner.user.id);
    const [a, b] = [uniqueEmail('ra'), uniqueEmail('rb')];
    await invite(owner.client, poll, [a, b]);
    const saved = await answerWith(poll, '田中', await tokenOf(poll, a));
    const respondentId = (saved.data as { respondent_id: string }).respondent_id;
    await owner.client
      .from('schedule_answers')
      .delete()
      .eq('schedule_id', poll.id)
      .eq('respondent_id', respondentId);
    expect((await invitations(owner.client, poll)).every((row) => row.answered_at === null)).toBe(
      true,
    );

    const { data: rows } = await owner.client
      .from('schedule_invitations')
      .select('id,email')
      .eq('schedule_id', poll.id);
    const idB = rows?.find((row) => row.email === b)?.id as string;
    const soon = await owner.client.rpc('resend_schedule_invitation', { p_invitation_id: idB });
    expect(soon.status).toBe(429);
    expect(soon.error?.hint).toBe('invitation_resend_too_soon');
    await backend.database.query(
      `update public.schedule_invitations set last_sent_at = now() - interval '25 hours' where id = $1`,
      [idB],
    );
    const again = await owner.client.rpc('resend_schedule_invitation', { p_invitation_id: idB });
    expect(again.error).toBeNull();
    const toB = (await outbox(backend, poll.id)).filter(
      (m) => m.kind === 'poll_invitation' && m.recipient === b,
    );
    expect(toB.map((m) => (m.payload as { reminder: boolean }).reminder)).toEqual([false, true]);
    // Both mails carry the same personal link.
    expect(new Set(toB.map((m) => (m.payload as { token: string }).token)).size).toBe(1);
    expect(
      (await owner.client.rpc('resend_schedule_invitation', { p_invitation_id: idB })).status,
    ).toBe(429);
  });

  it('withdrawing an invitation cancels its mail still waiting', async () => {
    const poll = await pollOf(owner.client, owner.user.id);
    const address = uniqueEmail('withdrawn');
    expect((await invite(owner.client, poll, [address])).data).toBe(1);
    // Without a returned representation: the table's token columns are not the API's to read.
    const removed = await owner.client
      .from('schedule_invitations')
      .delete()
      .eq('schedule_id', poll.id);
    expect(removed.error).toBeNull();
    expect(await invitations(owner.client, poll)).toEqual([]);
    const [row] = (await outbox(backend, poll.id)).filter((m) => m.kind === 'poll_invitation');
    expect(row?.status).toBe('cancelled');
    await backend.sendNotifications(inFuture(0));
    expect(backend.mailbox.list(address)).toEqual([]);
  });

  it('only the poll’s owner with an account invites, reads and resends; the token is never readable', async () => {
    const poll = await pollOf(owner.client, owner.user.id);
    await invite(owner.client, poll, [uniqueEmail('m')]);
    for (const client of [other.client, guest.client]) {
      expect((await invite(client, poll, [uniqueEmail('x')])).status).toBe(404);
      const read = await client
        .from('schedule_invitations')
        .select('id')
        .eq('schedule_id', poll.id);
      expect(read.data ?? []).toEqual([]);
      await client.from('schedule_invitations').delete().eq('schedule_id', poll.id);
    }
    const anonInvite = await invite(anon, poll, [uniqueEmail('x')]);
    expect(anonInvite.error).not.toBeNull();
    expect((await anon.from('schedule_invitations').select('id')).data ?? []).toEqual([]);
    expect(await invitations(owner.client, poll)).toHaveLength(1);
    // No API role reads the token or its hash, not even the owner; nobody inserts or updates.
    expect((await owner.client.from('schedule_invitations').select('token')).error).not.toBeNull();
    expect(
      (await owner.client.from('schedule_invitations').select('token_hash')).error,
    ).not.toBeNull();
    const inserted = await owner.client
      .from('schedule_invitations')
      .insert({ schedule_id: poll.id, email: 'z@example.com', token: 'x', token_hash: 'x' });
    expect(inserted.error).not.toBeNull();
    const changed = await owner.client
      .from('schedule_invitations')
      .update({ answered_at: new Date().toISOString() })
      .eq('schedule_id', poll.id);
    expect(changed.error).not.toBeNull();
    expect((await owner.client.from('schedule_invitation_progress').select()).error).not.toBeNull();

    // A guest's own poll: inviting by mail needs an account.
    const guestPoll = await pollOf(guest.client, guest.user.id);
    const refused = await invite(guest.client, guestPoll, [uniqueEmail('g')]);
    expect(refused.error?.hint).toBe('invitations_need_account');
  });

  it('refuses a malformed address and more than 50 a poll, inviting nobody', async () => {
    const poll = await pollOf(owner.client, owner.user.id);
    const bad = await invite(owner.client, poll, [uniqueEmail('ok'), 'not-an-address']);
    expect(bad.error?.hint).toBe('invitation_bad_address');
    const many = Array.from({ length: 51 }, (_, i) => `p${i}-${crypto.randomUUID()}@example.com`);
    expect((await invite(owner.client, poll, many)).error?.hint).toBe('invitation_limit');
    expect(await invitations(owner.client, poll)).toEqual([]);
  });
});
