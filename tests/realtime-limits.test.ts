import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../server/index.ts';
import { startTestBackend } from './helpers/backend.ts';
import {
  RawPhoenixClient,
  createRealtimeTestClient,
  subscribe,
  upgradeRefusal,
  waitUntil,
} from './helpers/realtime.ts';

/**
 * No client can stall the others: silent sockets are closed, and each socket's channels,
 * joins, events, frames and payloads are bounded, with hosted Realtime's answers
 * (realtime_channel.ex, user_socket.ex) at limits shrunk for the test. And a backend restart on
 * the same port: realtime-js reconnects, rejoins and receives again.
 */
const LIMITS = {
  idleTimeoutMs: 2000,
  maxChannelsPerSocket: 3,
  maxJoinsPerSecond: 5,
  maxEventsPerSecond: 5,
  maxSocketsPerAddress: 4,
  maxFrameBytes: 20_000,
  maxPayloadBytes: 1_000,
};

let backend: RunningBackend;
const raws: RawPhoenixClient[] = [];
const clients: SupabaseClient[] = [];

async function raw() {
  const client = await RawPhoenixClient.connect(backend.url, backend.anonKey);
  raws.push(client);
  return client;
}

beforeAll(async () => {
  backend = await startTestBackend({ realtime: LIMITS });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
  await Promise.all(
    raws.splice(0).map((client) => {
      client.close();
      return client.closed().catch(() => undefined);
    }),
  );
});
afterAll(async () => {
  await backend?.close();
});

// First: no socket of another test may still be counted.
describe('sockets per address', () => {
  it('refuses a connection over the limit with 429', async () => {
    for (let index = 0; index < LIMITS.maxSocketsPerAddress; index++) await raw();
    expect(
      await upgradeRefusal(
        `${backend.url}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`,
      ),
    ).toEqual({
      status: 429,
      body: '{"error":"Too many connected users"}',
    });
  });
});

describe('heartbeat and idle sockets', () => {
  it('closes a socket that sends nothing for the idle timeout', async () => {
    const silent = await raw();
    expect(await silent.closed(10_000)).toBe(1000);
  });

  it('keeps a realtime-js client whose heartbeats are answered', async () => {
    const statuses: string[] = [];
    const client = createRealtimeTestClient(backend.url, backend.anonKey, {
      heartbeatIntervalMs: 150,
      heartbeatCallback: (status) => statuses.push(status),
    });
    clients.push(client);
    const channel = client.channel('heartbeat-room');
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    // Well past the idle timeout: only the heartbeats keep the socket.
    await waitUntil(
      () => statuses.filter((status) => status === 'ok').length >= 20,
      15_000,
      'heartbeats',
    );
    expect(statuses).not.toContain('timeout');
    expect(client.realtime.isConnected()).toBe(true);
    expect(channel.state).toBe('joined');
  });
});

describe('per-socket limits', () => {
  it('refuses a join beyond the channels a socket may hold', async () => {
    const socket = await raw();
    for (const topic of ['a', 'b', 'c']) {
      expect((await socket.join(`realtime:${topic}`)).reply[4]).toMatchObject({ status: 'ok' });
    }
    expect((await socket.join('realtime:d')).reply[4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
  });

  it('refuses joins over the per-second limit and drops the socket (1001, clients reconnect)', async () => {
    const socket = await raw();
    const refs = Array.from({ length: 6 }, () => socket.nextRef());
    for (const ref of refs) socket.send(ref, ref, 'realtime:burst', 'phx_join', { config: {} });
    expect((await socket.reply(refs[5] as string))[4]).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    });
    expect(await socket.closed()).toBe(1001);
  });

  it('ends a channel that sends too many messages per second', async () => {
    const socket = await raw();
    const { joinRef } = await socket.join('realtime:chatty');
    for (let index = 0; index < 6; index++) {
      socket.send(joinRef, socket.nextRef(), 'realtime:chatty', 'broadcast', {
        type: 'broadcast',
        event: 'e',
        payload: {},
      });
    }
    expect(await socket.next((frame) => frame[3] === 'system')).toEqual([
      joinRef,
      null,
      'realtime:chatty',
      'system',
      {
        extension: 'system',
        status: 'error',
        message: 'Too many messages per second',
        channel: 'chatty',
      },
    ]);
    await socket.next((frame) => frame[3] === 'phx_close');
  });

  it('answers payload_size_exceeded to an acknowledged broadcast over the payload limit', async () => {
    const socket = await raw();
    const { joinRef } = await socket.join('realtime:big', { config: { broadcast: { ack: true } } });
    const ref = socket.nextRef();
    socket.send(joinRef, ref, 'realtime:big', 'broadcast', {
      type: 'broadcast',
      event: 'e',
      payload: { text: 'x'.repeat(2_000) },
    });
    expect((await socket.reply(ref))[4]).toEqual({
      status: 'error',
      response: 'payload_size_exceeded',
    });
  });

  it('closes a socket that sends a frame over the frame limit (1009)', async () => {
    const socket = await raw();
    socket.send(null, '1', 'phoenix', 'heartbeat', { padding: 'x'.repeat(30_000) });
    expect(await socket.closed()).toBe(1009);
  });

  it('ends a channel tracking presence too often (5 calls per 30 s)', async () => {
    const socket = await raw();
    const { joinRef } = await socket.join('realtime:restless', {
      config: { presence: { key: 'k' } },
    });
    for (let index = 0; index < 6; index++) {
      socket.send(joinRef, socket.nextRef(), 'realtime:restless', 'presence', {
        type: 'presence',
        event: 'track',
        payload: { n: index },
      });
    }
    const system = await socket.next((frame) => frame[3] === 'system');
    expect(system[4]).toMatchObject({
      status: 'error',
      message: 'Client presence rate limit exceeded',
    });
  });
});

describe('a backend restart on the same port', () => {
  it('is survived: realtime-js reconnects, rejoins and receives again', async () => {
    const first = await startTestBackend();
    const port = Number(new URL(first.url).port);
    let second: RunningBackend | undefined;
    const client = createRealtimeTestClient(first.url, first.anonKey, {
      reconnectAfterMs: () => 100,
    });
    try {
      const channel = client.channel('survivor');
      const received: unknown[] = [];
      const statuses: string[] = [];
      channel.on('broadcast', { event: 'e' }, ({ payload }) => received.push(payload));
      channel.subscribe((status) => statuses.push(status));
      await waitUntil(() => statuses.includes('SUBSCRIBED'));
      await first.close();
      await waitUntil(() => channel.state !== 'joined', 5000, 'the channel to notice');
      second = await startBackend({ port, dataDir: 'memory://', quiet: true, mailPort: null });
      await waitUntil(() => channel.state === 'joined', 15_000, 'the rejoin');
      await second.database.query(
        `select realtime.send('{"n": 1}'::jsonb, 'e', 'survivor', false)`,
      );
      await waitUntil(() => received.length === 1);
      expect(received[0]).toMatchObject({ n: 1 });
    } finally {
      await client.removeAllChannels();
      await second?.close();
    }
  });
});
