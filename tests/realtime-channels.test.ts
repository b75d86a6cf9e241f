import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { startTestBackend } from './helpers/backend.ts';
import {
  RawPhoenixClient,
  upgradeRefusal,
  createRealtimeTestClient,
  sleep,
  subscribe,
  waitUntil,
} from './helpers/realtime.ts';

/**
 * Public channels through the real realtime-js (2.109, via supabase-js) against the local
 * Realtime service: join, broadcast (self, ack), presence, both serializer versions, the
 * unsupported postgres_changes answer, and the exact frames of the Phoenix protocol as
 * supabase/realtime sends them (lib/realtime_web/channels/realtime_channel.ex, Phoenix's
 * lib/phoenix/socket.ex).
 */
let backend: RunningBackend;
const clients: SupabaseClient[] = [];
const raws: RawPhoenixClient[] = [];

function client(options: Parameters<typeof createRealtimeTestClient>[2] = {}) {
  const created = createRealtimeTestClient(backend.url, backend.anonKey, options);
  clients.push(created);
  return created;
}

async function raw(vsn: '1.0.0' | '2.0.0' = '2.0.0') {
  const created = await RawPhoenixClient.connect(backend.url, backend.anonKey, vsn);
  raws.push(created);
  return created;
}

beforeAll(async () => {
  backend = await startTestBackend();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((created) => created.removeAllChannels()));
  for (const created of raws.splice(0)) created.close();
});
afterAll(async () => {
  await backend?.close();
});

describe('public channels with realtime-js', () => {
  it('joins with the anon key alone and delivers broadcasts to the others, not the sender', async () => {
    const sender = client().channel('public-room', { config: { broadcast: { ack: true } } });
    const receiver = client().channel('public-room');
    const received: unknown[] = [];
    const echoed: unknown[] = [];
    receiver.on('broadcast', { event: 'moved' }, (message) => received.push(message));
    sender.on('broadcast', { event: 'moved' }, (message) => echoed.push(message));
    expect(await subscribe(receiver)).toEqual({ status: 'SUBSCRIBED', error: undefined });
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED');

    expect(
      await sender.send({ type: 'broadcast', event: 'moved', payload: { x: 1, 名前: '田中' } }),
    ).toBe('ok');
    await waitUntil(() => received.length === 1);
    expect(received[0]).toEqual({
      type: 'broadcast',
      event: 'moved',
      payload: { x: 1, 名前: '田中' },
    });
    await sleep(100);
    expect(echoed).toEqual([]);
  });

  it('sends the sender its own broadcast with broadcast.self', async () => {
    const channel = client().channel('self-room', { config: { broadcast: { self: true } } });
    const received: unknown[] = [];
    channel.on('broadcast', { event: '*' }, (message) => received.push(message));
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await waitUntil(() => received.length === 1);
    expect(received[0]).toMatchObject({ event: 'ping', payload: { n: 1 } });
  });

  it('delivers broadcasts between vsn 1.0.0 and 2.0.0 clients both ways', async () => {
    const v1 = client({ vsn: '1.0.0' }).channel('mixed', { config: { broadcast: { ack: true } } });
    const v2 = client().channel('mixed', { config: { broadcast: { ack: true } } });
    const atV1: unknown[] = [];
    const atV2: unknown[] = [];
    v1.on('broadcast', { event: 'e' }, (message) => atV1.push(message));
    v2.on('broadcast', { event: 'e' }, (message) => atV2.push(message));
    expect((await subscribe(v1)).status).toBe('SUBSCRIBED');
    expect((await subscribe(v2)).status).toBe('SUBSCRIBED');
    expect(await v2.send({ type: 'broadcast', event: 'e', payload: { from: 2 } })).toBe('ok');
    expect(await v1.send({ type: 'broadcast', event: 'e', payload: { from: 1 } })).toBe('ok');
    await waitUntil(() => atV1.length === 1 && atV2.length === 1);
    expect(atV1[0]).toEqual({ type: 'broadcast', event: 'e', payload: { from: 2 } });
    expect(atV2[0]).toMatchObject({ type: 'broadcast', event: 'e', payload: { from: 1 } });
  });

  it('delivers a database broadcast to vsn 1.0.0 and 2.0.0 clients alike, with meta {id}', async () => {
    const v1 = client({ vsn: '1.0.0' }).channel('from-db');
    const v2 = client().channel('from-db');
    const received: Record<string, unknown>[] = [];
    for (const channel of [v1, v2]) {
      channel.on('broadcast', { event: 'saved' }, (message) => received.push(message));
      expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    }
    await backend.database.query(
      `select realtime.send('{"title": "会議"}'::jsonb, 'saved', 'from-db', false)`,
    );
    await waitUntil(() => received.length === 2);
    const [first, second] = received;
    expect(first).toEqual(second);
    expect(first).toEqual({
      type: 'broadcast',
      event: 'saved',
      payload: { title: '会議', id: expect.any(String) },
      meta: { id: (first?.payload as { id: string }).id },
    });
  });

  it('keeps presence: each sees both, and a leave', async () => {
    const first = client().channel('presence-room', { config: { presence: { key: 'tanaka' } } });
    const second = client({ vsn: '1.0.0' }).channel('presence-room', {
      config: { presence: { key: 'suzuki' } },
    });
    const left: string[] = [];
    first.on('presence', { event: 'sync' }, () => undefined);
    first.on('presence', { event: 'leave' }, ({ key }) => left.push(key));
    second.on('presence', { event: 'sync' }, () => undefined);
    expect((await subscribe(first)).status).toBe('SUBSCRIBED');
    expect((await subscribe(second)).status).toBe('SUBSCRIBED');
    expect(await first.track({ name: '田中' })).toBe('ok');
    expect(await second.track({ name: '鈴木' })).toBe('ok');
    await waitUntil(() => Object.keys(first.presenceState()).length === 2, 5000, 'both present');
    await waitUntil(() => Object.keys(second.presenceState()).length === 2, 5000, 'both present');
    expect(first.presenceState().suzuki).toEqual([
      expect.objectContaining({ name: '鈴木', presence_ref: expect.any(String) }),
    ]);
    expect(await second.untrack()).toBe('ok');
    await waitUntil(() => left.includes('suzuki'), 5000, 'the leave');
    expect(Object.keys(first.presenceState())).toEqual(['tanaka']);
  });

  it('tells a channel that asks (broadcast.replication_ready) that database broadcasts flow', async () => {
    const channel = client().channel('ready', {
      config: { broadcast: { replication_ready: true } },
    });
    const system: Record<string, unknown>[] = [];
    channel.on('system', {}, (message: Record<string, unknown>) => system.push(message));
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    await waitUntil(() => system.length === 1);
    expect(system[0]).toEqual({
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
      channel: 'ready',
    });
  });

  it('answers postgres_changes as hosted Realtime does for a table outside its publication', async () => {
    const channel = client().channel('changes');
    const system: Record<string, unknown>[] = [];
    channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'todos' },
      () => undefined,
    );
    channel.on('system', {}, (message: Record<string, unknown>) => system.push(message));
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    await waitUntil(() => system.length === 1);
    expect(system[0]).toEqual({
      extension: 'postgres_changes',
      status: 'error',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled ' +
        'for the given connect parameters: [event: *, schema: public, table: todos, filters: [], select: nil]',
      channel: 'changes',
    });
  });
});

describe('the wire, as supabase/realtime and Phoenix send it', () => {
  it('answers a heartbeat on the phoenix topic', async () => {
    const socket = await raw();
    socket.send(null, '7', 'phoenix', 'heartbeat', {});
    expect(await socket.reply('7')).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('replies to a join with postgres_changes and closes a leave with phx_close', async () => {
    const socket = await raw();
    const { joinRef, reply } = await socket.join('realtime:shapes', {
      access_token: backend.anonKey,
    });
    expect(reply).toEqual([
      joinRef,
      joinRef,
      'realtime:shapes',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    socket.send(joinRef, '99', 'realtime:shapes', 'phx_leave', {});
    expect(await socket.reply('99')).toEqual([
      joinRef,
      '99',
      'realtime:shapes',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(await socket.next((frame) => frame[3] === 'phx_close')).toEqual([
      joinRef,
      joinRef,
      'realtime:shapes',
      'phx_close',
      {},
    ]);
  });

  it('closes the first join of a topic joined twice', async () => {
    const socket = await raw();
    const first = await socket.join('realtime:twice');
    const second = await socket.join('realtime:twice');
    expect(second.reply[4]).toMatchObject({ status: 'ok' });
    expect(await socket.next((frame) => frame[3] === 'phx_close')).toEqual([
      first.joinRef,
      first.joinRef,
      'realtime:twice',
      'phx_close',
      {},
    ]);
  });

  it.each([
    ['an empty topic name', 'realtime:', 'TopicNameRequired: You must provide a topic name'],
  ])('refuses %s', async (_name, topic, reason) => {
    const socket = await raw();
    const { reply } = await socket.join(topic);
    expect(reply[4]).toEqual({ status: 'error', response: { reason } });
  });

  it('answers "unmatched topic" to messages for a topic not joined or not realtime:*', async () => {
    const socket = await raw();
    socket.send('1', '1', 'realtime:never-joined', 'broadcast', {
      type: 'broadcast',
      event: 'x',
      payload: {},
    });
    expect(await socket.reply('1')).toEqual([
      null,
      '1',
      'realtime:never-joined',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.send('2', '2', 'other:topic', 'phx_join', {});
    expect(await socket.reply('2')).toEqual([
      null,
      '2',
      'other:topic',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
  });

  it('sends presence_state after the join reply and presence_diff on track', async () => {
    const socket = await raw();
    const { joinRef } = await socket.join('realtime:presence-shapes', {
      config: { presence: { enabled: true, key: 'k1' } },
    });
    expect(await socket.next((frame) => frame[3] === 'presence_state')).toEqual([
      joinRef,
      null,
      'realtime:presence-shapes',
      'presence_state',
      {},
    ]);
    socket.send(joinRef, '50', 'realtime:presence-shapes', 'presence', {
      type: 'presence',
      event: 'track',
      payload: { a: 1 },
    });
    expect((await socket.reply('50'))[4]).toEqual({ status: 'ok', response: {} });
    const diff = await socket.next((frame) => frame[3] === 'presence_diff');
    expect(diff).toEqual([
      null,
      null,
      'realtime:presence-shapes',
      'presence_diff',
      {
        joins: { k1: { metas: [{ a: 1, phx_ref: expect.any(String) }] } },
        leaves: {},
      },
    ]);
  });

  it('speaks vsn 1.0.0 in objects, without join_ref', async () => {
    const socket = await raw('1.0.0');
    socket.send('1', '1', 'realtime:v1', 'phx_join', { config: {} });
    expect(await socket.next((frame: Record<string, unknown>) => frame.ref === '1')).toEqual({
      topic: 'realtime:v1',
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
      ref: '1',
    });
  });

  it.each([
    ['an unknown serializer version', (key: string) => `apikey=${key}&vsn=3.0.0`, 403, ''],
    ['a missing apikey', () => 'vsn=2.0.0', 401, '{"error":"API key is missing"}'],
    [
      'a malformed apikey',
      () => 'apikey=not-a-jwt&vsn=2.0.0',
      401,
      '{"error":"The token provided is not a valid JWT"}',
    ],
  ])('refuses %s before the upgrade', async (_name, query, status, body) => {
    expect(
      await upgradeRefusal(`${backend.url}/realtime/v1/websocket?${query(backend.anonKey)}`),
    ).toEqual({ status, body });
  });
});
