import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';
import {
  createRealtimeTestClient,
  loadRealtimeFixture,
  sleep,
  subscribe,
  waitUntil,
} from './helpers/realtime.ts';

/**
 * Private channels authorised by RLS on realtime.messages (tests/fixtures/realtime-policies.sql),
 * and Broadcast from the database, through the real realtime-js. The expectations are hosted
 * Realtime's (supabase/realtime lib/realtime/tenants/authorization.ex, realtime_channel.ex):
 * SELECT policies decide the join, INSERT policies a client's broadcast, and a committed
 * realtime.send() reaches the topic's subscribers while a rolled-back one never does.
 */
let backend: RunningBackend;
let alice: TestUser; // member of room:1, may write
let carol: TestUser; // member of room:1, read only
let bob: TestUser; // no room
let anon: SupabaseClient;
const channels: [SupabaseClient, RealtimeChannel][] = [];

function open(client: SupabaseClient, topic: string, config: Record<string, unknown> = {}) {
  const channel = client.channel(topic, { config: { private: true, ...config } });
  channels.push([client, channel]);
  return channel;
}

function collect(channel: RealtimeChannel, event = '*') {
  type Received = { event: string; payload: Record<string, unknown> };
  const received: Received[] = [];
  channel.on('broadcast', { event }, (message) => received.push(message as unknown as Received));
  return received;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await loadRealtimeFixture(backend);
  [alice, carol, bob] = await Promise.all([
    signUpNewUser(backend),
    signUpNewUser(backend),
    signUpNewUser(backend),
  ]);
  await backend.database.query(
    `insert into public.rt_members (room, user_id, can_write) values ('room:1', $1, true), ('room:1', $2, false)`,
    [alice.user.id, carol.user.id],
  );
  anon = createRealtimeTestClient(backend.url, backend.anonKey);
});
afterEach(async () => {
  await Promise.all(channels.splice(0).map(([client, channel]) => client.removeChannel(channel)));
});
afterAll(async () => {
  await backend?.close();
});

const unauthorized = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

describe('joining a private channel', () => {
  it('admits a member the SELECT policy lets read', async () => {
    expect(await subscribe(open(alice.client, 'room:1'))).toEqual({
      status: 'SUBSCRIBED',
      error: undefined,
    });
  });

  it('refuses a user no policy admits, with hosted Realtime’s reason', async () => {
    const { status, error } = await subscribe(open(bob.client, 'room:1'));
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toBe(unauthorized('room:1'));
  });

  it('admits the anon key alone where a policy grants anon, and refuses it elsewhere', async () => {
    expect((await subscribe(open(anon, 'lobby:main'))).status).toBe('SUBSCRIBED');
    const refused = await subscribe(open(anon, 'room:1'));
    expect(refused.error?.message).toBe(unauthorized('room:1'));
  });

  it('needs no policy for a public channel of the same name', async () => {
    const channel = bob.client.channel('room:1');
    channels.push([bob.client, channel]);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
  });
});

describe('broadcast from the database', () => {
  it('delivers a committed realtime.send and never a rolled-back one', async () => {
    const channel = open(alice.client, 'room:1');
    const received = collect(channel);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');

    await backend.database.transaction((tx) =>
      tx.query(`select realtime.send('{"n": 1}'::jsonb, 'note', 'room:1')`),
    );
    await expect(
      backend.database.transaction(async (tx) => {
        await tx.query(`select realtime.send('{"n": 2}'::jsonb, 'note', 'room:1')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await backend.database.query(`select realtime.send('{"n": 3}'::jsonb, 'note', 'room:1')`);

    // Delivery follows commit order: once n = 3 is here, n = 2 would have come before it.
    await waitUntil(() => received.some((message) => message.payload.n === 3));
    expect(received.map((message) => message.payload.n)).toEqual([1, 3]);
    expect(received[0]).toEqual({
      type: 'broadcast',
      event: 'note',
      payload: { n: 1, id: expect.any(String) },
      meta: { id: received[0]?.payload.id },
    });
  });

  it('replays the newest messages since a time to a channel that asks (private only)', async () => {
    const since = Date.now() - 1000;
    for (const n of [1, 2, 3]) {
      await backend.database.query(`select realtime.send($1::jsonb, 'log', 'room:replay')`, [
        JSON.stringify({ n }),
      ]);
    }
    await backend.database.query(
      `insert into public.rt_members (room, user_id) values ('room:replay', $1)`,
      [alice.user.id],
    );
    const channel = open(alice.client, 'room:replay', {
      broadcast: { replay: { since, limit: 2 } },
    });
    const received = collect(channel);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    await waitUntil(() => received.length === 2);
    expect(received.map((message) => message.payload.n)).toEqual([2, 3]);
    expect(received[0]).toMatchObject({ meta: { replayed: true, id: received[0]?.payload.id } });
  });

  it('replays messages sent within one clock tick in the order they were sent', async () => {
    // PGlite's clock counts milliseconds, so messages sent in a burst share inserted_at; hosted
    // Postgres counts microseconds and keeps them apart.
    await backend.database.query(
      `insert into realtime.messages (payload, event, topic, private, extension, inserted_at)
       select jsonb_build_object('n', n), 'log', 'room:tie', true, 'broadcast',
         (now() at time zone 'UTC') - interval '1 second'
       from generate_series(1, 8) as n`,
    );
    await backend.database.query(
      `insert into public.rt_members (room, user_id) values ('room:tie', $1)`,
      [alice.user.id],
    );
    const channel = open(alice.client, 'room:tie', {
      broadcast: { replay: { since: Date.now() - 5000, limit: 5 } },
    });
    const received = collect(channel);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    await waitUntil(() => received.length === 5);
    expect(received.map((message) => message.payload.n)).toEqual([4, 5, 6, 7, 8]);
  });

  it('broadcasts a table change made through supabase-js by a security-definer trigger', async () => {
    const watcher = open(carol.client, 'room:1');
    const received = collect(watcher, 'INSERT');
    expect((await subscribe(watcher)).status).toBe('SUBSCRIBED');
    const { error } = await alice.client
      .from('rt_notes')
      .insert({ room: 'room:1', body: 'こんにちは' });
    expect(error).toBeNull();
    await waitUntil(() => received.length === 1);
    expect(received[0]?.payload).toEqual({
      id: expect.any(String),
      operation: 'INSERT',
      schema: 'public',
      table: 'rt_notes',
      record: { id: expect.any(Number), room: 'room:1', body: 'こんにちは' },
      old_record: null,
    });
  });

  it('keeps private and public topics of one name apart', async () => {
    const privateChannel = open(alice.client, 'room:1');
    const publicChannel = alice.client.channel('room:1-public-twin');
    channels.push([alice.client, publicChannel]);
    const publicSame = bob.client.channel('room:1');
    channels.push([bob.client, publicSame]);
    const atPrivate = collect(privateChannel);
    const atPublic = collect(publicSame);
    expect((await subscribe(privateChannel)).status).toBe('SUBSCRIBED');
    expect((await subscribe(publicSame)).status).toBe('SUBSCRIBED');
    await backend.database.query(
      `select realtime.send('{"to": "private"}'::jsonb, 'e', 'room:1', true)`,
    );
    await backend.database.query(
      `select realtime.send('{"to": "public"}'::jsonb, 'e', 'room:1', false)`,
    );
    await waitUntil(() => atPrivate.length === 1 && atPublic.length === 1);
    await sleep(100);
    expect(atPrivate.map((message) => message.payload.to)).toEqual(['private']);
    expect(atPublic.map((message) => message.payload.to)).toEqual(['public']);
  });
});

describe('client broadcasts on a private channel', () => {
  it('passes them on for a sender the INSERT policy admits, drops them otherwise', async () => {
    const aliceChannel = open(alice.client, 'room:1', { broadcast: { ack: true } });
    const carolChannel = open(carol.client, 'room:1', { broadcast: { ack: true } });
    const atAlice = collect(aliceChannel);
    const atCarol = collect(carolChannel);
    expect((await subscribe(aliceChannel)).status).toBe('SUBSCRIBED');
    expect((await subscribe(carolChannel)).status).toBe('SUBSCRIBED');
    expect(
      await aliceChannel.send({ type: 'broadcast', event: 'hi', payload: { from: 'alice' } }),
    ).toBe('ok');
    await waitUntil(() => atCarol.length === 1);
    // Realtime sends no reply to a refused private broadcast, so the ack times out.
    expect(
      await carolChannel.send(
        { type: 'broadcast', event: 'hi', payload: { from: 'carol' } },
        { timeout: 500 },
      ),
    ).toBe('timed out');
    expect(atAlice).toEqual([]);
  });

  it('answers httpSend with 202 for a writer and Unauthorized for the others', async () => {
    const listener = open(carol.client, 'room:1');
    const received = collect(listener, 'rest');
    expect((await subscribe(listener)).status).toBe('SUBSCRIBED');
    expect(await open(alice.client, 'room:1').httpSend('rest', { via: 'httpSend' })).toEqual({
      success: true,
    });
    await waitUntil(() => received.length === 1);
    expect(received[0]).toEqual({ type: 'broadcast', event: 'rest', payload: { via: 'httpSend' } });
    await expect(open(carol.client, 'room:1').httpSend('rest', { via: 'carol' })).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('takes send() of a channel not joined through the batch endpoint', async () => {
    const listener = open(carol.client, 'room:1');
    const received = collect(listener, 'batch');
    expect((await subscribe(listener)).status).toBe('SUBSCRIBED');
    const unjoined = open(alice.client, 'room:1');
    expect(await unjoined.send({ type: 'broadcast', event: 'batch', payload: { n: 1 } })).toBe(
      'ok',
    );
    await waitUntil(() => received.length === 1);
    expect(received[0]).toMatchObject({ event: 'batch', payload: { n: 1 } });
  });

  it('refuses presence where no INSERT policy covers the presence extension', async () => {
    const channel = open(alice.client, 'room:1', { presence: { key: 'alice' } });
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    expect(await channel.track({ online: true })).toBe('error');
  });
});

describe('when the authorising row disappears', () => {
  it('refuses new joins, and ends a joined channel at its next token', async () => {
    const dave = await signUpNewUser(backend);
    await backend.database.query(
      `insert into public.rt_members (room, user_id) values ('room:2', $1)`,
      [dave.user.id],
    );
    const joined = open(dave.client, 'room:2');
    const system: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    joined.on('system', {}, (message: Record<string, unknown>) => system.push(message));
    joined.subscribe((status) => statuses.push(status));
    await waitUntil(() => statuses.includes('SUBSCRIBED'));

    await backend.database.query(`delete from public.rt_members where room = 'room:2'`);
    const again = createRealtimeTestClient(backend.url, backend.anonKey);
    await again.auth.signInWithPassword({ email: dave.email, password: dave.password });
    const refused = await subscribe(again.channel('room:2', { config: { private: true } }));
    expect(refused.error?.message).toBe(unauthorized('room:2'));
    await again.removeAllChannels();

    // Policies are checked at join and at each new access token, as on hosted Realtime.
    await sleep(1100);
    const { error } = await dave.client.auth.refreshSession();
    expect(error).toBeNull();
    await waitUntil(() => statuses.includes('CLOSED'), 5000, 'the channel to close');
    expect(system).toEqual([
      {
        extension: 'system',
        status: 'error',
        message: 'You do not have permissions to read from this Channel topic: room:2',
        channel: 'room:2',
      },
    ]);
  });
});
