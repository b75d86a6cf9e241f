import { afterEach, describe, expect, it } from 'vitest';
import { handler } from '../supabase/functions/send-notifications/handler.ts';
import { signUpNewUser, type TestUser } from './helpers/backend.ts';
import {
  MINUTE,
  answer,
  chaos,
  inFuture,
  outbox,
  pollOf,
  type OutboxRecord,
} from './helpers/mailFixtures.ts';
import { useFileBackend } from './helpers/callers.ts';

/**
 * The sender (supabase/functions/send-notifications, run by the backend as pg_cron runs it)
 * against the mail catcher's provider API with its chaos trigger: a failing provider is
 * retried with backoff and its mails are delivered once it recovers, none lost and none sent
 * twice; a mail that keeps failing ends in the dead-letter state the service role sees.
 */

const ctx = useFileBackend();

// Each test starts with an outbox where nothing is waiting, so its runs send only its mails.
afterEach(async () => {
  await chaos(ctx.backend, null);
  await ctx.backend.database.query(
    `update public.mail_outbox set status = 'cancelled' where status in ('pending', 'sending')`,
  );
});

/** `count` owners, each with a poll and one new answer: one answer mail each, due now. */
async function ownersWithNews(count: number): Promise<Array<TestUser & { pollId: string }>> {
  const owners = await Promise.all(Array.from({ length: count }, () => signUpNewUser(ctx.backend)));
  return Promise.all(
    owners.map(async (owner) => {
      const poll = await pollOf(owner.client, owner.user.id);
      await answer(ctx.anon, poll, { name: '田中' });
      return { ...owner, pollId: poll.id };
    }),
  );
}

const mailsTo = (address: string) => ctx.backend.mailbox.list(address);
const rowsOf = async (owners: Array<{ pollId: string }>) =>
  (await Promise.all(owners.map((owner) => outbox(ctx.backend, owner.pollId)))).flat();

describe('a failing provider', () => {
  it('is retried with backoff, and every mail is delivered once when it recovers', async () => {
    const owners = await ownersWithNews(3);
    await chaos(ctx.backend, { ErrorCode: 503, Probability: 100 });
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms).toISOString();

    let run = await ctx.backend.sendNotifications(at(0));
    expect(run).toMatchObject({ configured: true, sent: 0, retrying: 3, dead: 0 });
    let rows = await rowsOf(owners);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.last_error).toContain('503');
    // Not due before the first wait (one minute) is over.
    run = await ctx.backend.sendNotifications(at(30_000));
    expect(run.retrying).toBe(0);
    run = await ctx.backend.sendNotifications(at(MINUTE + 1000));
    expect(run.retrying).toBe(3);
    rows = await rowsOf(owners);
    expect(rows.every((row) => row.attempts === 2)).toBe(true);
    // The second wait is two minutes.
    expect(rows[0]?.send_after.getTime()).toBe(start + MINUTE + 1000 + 2 * MINUTE);
    for (const owner of owners) expect(mailsTo(owner.email)).toEqual([]);

    await chaos(ctx.backend, null);
    run = await ctx.backend.sendNotifications(at(4 * MINUTE));
    expect(run).toMatchObject({ sent: 3, retrying: 0 });
    run = await ctx.backend.sendNotifications(at(30 * MINUTE));
    expect(run.sent).toBe(0);
    for (const owner of owners) {
      expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
        '【日程調整】「定例会議」に新しい回答が届きました（1件）',
      ]);
    }
    rows = await rowsOf(owners);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
      ['sent', 3],
    ]);
  });

  it('a lost answer: the provider delivered, the retry with the same key sends nothing more', async () => {
    const [owner] = await ownersWithNews(1);
    await chaos(ctx.backend, { ErrorCode: 500, Probability: 100, Delivered: true });
    expect((await ctx.backend.sendNotifications(inFuture(0))).retrying).toBe(1);
    expect(mailsTo(owner?.email ?? '')).toHaveLength(1);
    await chaos(ctx.backend, null);
    expect((await ctx.backend.sendNotifications(inFuture(2 * MINUTE))).sent).toBe(1);
    expect(mailsTo(owner?.email ?? '')).toHaveLength(1);
    const [row] = await outbox(ctx.backend, owner?.pollId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row?.provider_message_id).toMatch(/^local-/);
  });

  it('after ten failed attempts a mail is dead, visible to the service role, and can be retried', async () => {
    const [owner] = await ownersWithNews(1);
    await chaos(ctx.backend, { ErrorCode: 503, Probability: 100 });
    let row: OutboxRecord | undefined;
    let clock = Date.now();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await ctx.backend.sendNotifications(new Date(clock).toISOString());
      [row] = await outbox(ctx.backend, owner?.pollId);
      expect(row?.attempts).toBe(attempt);
      clock = (row?.send_after.getTime() ?? clock) + 1000;
    }
    expect(row?.status).toBe('dead');
    expect((await ctx.backend.sendNotifications(inFuture(24 * 60 * MINUTE))).retrying).toBe(0);

    const { data: dead } = await ctx.service
      .from('mail_outbox')
      .select('id,status,attempts,last_error')
      .eq('id', row?.id ?? '');
    expect(dead).toEqual([
      { id: row?.id, status: 'dead', attempts: 10, last_error: expect.stringContaining('503') },
    ]);
    expect((await ctx.service.rpc('retry_mail_outbox', { p_id: row?.id })).data).toBe(true);
    await chaos(ctx.backend, null);
    expect((await ctx.backend.sendNotifications(inFuture(0))).sent).toBe(1);
    expect(mailsTo(owner?.email ?? '')).toHaveLength(1);
  });

  it('a configuration problem (the key refused) stops the run and leaves the rest untried', async () => {
    const owners = await ownersWithNews(3);
    await chaos(ctx.backend, { ErrorCode: 403, Probability: 100 });
    const run = await ctx.backend.sendNotifications(inFuture(0));
    expect(run).toMatchObject({ sent: 0, retrying: 1 });
    expect(run.stoppedBecause).toContain('403');
    const rows = await rowsOf(owners);
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 1]);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
  });
});

describe('the sender itself', () => {
  it('two runs at once never send one mail twice', async () => {
    const owners = await ownersWithNews(5);
    const now = inFuture(0);
    const runs = await Promise.all([
      ctx.backend.sendNotifications(now),
      ctx.backend.sendNotifications(now),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(5);
    for (const owner of owners) expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('a run that died mid-send gives its mails back after their five-minute lock', async () => {
    const [owner] = await ownersWithNews(1);
    const claimed = await ctx.service.rpc('claim_mail_outbox', {
      p_now: inFuture(0),
      p_limit: 100,
    });
    expect(
      (claimed.data as Array<{ subject_id: string }>).some(
        (row) => row.subject_id === owner?.pollId,
      ),
    ).toBe(true);
    expect((await ctx.backend.sendNotifications(inFuture(MINUTE))).sent).toBe(0);
    expect((await ctx.backend.sendNotifications(inFuture(6 * MINUTE))).sent).toBe(1);
    expect(mailsTo(owner?.email ?? '')).toHaveLength(1);
  });

  it('an unreadable row is a dead letter at once, never half a mail', async () => {
    const [owner] = await ownersWithNews(1);
    await ctx.backend.database.query(
      `update public.mail_outbox set payload = jsonb_set(payload, '{poll}', '{"id": 1}')
       where subject_id = $1`,
      [owner?.pollId ?? null],
    );
    expect((await ctx.backend.sendNotifications(inFuture(0))).dead).toBe(1);
    const [row] = await outbox(ctx.backend, owner?.pollId);
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row?.last_error).toContain('unreadable mail payload');
    expect(mailsTo(owner?.email ?? '')).toEqual([]);
  });

  it('without a provider key it says so and keeps every mail in the outbox', async () => {
    const [owner] = await ownersWithNews(1);
    const response = await handler(
      new Request('http://edge/send-notifications', {
        method: 'POST',
        headers: { Authorization: `Bearer ${ctx.backend.serviceRoleKey}` },
      }),
      {
        SUPABASE_URL: ctx.backend.url,
        SUPABASE_SERVICE_ROLE_KEY: ctx.backend.serviceRoleKey,
        SITE_URL: 'https://office-toolbox.example',
      },
    );
    expect(response.status).toBe(503);
    const body = (await response.json()) as { configured: boolean; message: string };
    expect(body.configured).toBe(false);
    expect(body.message).toContain('RESEND_API_KEY, MAIL_FROM_ADDRESS not set');
    expect(await outbox(ctx.backend, owner?.pollId)).toMatchObject([
      { status: 'pending', attempts: 0 },
    ]);
    expect((await ctx.backend.sendNotifications(inFuture(0))).sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(owner?.email ?? '')).toHaveLength(1);
  });

  it.each([
    ['no key', {}],
    ['the anon key', { Authorization: 'Bearer ANON' }],
    ['a user’s token', { Authorization: 'Bearer USER' }],
  ])('refuses a caller with %s (401)', async (_name, headers) => {
    const user = await signUpNewUser(ctx.backend);
    const named = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [
        key,
        value.replace('ANON', ctx.backend.anonKey).replace('USER', user.accessToken),
      ]),
    );
    const response = await fetch(`${ctx.backend.url}/functions/v1/send-notifications`, {
      method: 'POST',
      headers: { apikey: ctx.backend.anonKey, ...named },
    });
    expect(response.status).toBe(401);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the List-Unsubscribe address stops that kind of mail to that address on a POST, without sign-in', async () => {
    const [owner] = await ownersWithNews(1);
    await ctx.backend.sendNotifications(inFuture(0));
    const [mail] = mailsTo(owner?.email ?? '');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(target).toMatch(/\/functions\/v1\/send-notifications\/unsubscribe\?token=/);

    // A person (or a link checker) opening it is sent to the site's page, which asks first.
    const opened = await fetch(target, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/unsubscribe\?token=/);
    const { data: before } = await ctx.service.from('mail_suppressions').select('kind');
    expect(before?.some((row) => row.kind === 'poll_answers')).toBeFalsy();

    const posted = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const token = new URL(target).searchParams.get('token');
    expect((await ctx.anon.rpc('mail_unsubscribe_info', { p_token: token })).data).toEqual({
      kind: 'poll_answers',
      unsubscribed: true,
    });
    const unknown = await fetch(target.replace(/token=.*/, 'token=nothing'), { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
