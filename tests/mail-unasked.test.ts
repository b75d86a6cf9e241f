import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';
import { answer, inFuture, MINUTE, outbox, pollOf } from './helpers/mailFixtures.ts';

/**
 * Mail only goes where it was asked for: nothing to an account whose address is not confirmed
 * (poll answers, invitations), and an address typed into polls or the sign-in forms by
 * strangers gets at most 5 mails an hour, however many polls and kinds of mail name it, all
 * sent from one place.
 */
let backend: RunningBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend.url, backend.anonKey);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

/** A signed-in user whose address is not (or no longer) confirmed. */
async function unconfirmedUser() {
  const user = await signUpNewUser(backend);
  await backend.database.query('update auth.users set email_confirmed_at = null where id = $1', [
    user.user.id,
  ]);
  return user;
}

describe('an account whose address is not confirmed', () => {
  it('gets no mail about answers to its polls', async () => {
    const owner = await unconfirmedUser();
    const poll = await pollOf(owner.client, owner.user.id, 'Cheap watches http://spam.example');
    await answer(anon, poll, { name: 'x' });
    expect((await outbox(backend, poll.id)).filter((row) => row.kind === 'poll_answers')).toEqual(
      [],
    );
    await backend.sendNotifications(inFuture(MINUTE));
    expect(backend.mailbox.list(owner.email)).toEqual([]);
  });

  it('sees no invitation to its address, and cannot take one', async () => {
    const inviter = await signUpNewUser(backend);
    const invitee = await unconfirmedUser();
    const list = await inviter.client
      .from('todo_lists')
      .insert({ name: 'チーム' })
      .select()
      .single();
    const invited = await inviter.client
      .from('todo_list_invitations')
      .insert({ list_id: list.data?.id, email: invitee.email })
      .select('id')
      .single();
    expect(invited.error).toBeNull();
    expect((await invitee.client.rpc('list_my_todo_invitations')).data).toEqual([]);
    const taken = await invitee.client.rpc('answer_todo_invitation', {
      p_invitation_id: invited.data?.id,
      p_accept: true,
    });
    expect(taken.error?.code).toBe('PT404');
    // Once the address is confirmed, the invitation is theirs.
    await backend.database.query('update auth.users set email_confirmed_at = now() where id = $1', [
      invitee.user.id,
    ]);
    expect((await invitee.client.rpc('list_my_todo_invitations')).data).toHaveLength(1);
  });
});

describe('an address typed into polls by others', () => {
  it('gets at most 5 mails an hour, decisions and edit codes together', async () => {
    const victim = uniqueEmail('victim');
    const spammer = await signUpNewUser(backend);
    for (let index = 0; index < 4; index += 1) {
      const poll = await pollOf(spammer.client, spammer.user.id, `Cheap watches ${index}`);
      await spammer.client
        .from('schedules')
        .update({ respondent_only_edits: true })
        .eq('id', poll.id);
      // An answer with the victim's address: an edit-code mail; then a decision mail.
      const saved = await anon.rpc('save_schedule_answer', {
        p_share_id: poll.share_id,
        p_respondent_name: 'x',
        p_respondent_email: victim,
        p_comment: null,
        p_answers: poll.options.map((option) => ({ option_id: option.id, availability: 'yes' })),
        p_respondent_key: `respondent-key-${index}-${crypto.randomUUID()}`,
      });
      expect(saved.error).toBeNull();
      await spammer.client
        .from('schedules')
        .update({ decided_option_id: poll.options[0]?.id })
        .eq('id', poll.id);
    }
    const queued = await backend.database.query(
      `select kind, status, last_error from public.mail_outbox
       where recipient_key = public.mail_address_key($1)`,
      [victim],
    );
    expect(queued.rows).toHaveLength(5);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(backend.mailbox.list(victim)).toHaveLength(5);
    // The next hour, more may come.
    await backend.database.query(
      `update public.mail_outbox set created_at = created_at - interval '61 minutes'
       where recipient_key = public.mail_address_key($1)`,
      [victim],
    );
    const poll = await pollOf(spammer.client, spammer.user.id, 'one more');
    await answer(anon, poll, { name: 'x', email: victim });
    await spammer.client
      .from('schedules')
      .update({ decided_option_id: poll.options[0]?.id })
      .eq('id', poll.id);
    await backend.sendNotifications(inFuture(3 * MINUTE));
    expect(backend.mailbox.list(victim)).toHaveLength(6);
  });
});

/** POST to the auth API from another loopback address (127.0.0.2): another caller's address. */
function postFrom(localAddress: string, url: string, anonKey: string, body: object) {
  return new Promise<number>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: anonKey, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('an address typed into the sign-in and sign-up forms by others', () => {
  let limited: RunningBackend;
  let client: SupabaseClient;

  beforeAll(async () => {
    // The project's hourly limit on, as deployed; the per-IP request limit raised and the
    // 60 s spacing off, as if each request came a minute after the one before (an hour's worth
    // at once): only the limit per mail address is left to hold.
    limited = await startTestBackend({
      rateLimits: { otp: { perWindow: 1000, windowSeconds: 300, burst: 1000 } },
      mailMaxFrequencySeconds: 0,
    });
    client = createTestClient(limited.url, limited.anonKey);
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  it('magic links: at most 5 an hour from one address; the owner elsewhere still gets one', async () => {
    const owner = await signUpNewUser(limited);
    const statuses: (number | undefined)[] = [];
    for (let index = 0; index < 40; index += 1) {
      const sent = await client.auth.signInWithOtp({ email: owner.email });
      statuses.push(sent.error?.status ?? 200);
    }
    // The sign-up's confirmation (deleted from the catcher by the helper) was the first.
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    expect(limited.mailbox.list(owner.email)).toHaveLength(4);
    const url = `${limited.url}/auth/v1/otp`;
    expect(await postFrom('127.0.0.2', url, limited.anonKey, { email: owner.email })).toBe(200);
    expect(limited.mailbox.list(owner.email)).toHaveLength(5);
  });

  it('sign-ups and resends of a stranger’s address: at most 5 confirmations an hour', async () => {
    const stranger = uniqueEmail('stranger');
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const signUp = await client.auth.signUp({ email: stranger, password: 'secret-123' });
      statuses.push(signUp.error?.status ?? 200);
      const resend = await client.auth.resend({ type: 'signup', email: stranger });
      statuses.push(resend.error?.status ?? 200);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(limited.mailbox.list(stranger)).toHaveLength(5);
  });
});
