import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';
import { MINUTE, answer, inFuture, outbox, pollOf, visitorIn } from './helpers/mailFixtures.ts';

/**
 * Poll events into mails: the owner hears of answers at most once every 10 minutes per poll,
 * with what changed; respondents who left an address hear of the decision, its change and its
 * undoing; nobody is mailed who should not be.
 */

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend.url, backend.anonKey);
  service = createTestClient(backend.url, backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.close();
});
afterEach(async () => {
  await backend.database.query(
    `update public.mail_outbox set status = 'cancelled' where status in ('pending', 'sending')`,
  );
});

const mailsTo = (address: string) => backend.mailbox.list(address);

describe('answers, to the poll’s owner', () => {
  it('the first answer goes out at once; later ones wait for the 10 minutes and come in one mail', async () => {
    const owner = await signUpNewUser(backend, { fullName: '山田 太郎' });
    const poll = await pollOf(owner.client, owner.user.id, '営業会議');
    await answer(anon, poll, { name: '田中', key: 'tanaka-key-0000000' });
    await backend.sendNotifications(inFuture(0));
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      '【日程調整】「営業会議」に新しい回答が届きました（1件）',
    ]);

    await answer(anon, poll, { name: '佐藤', marks: ['maybe', 'no'] });
    await answer(anon, poll, { name: '田中', key: 'tanaka-key-0000000', marks: ['no', 'yes'] });
    const rows = await outbox(backend, poll.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.send_after.getTime()).toBe((rows[0]?.send_after.getTime() ?? 0) + 10 * MINUTE);
    await backend.sendNotifications(inFuture(9 * MINUTE));
    expect(mailsTo(owner.email)).toHaveLength(1);
    await backend.sendNotifications(inFuture(10 * MINUTE + 1000));
    const [latest] = mailsTo(owner.email);
    expect(latest?.subject).toBe('【日程調整】「営業会議」の回答が更新されました（2件）');
    expect(latest?.text).toContain('■新しい回答（1件）\n・佐藤様\n');
    expect(latest?.text).toContain(
      '■変更された回答（1件）\n・田中様\n\u300012月1日(日) 14:00（本社3F）：○ → ×',
    );
    expect(latest?.text).toContain(`/schedule-share?poll=${poll.id}`);
  });

  it('an answer sent again unchanged is no news', async () => {
    const owner = await signUpNewUser(backend);
    const poll = await pollOf(owner.client, owner.user.id);
    await answer(anon, poll, { name: '田中', key: 'same-answer-000000' });
    await backend.sendNotifications(inFuture(0));
    await answer(anon, poll, { name: '田中', key: 'same-answer-000000' });
    await backend.sendNotifications(inFuture(11 * MINUTE));
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect((await outbox(backend, poll.id))[1]).toMatchObject({
      status: 'cancelled',
      last_error: 'nothing changed',
    });
  });

  it('is in the owner’s mail language', async () => {
    const owner = await signUpNewUser(backend);
    await owner.client.from('mail_settings').insert({ user_id: owner.user.id, language: 'en' });
    const poll = await pollOf(owner.client, owner.user.id, 'Sales meeting');
    await answer(anon, poll, { name: 'Tanaka' });
    await backend.sendNotifications(inFuture(0));
    expect(mailsTo(owner.email)[0]?.subject).toBe('New answers to "Sales meeting" (1)');
    expect(mailsTo(owner.email)[0]?.fromName).toBe('Office Toolbox');
  });

  it.each([
    ['the owner answers their own poll', 'self'],
    ['answer mail is off for the poll', 'poll-off'],
    ['mail is off for the account', 'account-off'],
    ['the owner unsubscribed from answer mails', 'unsubscribed'],
  ])('no mail when %s', async (_name, situation) => {
    const owner = await signUpNewUser(backend);
    const poll = await pollOf(owner.client, owner.user.id);
    if (situation === 'poll-off') {
      await owner.client
        .from('schedule_mail_settings')
        .insert({ schedule_id: poll.id, answers_mail: false });
    }
    if (situation === 'account-off') {
      await owner.client.from('mail_settings').insert({ user_id: owner.user.id, enabled: false });
    }
    if (situation === 'unsubscribed') {
      await answer(anon, poll, { name: '最初の回答者' });
      await backend.sendNotifications(inFuture(0));
      const link = /unsubscribe\?token=([\w-]+)/.exec(mailsTo(owner.email)[0]?.text ?? '')?.[1];
      expect((await anon.rpc('unsubscribe_mail', { p_token: link })).data).toMatchObject({
        kind: 'poll_answers',
      });
    }
    const before = mailsTo(owner.email).length;
    await answer(situation === 'self' ? owner.client : anon, poll, { name: '田中' });
    await backend.sendNotifications(inFuture(11 * MINUTE));
    expect(mailsTo(owner.email)).toHaveLength(before);
  });

  it('a pending mail is not sent once the owner turns mail off', async () => {
    const owner = await signUpNewUser(backend);
    const poll = await pollOf(owner.client, owner.user.id);
    await answer(anon, poll, { name: '田中' });
    await owner.client.from('mail_settings').insert({ user_id: owner.user.id, enabled: false });
    await backend.sendNotifications(inFuture(0));
    expect(mailsTo(owner.email)).toEqual([]);
    expect((await outbox(backend, poll.id))[0]?.status).toBe('cancelled');
  });

  it('guests and accounts whose address is not confirmed get no answer mail', async () => {
    const guest = await signInAsGuest(backend);
    const guestPoll = await pollOf(guest.client, guest.user.id);
    await answer(anon, guestPoll, { name: '田中', email: 'r@example.com' });
    const email = uniqueEmail('unconfirmed');
    const { data: created } = await service.auth.admin.createUser({
      email,
      password: 'correct-horse-42',
    });
    const unconfirmedPoll = await pollOf(service, created.user?.id ?? '');
    await answer(anon, unconfirmedPoll, { name: '田中' });
    expect(await outbox(backend, guestPoll.id)).toEqual([]);
    expect(await outbox(backend, unconfirmedPoll.id)).toEqual([]);
    // Its respondents are still told of the decision, as the answer form promised them.
    await guest.client
      .from('schedules')
      .update({ decided_option_id: guestPoll.options[0]?.id })
      .eq('id', guestPoll.id);
    expect((await outbox(backend, guestPoll.id)).map((row) => row.recipient)).toEqual([
      'r@example.com',
    ]);
  });
});

describe('the decision, to respondents who left an address', () => {
  async function decidedPoll() {
    const owner = await signUpNewUser(backend, { fullName: '山田 太郎' });
    const poll = await pollOf(owner.client, owner.user.id, '12月の営業会議');
    const ja = uniqueEmail('ja');
    const en = uniqueEmail('en');
    await answer(anon, poll, { name: '田中 一郎', email: ja });
    // The same address in other letters is one respondent to mail; the latest answer names them.
    await answer(visitorIn(backend, 'en'), poll, { name: 'Jane', email: en.toUpperCase() });
    await answer(anon, poll, { name: '鈴木', email: null });
    const decide = (optionIndex: number | null) =>
      owner.client
        .from('schedules')
        .update({ decided_option_id: optionIndex === null ? null : poll.options[optionIndex]?.id })
        .eq('id', poll.id);
    return { owner, poll, ja, en, decide };
  }

  it('each address hears once, in the language it answered in, two minutes after the decision', async () => {
    const { poll, ja, en, decide } = await decidedPoll();
    await decide(0);
    const rows = (await outbox(backend, poll.id)).filter((row) => row.kind === 'poll_decision');
    expect(rows.map((row) => [row.recipient.toLowerCase(), row.language]).sort()).toEqual(
      [
        [en, 'en'],
        [ja, 'ja'],
      ].sort(),
    );
    await backend.sendNotifications(inFuture(MINUTE));
    expect(mailsTo(ja)).toEqual([]);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(mailsTo(ja).map((mail) => mail.subject)).toEqual(['【日程確定】12月の営業会議']);
    expect(mailsTo(en).map((mail) => mail.subject)).toEqual(['Date confirmed: 12月の営業会議']);
    expect(mailsTo(ja)[0]?.attachments.map((file) => file.fileName)).toEqual([
      '12月の営業会議.ics',
    ]);
    expect(mailsTo(ja)[0]?.text).toContain('田中 一郎様');
    // Who decided: the owner's account name (migration 20261129000100).
    expect(mailsTo(ja)[0]?.text).toContain(
      '主催者の山田 太郎様により日程が確定しましたので、下記のとおりお知らせいたします。',
    );
    expect(mailsTo(en)[0]?.text).toContain(
      'The organizer, 山田 太郎, has confirmed the following date:',
    );
  });

  it('a decision undone within the two minutes sends nothing; a changed one sends only the last', async () => {
    const { ja, decide } = await decidedPoll();
    await decide(0);
    await decide(null);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(mailsTo(ja)).toEqual([]);
    await decide(0);
    await decide(1);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(mailsTo(ja)).toHaveLength(1);
    expect(mailsTo(ja)[0]?.text).toContain('2030年12月2日(月) 10:00');
  });

  it('a change after the mail went out says so; undoing it says the date no longer holds', async () => {
    const { ja, en, decide } = await decidedPoll();
    await decide(0);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    await decide(1);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(mailsTo(ja)[0]?.subject).toBe('【日程変更】12月の営業会議');
    expect(mailsTo(ja)[0]?.text).toContain('（変更前：2030年12月1日(日) 14:00）');
    await decide(null);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(mailsTo(ja)[0]?.subject).toBe('【日程確定の取り消し】12月の営業会議');
    expect(mailsTo(en)[0]?.subject).toBe('Date withdrawn: 12月の営業会議');
    expect(mailsTo(ja)[0]?.attachments).toEqual([]);
  });

  it('an address that unsubscribed hears nothing more of decisions; the others still do', async () => {
    const { ja, en, decide } = await decidedPoll();
    await decide(0);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    const token = /unsubscribe\?token=([\w-]+)/.exec(mailsTo(ja)[0]?.text ?? '')?.[1];
    await anon.rpc('unsubscribe_mail', { p_token: token });
    await decide(1);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(mailsTo(ja)).toHaveLength(1);
    expect(mailsTo(en)).toHaveLength(2);
  });

  it('no address gets more than 5 decision mails an hour, however many polls name it', async () => {
    const owner = await signUpNewUser(backend);
    const target = uniqueEmail('flooded');
    for (let index = 0; index < 12; index += 1) {
      const poll = await pollOf(owner.client, owner.user.id, `poll ${index}`);
      await answer(anon, poll, { name: 'x', email: target });
      await owner.client
        .from('schedules')
        .update({ decided_option_id: poll.options[0]?.id })
        .eq('id', poll.id);
    }
    await backend.sendNotifications(inFuture(3 * MINUTE));
    // An address nobody confirmed gets at most 5 mails an hour (and 10 decisions a day).
    expect(mailsTo(target)).toHaveLength(5);
  });

  it('one owner’s polls send at most 300 decision mails a day', async () => {
    const owner = await signUpNewUser(backend);
    const earlier = await pollOf(owner.client, owner.user.id, 'earlier');
    await backend.database.query(
      `insert into public.mail_outbox (kind, idempotency_key, recipient, recipient_key, language,
         subject_id, payload, unsubscribe_token, status)
       select 'poll_decision', 'cap/' || $1 || '/' || n, 'x' || n || '@example.com',
         public.mail_address_key('x' || n || '@example.com'), 'ja', $1::uuid, '{}', 't', 'sent'
       from generate_series(1, 300) n`,
      [earlier.id],
    );
    const poll = await pollOf(owner.client, owner.user.id, 'one more');
    await answer(anon, poll, { name: 'x', email: uniqueEmail('capped') });
    await owner.client
      .from('schedules')
      .update({ decided_option_id: poll.options[0]?.id })
      .eq('id', poll.id);
    const decisions = (await outbox(backend, poll.id)).filter(
      (row) => row.kind === 'poll_decision',
    );
    expect(decisions).toEqual([]);
  });
});
