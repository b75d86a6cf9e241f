import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';
import {
  createRealtimeTestClient,
  loadRealtimeFixture,
  signToken,
  sleep,
  subscribe,
  waitUntil,
} from './helpers/realtime.ts';

/**
 * Access tokens on joined channels, as hosted Realtime handles them (realtime_channel.ex:
 * handle_in("access_token"), confirm_token, shutdown_response): a new valid token keeps the
 * channel (policies are checked again), an expired or invalid one ends it with a `system` error
 * and phx_close, and a channel whose token expires ends by itself.
 */
let backend: RunningBackend;
let alice: TestUser;
const opened: SupabaseClient[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  await loadRealtimeFixture(backend);
  alice = await signUpNewUser(backend);
  await backend.database.query(
    `insert into public.rt_members (room, user_id) values ('room:t', $1)`,
    [alice.user.id],
  );
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.removeAllChannels()));
  await alice.client.removeAllChannels();
});
afterAll(async () => {
  await backend?.close();
});

const now = () => Math.floor(Date.now() / 1000);

function aliceClaims(exp: number) {
  return { sub: alice.user.id, role: 'authenticated', aud: 'authenticated', exp };
}

/** A client that joins room:t (private) with `token`, recording statuses and system messages. */
async function joinWithToken(token: string) {
  const client = createRealtimeTestClient(backend.url, backend.anonKey);
  opened.push(client);
  await client.realtime.setAuth(token);
  const channel = client.channel('room:t', { config: { private: true } });
  const system: Record<string, unknown>[] = [];
  const statuses: string[] = [];
  channel.on('system', {}, (message: Record<string, unknown>) => system.push(message));
  const joined = new Promise<{ status: string; error?: Error }>((resolve) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      resolve({ status, error });
    });
  });
  return { client, channel, system, statuses, joined: await joined };
}

function received(channel: RealtimeChannel) {
  const payloads: Record<string, unknown>[] = [];
  channel.on('broadcast', { event: '*' }, ({ payload }) =>
    payloads.push(payload as Record<string, unknown>),
  );
  return payloads;
}

describe('a refreshed access token', () => {
  it('keeps the channel joined and receiving (supabase-js refreshSession)', async () => {
    const channel = alice.client.channel('room:t', { config: { private: true } });
    const payloads = received(channel);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    const before = alice.client.realtime.accessTokenValue;
    await sleep(1100); // a token issued in a later second differs from the first
    const { data, error } = await alice.client.auth.refreshSession();
    expect(error).toBeNull();
    await waitUntil(() => alice.client.realtime.accessTokenValue === data.session?.access_token);
    expect(alice.client.realtime.accessTokenValue).not.toBe(before);
    await backend.database.query(
      `select realtime.send('{"after": "refresh"}'::jsonb, 'e', 'room:t')`,
    );
    await waitUntil(() => payloads.length === 1);
    expect(payloads[0]).toMatchObject({ after: 'refresh' });
    expect(channel.state).toBe('joined');
  });
});

describe('an access token that does not pass', () => {
  it('ends the channel when an expired token is sent', async () => {
    const { client, system, statuses, joined } = await joinWithToken(
      await signToken(aliceClaims(now() + 3600)),
    );
    expect(joined.status).toBe('SUBSCRIBED');
    await client.realtime.setAuth(await signToken(aliceClaims(now() - 30)));
    await waitUntil(() => statuses.includes('CLOSED'), 5000, 'the channel to close');
    expect(system).toEqual([
      {
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/^Token has expired 3\d seconds ago$/),
        channel: 'room:t',
      },
    ]);
  });

  it('ends the channel when its token expires while joined', async () => {
    const { system, statuses, joined } = await joinWithToken(
      await signToken(aliceClaims(now() + 2)),
    );
    expect(joined.status).toBe('SUBSCRIBED');
    await waitUntil(() => statuses.includes('CLOSED'), 6000, 'the channel to close');
    expect(system).toEqual([
      {
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
        channel: 'room:t',
      },
    ]);
  });

  it('ends the channel on a token with a bad signature (Realtime words it ":signature_error")', async () => {
    const { client, system, statuses, joined } = await joinWithToken(
      await signToken(aliceClaims(now() + 3600)),
    );
    expect(joined.status).toBe('SUBSCRIBED');
    const [header, payload] = (await signToken(aliceClaims(now() + 7200))).split('.');
    await client.realtime.setAuth(`${header}.${payload}.c2lnbmF0dXJl`);
    await waitUntil(() => statuses.includes('CLOSED'), 5000, 'the channel to close');
    expect(system[0]).toMatchObject({ status: 'error', message: ':signature_error' });
  });

  it.each([
    [
      'expired',
      () => signToken(aliceClaims(now() - 10)),
      /^InvalidJWTToken: Token has expired 1\d seconds ago$/,
    ],
    [
      'without exp',
      () => signToken({ sub: 'x', role: 'authenticated' }),
      /^InvalidJWTToken: Fields `role` and `exp` are required in JWT$/,
    ],
  ])('refuses a join with a token %s', async (_name, token, reason) => {
    const { joined } = await joinWithToken(await token());
    expect(joined.status).toBe('CHANNEL_ERROR');
    expect(joined.error?.message).toMatch(reason);
  });
});
