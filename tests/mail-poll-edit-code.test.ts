import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';
import { answer, inFuture, outbox, pollOf, visitorIn, type Poll } from './helpers/mailFixtures.ts';

/**
 * The edit code by mail: in a poll where only respondents edit, a respondent who leaves an
 * address gets the code the page showed them, once, in the language they answered in; nobody
 * else gets a code mail, and unsubscribing from code mails leaves decision mails alone.
 */

let backend: RunningBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend.url, backend.anonKey);
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
/** ABCD-EFGH, as the page shows the code. */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
const codeRows = async (poll: Poll) =>
  (await outbox(backend, poll.id)).filter((row) => row.kind === 'poll_edit_code');

async function pollWhere(respondentOnly: boolean, title = '12月の営業会議') {
  const owner = await signUpNewUser(backend);
  const poll = await pollOf(owner.client, owner.user.id, title);
  const { error } = await owner.client
    .from('schedules')
    .update({ respondent_only_edits: respondentOnly })
    .eq('id', poll.id);
  if (error) throw new Error(error.message);
  return { owner, poll };
}

/** Answers as the page does and returns the code the page shows. */
async function save(client: SupabaseClient, poll: Poll, name: string, email: string | null) {
  const { data, error } = await client.rpc('save_schedule_answer', {
    p_share_id: poll.share_id,
    p_respondent_name: name,
    p_respondent_email: email ?? '',
    p_comment: null,
    p_answers: poll.options.map((option) => ({ option_id: option.id, availability: 'yes' })),
    p_respondent_key: `key-${name}-${crypto.randomUUID()}`,
  });
  if (error) throw new Error(error.message);
  return data as { respondent_id: string; edit_code: string };
}

describe('the edit code, to a respondent who left an address', () => {
  it('arrives at once with the code, the poll’s link and the name, in Japanese', async () => {
    const { poll } = await pollWhere(true);
    const address = uniqueEmail('code-ja');
    const saved = await save(anon, poll, '田中 一郎', address);
    expect(saved.edit_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await backend.sendNotifications(inFuture(0));
    const mails = mailsTo(address);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '【日程調整】「12月の営業会議」の編集コード',
    ]);
    const [mail] = mails;
    expect(mail?.text).toContain('田中 一郎様');
    expect(mail?.text).toContain(`■編集コード：${shown(saved.edit_code)}`);
    expect(mail?.text).toContain(`/schedule-share/${poll.share_id}`);
    expect(mail?.html).toContain(shown(saved.edit_code));
    expect(mail?.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);
    // Changing the answer later with the code does not send it again.
    const { error } = await visitorIn(backend, 'ja').rpc('save_schedule_answer', {
      p_share_id: poll.share_id,
      p_respondent_name: '田中 一郎',
      p_respondent_email: null,
      p_comment: '遅れて参加します',
      p_answers: poll.options.map((option) => ({ option_id: option.id, availability: 'no' })),
      p_respondent_key: null,
      p_respondent_id: saved.respondent_id,
      p_edit_code: saved.edit_code,
    });
    expect(error).toBeNull();
    await backend.sendNotifications(inFuture(0));
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('is in English for a respondent who answered in English', async () => {
    const { poll } = await pollWhere(true, 'Sales meeting');
    const address = uniqueEmail('code-en');
    const saved = await save(visitorIn(backend, 'en'), poll, 'Jane', address);
    await backend.sendNotifications(inFuture(0));
    const [mail] = mailsTo(address);
    expect(mail?.subject).toBe('Your edit code for the schedule poll "Sales meeting"');
    expect(mail?.text).toContain(`Edit code: ${shown(saved.edit_code)}`);
  });

  it('nothing without an address, and nothing in a poll anyone may edit', async () => {
    const { poll: onlyRespondents } = await pollWhere(true);
    await save(anon, onlyRespondents, '鈴木', null);
    await answer(anon, onlyRespondents, { name: '佐藤', email: null });
    expect(await codeRows(onlyRespondents)).toEqual([]);

    const { poll: open } = await pollWhere(false);
    const address = uniqueEmail('open');
    await save(anon, open, '高橋', address);
    expect(await codeRows(open)).toEqual([]);
    await backend.sendNotifications(inFuture(0));
    expect(mailsTo(address)).toEqual([]);
  });

  it('at most 5 an hour and 10 a day to one address; unsubscribing stops code mails but not decision mails', async () => {
    const { owner, poll } = await pollWhere(true);
    const address = uniqueEmail('many');
    for (let index = 0; index < 6; index += 1) await save(anon, poll, `回答者${index}`, address);
    expect(await codeRows(poll)).toHaveLength(5);
    // An hour later, five more; then the day's ten are used up.
    await backend.database.query(
      `update public.mail_outbox set created_at = created_at - interval '2 hours'
       where recipient_key = public.mail_address_key($1)`,
      [address],
    );
    for (let index = 6; index < 12; index += 1) await save(anon, poll, `回答者${index}`, address);
    expect(await codeRows(poll)).toHaveLength(10);
    await backend.sendNotifications(inFuture(0));
    const token = /unsubscribe\?token=([^>\s]+)/.exec(
      mailsTo(address)[0]?.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    expect((await anon.rpc('unsubscribe_mail', { p_token: token })).data).toEqual({
      kind: 'poll_edit_code',
      unsubscribed: true,
    });

    const { poll: next } = await pollWhere(true, '次の会議');
    const other = uniqueEmail('unsubscribed');
    await backend.database.query(
      `insert into public.mail_suppressions (address_key, kind)
       values (public.mail_address_key($1), 'poll_edit_code')`,
      [other],
    );
    await save(anon, next, '中村', other);
    expect(await codeRows(next)).toEqual([]);
    // The hour's five code mails are an hour old (the decision is not held back by them).
    await backend.database.query(
      `update public.mail_outbox set created_at = created_at - interval '1 hour'
       where recipient_key = public.mail_address_key($1)`,
      [address],
    );
    await owner.client
      .from('schedules')
      .update({ decided_option_id: poll.options[0]?.id })
      .eq('id', poll.id);
    const decisions = (await outbox(backend, poll.id)).filter(
      (row) => row.kind === 'poll_decision',
    );
    expect(decisions).toHaveLength(1);
  });
});
