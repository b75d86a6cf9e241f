import {
  createClient,
  type RealtimeChannel,
  type RealtimeClientOptions,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { readFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET, JwtKeys, type JwtClaims } from '../../server/auth/jwt.ts';
import type { RunningBackend } from '../../server/index.ts';

/**
 * Helpers for the Realtime integration tests: supabase-js clients with realtime options, a
 * channel's subscription outcome, event collectors, a raw Phoenix client for the exact wire
 * shapes, and tokens signed with the backend's (default) secret.
 */

const POLICIES = new URL('../fixtures/realtime-policies.sql', import.meta.url);

/** Loads tests/fixtures/realtime-policies.sql (rooms, lobby, rt_notes) into the backend. */
export async function loadRealtimeFixture(backend: RunningBackend): Promise<void> {
  await backend.database.execScript(await readFile(POLICIES, 'utf8'), { transaction: true });
  await backend.reloadSchema();
}

/** supabase-js as a Node app creates it, with extra realtime-js options (vsn, heartbeat, …). */
export function createRealtimeTestClient(
  url: string,
  key: string,
  realtime: Omit<RealtimeClientOptions, 'transport'> = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, ...realtime },
  });
}

export interface Subscription {
  status: string;
  error?: Error | undefined;
}

/** Subscribes and resolves with the first outcome: SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT or CLOSED. */
export function subscribe(channel: RealtimeChannel, timeout?: number): Promise<Subscription> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => resolve({ status, error }), timeout);
  });
}

/** Every status the channel reports from now on (SUBSCRIBED, CHANNEL_ERROR, CLOSED, …). */
export function statusLog(channel: RealtimeChannel): Subscription[] {
  const log: Subscription[] = [];
  channel.subscribe((status, error) => log.push({ status, error }));
  return log;
}

/** Waits until `condition()` holds, checking every 10 ms; fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keys = new JwtKeys(DEFAULT_JWT_SECRET);

/** A JWT signed with the backend's default secret (the test backends use it). */
export function signToken(claims: JwtClaims): Promise<string> {
  return keys.sign({ iat: Math.floor(Date.now() / 1000), ...claims });
}

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/**
 * A bare Phoenix client (vsn 2.0.0 JSON frames, or 1.0.0 objects) for asserting the exact
 * messages the server sends; realtime-js hides most of them behind its callbacks.
 */
export class RawPhoenixClient {
  readonly frames: unknown[] = [];
  readonly ws: WebSocket;
  private ref = 0;
  closeCode: number | undefined;

  private constructor(
    ws: WebSocket,
    readonly vsn: '1.0.0' | '2.0.0',
  ) {
    this.ws = ws;
    ws.on('message', (data, isBinary) => {
      this.frames.push(isBinary ? data : JSON.parse(data.toString()));
    });
    ws.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static async connect(
    backendUrl: string,
    apiKey: string,
    vsn: '1.0.0' | '2.0.0' = '2.0.0',
  ): Promise<RawPhoenixClient> {
    const url = `${backendUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apiKey}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    const client = new RawPhoenixClient(ws, vsn);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  nextRef(): string {
    this.ref += 1;
    return String(this.ref);
  }

  send(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown) {
    this.ws.send(
      JSON.stringify(
        this.vsn === '2.0.0'
          ? [joinRef, ref, topic, event, payload]
          : { join_ref: joinRef, ref, topic, event, payload },
      ),
    );
  }

  /** Waits for the first frame (from the start) that `match` accepts. */
  async next<T = Frame>(match: (frame: T) => boolean, timeoutMs = 5000): Promise<T> {
    let found: T | undefined;
    await waitUntil(
      () => {
        found = (this.frames as T[]).find((frame) => match(frame));
        return found !== undefined;
      },
      timeoutMs,
      'a frame',
    );
    return found as T;
  }

  /** The reply to `ref` (vsn 2.0.0). */
  reply(ref: string, timeoutMs?: number): Promise<Frame> {
    return this.next<Frame>((frame) => frame[1] === ref && frame[3] === 'phx_reply', timeoutMs);
  }

  async join(topic: string, payload: Record<string, unknown> = {}) {
    const ref = this.nextRef();
    this.send(ref, ref, topic, 'phx_join', { config: {}, ...payload });
    return { joinRef: ref, reply: await this.reply(ref) };
  }

  async closed(timeoutMs = 5000): Promise<number> {
    await waitUntil(() => this.closeCode !== undefined, timeoutMs, 'the socket to close');
    return this.closeCode as number;
  }

  close() {
    this.ws.close();
  }
}

/** The HTTP answer to a WebSocket upgrade the server refuses: its status and body. */
export function upgradeRefusal(httpUrl: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(httpUrl.replace(/^http/, 'ws'));
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('error', () => undefined);
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
}
