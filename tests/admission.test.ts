import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  type TestUser,
} from './helpers/backend.ts';
import { RawPhoenixClient, sleep } from './helpers/realtime.ts';

/**
 * Admission control of the local backend (server/db/fair-queue.ts, realtime/limits.ts), with
 * its thresholds shrunk: a caller sending slow work again and again gets 429 with Retry-After
 * for what would queue past its second, its statements cut once it is heavy (57014), and its
 * work that waited too long answers 503; another user's read meanwhile succeeds; work whose
 * client disconnected while waiting never runs. Realtime: joins per address, and the anon
 * key's payloads on public topics capped. No timing is asserted, only outcomes.
 */
let backend: RunningBackend;
let heavy: SupabaseClient;
let other: TestUser;

beforeAll(async () => {
  backend = await startTestBackend({
    admission: { enabled: true, maxQueueMs: 1000, heavyMs: 300, sliceMs: 100, halfLifeMs: 2000 },
    realtime: { maxJoinsPerSecondPerAddress: 3 },
  });
  await backend.database.execScript(
    `create function public.test_slow(p_ms int) returns int language sql volatile as
       $$ select pg_sleep(p_ms / 1000.0); select p_ms $$;
     create table public.test_marks (tag text primary key);
     create function public.test_mark(p_tag text) returns text language sql volatile
       security definer set search_path = '' as
       $$ insert into public.test_marks (tag) values (p_tag) returning tag $$;
     grant execute on function public.test_slow(int), public.test_mark(text)
       to anon, authenticated;`,
    { transaction: true },
  );
  await backend.reloadSchema();
  heavy = (await signInAsGuest(backend)).client;
  other = await signUpNewUser(backend);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const rpc = (token: string, fn: string, args: Record<string, unknown>, signal?: AbortSignal) =>
  fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
    signal,
  });

async function tokenOf(client: SupabaseClient) {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

describe('admission control', () => {
  it('a heavy caller’s statements are cut (57014); another user is served meanwhile', async () => {
    const token = await tokenOf(heavy);
    expect((await rpc(token, 'test_slow', { p_ms: 200 })).status).toBe(200);
    const attack = Array.from({ length: 10 }, () => rpc(token, 'test_slow', { p_ms: 200 }));
    await sleep(50);
    const read = await other.client.from('todo_lists').select('id');
    expect(read.error).toBeNull();
    const answers = await Promise.all(
      attack.map(async (pending) => {
        const response = await pending;
        const { status } = response;
        const body = (await response.json()) as { code?: string };
        return { status, code: body.code, retryAfter: response.headers.get('retry-after') };
      }),
    );
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => [200, 429, 500, 503].includes(status))).toBe(true);
    // Whether work piles up enough to be refused depends on how fast the requests arrive
    // (server/db/fair-queue.test.ts shows each refusal); a refusal always says when to retry.
    for (const refused of answers.filter(
      (answer) => answer.status === 429 || answer.status === 503,
    )) {
      expect(refused.retryAfter).toMatch(/^[1-9]\d*$/);
    }
    // Once heavy, its statements are cut like by a statement timeout.
    expect(answers.some((answer) => answer.status === 500 && answer.code === '57014')).toBe(true);
  });

  it('work whose client disconnected while it waited never runs', async () => {
    // The server's own transaction holds the session (without blocking the event loop) until
    // both requests wait behind it.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = backend.database.transaction(async (tx) => {
      await tx.query('select 1');
      await held;
    });
    const leaving = new AbortController();
    const gone = rpc(other.accessToken, 'test_mark', { p_tag: 'gone' }, leaving.signal).catch(
      (error: Error) => error.name,
    );
    const kept = rpc(other.accessToken, 'test_mark', { p_tag: 'kept' });
    await sleep(300);
    leaving.abort();
    expect(await gone).toBe('AbortError');
    await sleep(100);
    release();
    await holder;
    expect((await kept).status).toBe(200);
    const { rows } = await backend.database.query('select tag from public.test_marks order by 1');
    expect(rows.map((row) => row.tag)).toEqual(['kept']);
  });
});

describe('Realtime limits per address and for anonymous payloads', () => {
  it('refuses joins past the address’s allowance, across sockets', async () => {
    const sockets = await Promise.all(
      [1, 2].map(() => RawPhoenixClient.connect(backend.url, backend.anonKey)),
    );
    const replies = [];
    for (let i = 0; i < 4; i++) {
      const { reply } = await sockets[i % 2]!.join(`realtime:room-${i}`);
      replies.push(reply[4]);
    }
    expect(replies.slice(0, 3).map((reply) => reply.status)).toEqual(['ok', 'ok', 'ok']);
    expect(replies[3]).toMatchObject({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    });
    for (const socket of sockets) socket.close();
  });

  it('caps the anon key’s payload on a public topic at 64 KiB', async () => {
    await sleep(1100); // a new second for the joins
    const socket = await RawPhoenixClient.connect(backend.url, backend.anonKey);
    const { joinRef } = await socket.join('realtime:lobby', {
      config: { broadcast: { ack: true } },
    });
    const send = async (bytes: number) => {
      const ref = socket.nextRef();
      socket.send(joinRef, ref, 'realtime:lobby', 'broadcast', {
        type: 'broadcast',
        event: 'e',
        payload: { text: 'x'.repeat(bytes) },
      });
      return (await socket.reply(ref))[4];
    };
    expect(await send(1_000)).toEqual({ status: 'ok', response: {} });
    expect(await send(70_000)).toEqual({ status: 'error', response: 'payload_size_exceeded' });
    socket.close();
    // A signed-in user's payload is held to the project's limit only.
    const member = await RawPhoenixClient.connect(backend.url, other.accessToken);
    const joined = await member.join('realtime:lobby', { config: { broadcast: { ack: true } } });
    const ref = member.nextRef();
    member.send(joined.joinRef, ref, 'realtime:lobby', 'broadcast', {
      type: 'broadcast',
      event: 'e',
      payload: { text: 'x'.repeat(70_000) },
    });
    expect((await member.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    member.close();
  });
});
