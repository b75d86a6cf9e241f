import WebSocket from 'ws';
import { createTestClient } from '../../tests/helpers/backend.ts';
import { prepareStallAttacker, STALL_SELECT } from '../../tests/helpers/stall-attack.ts';

/**
 * The hostile loads `npm run probe:stall` runs in turn (issue 52's list), each as a prepared
 * attacker whose `start()` begins the attack and returns a function that ends it: every
 * request still open is abandoned (its client gives up, as a script killed or timed out does),
 * every socket closed. What each attack did is counted in `outcomes` ("status code" → count).
 */
export interface Backend {
  url: string;
  anonKey: string;
}

export interface Attack {
  name: string;
  describe: string;
  prepare(backend: Backend): Promise<RunningAttack>;
}

export interface RunningAttack {
  start(): () => Promise<void>;
  outcomes: Map<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A preparation step, tried again while admission control turns it away (the probe's own
 * set-up is heavy work from one caller: 57014, 429 or 503 say to come back later).
 */
async function retrying<T extends { error: { code?: string } | null; status: number }>(
  call: () => PromiseLike<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const result = await call();
    const busy = result.error?.code === '57014' || result.status === 429 || result.status === 503;
    if (!busy || attempt >= 20) return result;
    await sleep(1000);
  }
}

function count(outcomes: Map<string, number>, key: string, value?: number) {
  outcomes.set(key, value === undefined ? (outcomes.get(key) ?? 0) + 1 : Math.round(value));
}

/** `loops` request loops until stopped; each request abandoned after `giveUpMs`. */
function requestLoops(
  loops: number,
  giveUpMs: number,
  send: (signal: AbortSignal) => Promise<Response>,
): RunningAttack {
  const outcomes = new Map<string, number>();
  return {
    outcomes,
    start() {
      const stop = new AbortController();
      const loop = async () => {
        while (!stop.signal.aborted) {
          const began = performance.now();
          // One controller per request, aborted by the stop or by giving up (no AbortSignal.any:
          // its signal can be collected before it fires).
          const request = new AbortController();
          const giveUp = setTimeout(() => request.abort(), giveUpMs);
          const onStop = () => request.abort();
          stop.signal.addEventListener('abort', onStop);
          try {
            const response = await send(request.signal);
            // A success's body (a poll of 12 MB) is not needed: only what an error says.
            const body = response.ok
              ? await response.body?.cancel().then(() => ({}))
              : ((await response.json().catch(() => ({}))) as { code?: unknown });
            const key =
              `${response.status} ${String((body as { code?: unknown } | undefined)?.code ?? '')}`.trim();
            count(outcomes, key);
            const took = performance.now() - began;
            count(outcomes, `${key} longest`, Math.max(outcomes.get(`${key} longest`) ?? 0, took));
          } catch {
            count(outcomes, stop.signal.aborted ? 'stopped' : 'gave up');
          } finally {
            clearTimeout(giveUp);
            stop.signal.removeEventListener('abort', onStop);
          }
        }
      };
      const running = Promise.all(Array.from({ length: loops }, loop));
      return async () => {
        stop.abort();
        // Each loop's request is aborted; a body undici never settles must not hold the probe.
        await Promise.race([running, sleep(3000)]);
      };
    },
  };
}

async function guest(backend: Backend) {
  const client = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signInAnonymously();
  if (error || !data.session) throw error ?? new Error('no guest session');
  return { client, token: data.session.access_token };
}

const rest = (backend: Backend, token: string, path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });

/** The embed stall (tests/helpers/stall-attack.ts): a guest's six-level embed, again and again. */
const embedStall: Attack = {
  name: 'embed',
  describe: `a guest's six-level embed (GET /rest/v1/schedules?select=${STALL_SELECT.slice(0, 30)}…)`,
  async prepare(backend) {
    // Its set-up is heavy work too: tried again while admission control turns it away.
    let attacker: Awaited<ReturnType<typeof prepareStallAttacker>> | undefined;
    for (let attempt = 0; !attacker; attempt++) {
      attacker = await prepareStallAttacker(backend).catch((error: { code?: string }) => {
        if (error.code !== '57014' || attempt >= 20) throw error;
        return sleep(1000).then(() => undefined);
      });
    }
    const ready = attacker;
    return requestLoops(1, 120_000, (signal) => ready.attack(signal));
  },
};

/** Four anonymous loops reading a share page's poll of 19,800 answers (200 options × 99). */
const sharedPoll: Attack = {
  name: 'shared-poll',
  describe: '4 anonymous loops of rpc/get_shared_schedule on a poll of 19,800 answers',
  async prepare(backend) {
    const owner = await guest(backend);
    const poll = await owner.client.from('schedules').insert({ title: 'big' }).select().single();
    if (poll.error) throw poll.error;
    const options = await owner.client
      .from('schedule_options')
      .insert(
        Array.from({ length: 200 }, (_, i) => ({
          schedule_id: poll.data.id,
          date_time: new Date(Date.UTC(2030, 0, 1) + i * 3_600_000).toISOString(),
        })),
      )
      .select('id');
    if (options.error) throw options.error;
    const anon = createTestClient(backend.url, backend.anonKey);
    for (let respondent = 0; respondent < 99; respondent++) {
      const answered = await retrying(() =>
        anon.rpc('submit_schedule_answer', {
          p_share_id: poll.data.share_id,
          p_respondent_name: `回答者 ${respondent}`,
          p_respondent_email: null,
          p_comment: 'よろしくお願いいたします。'.repeat(10),
          p_answers: options.data.map((option: { id: string }) => ({
            option_id: option.id,
            availability: 'yes',
          })),
        }),
      );
      if (answered.error) throw answered.error;
    }
    const body = JSON.stringify({ p_share_id: poll.data.share_id });
    return requestLoops(4, 10_000, (signal) =>
      rest(backend, backend.anonKey, 'rpc/get_shared_schedule', { method: 'POST', body, signal }),
    );
  },
};

/** A guest at its cap of 20,000 tasks, reading them all ordered with count=exact, twice over. */
const countExact: Attack = {
  name: 'count-exact',
  describe: "a guest's 2 loops of ordered count=exact reads over its own 20,000 tasks",
  async prepare(backend) {
    const attacker = await guest(backend);
    const list = await attacker.client.from('todo_lists').insert({ name: 'big' }).select().single();
    if (list.error) throw list.error;
    for (let batch = 0; batch < 20; batch++) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        list_id: list.data.id,
        title: `task ${batch * 1000 + i} ${'x'.repeat(150)}`,
      }));
      const inserted = await retrying(() => attacker.client.from('todos').insert(rows));
      if (inserted.error) throw inserted.error;
    }
    return requestLoops(2, 5_000, (signal) =>
      rest(backend, attacker.token, 'todos?select=*&order=title.desc,description.asc', {
        headers: { prefer: 'count=exact' },
        signal,
      }),
    );
  },
};

/** A guest trying to post 1,000 tasks 400 times (the cap stops it at 20,000). */
const tableFill: Attack = {
  name: 'table-fill',
  describe: 'a guest posting 1,000 tasks per request, 400 requests',
  async prepare(backend) {
    const attacker = await guest(backend);
    const list = await attacker.client
      .from('todo_lists')
      .insert({ name: 'fill' })
      .select()
      .single();
    if (list.error) throw list.error;
    const body = JSON.stringify(
      Array.from({ length: 1000 }, (_, i) => ({ list_id: list.data.id, title: `row ${i}` })),
    );
    let sent = 0;
    return requestLoops(1, 10_000, (signal) => {
      sent += 1;
      if (sent > 400) return sleep(50).then(() => new Response('{}', { status: 204 }));
      return rest(backend, attacker.token, 'todos', { method: 'POST', body, signal });
    });
  },
};

/** A raw Phoenix socket (vsn 2.0.0) with the anon key. */
function socket(backend: Backend): Promise<WebSocket> {
  const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
}

/**
 * A socket once the backend takes one again: after the join flood, the address's connection
 * limit refuses new sockets (HTTP 429) for a while, and an attack's setup waits that out (up to
 * a minute) rather than ending the probe.
 */
async function socketWhenAllowed(backend: Backend): Promise<WebSocket> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await socket(backend);
    } catch (error) {
      if (attempt >= 120 || !(error as Error).message.includes('429')) throw error;
      await sleep(500);
    }
  }
}

/** 150 anonymous sockets each sending 100 joins a second (half of them to private topics). */
const joinFlood: Attack = {
  name: 'join-flood',
  describe: '150 anonymous sockets sending 100 phx_join/s each',
  async prepare(backend) {
    const outcomes = new Map<string, number>();
    return {
      outcomes,
      start() {
        let stopped = false;
        const open = new Set<WebSocket>();
        const flood = async (index: number) => {
          let ref = 0;
          while (!stopped) {
            let ws: WebSocket;
            try {
              ws = await socket(backend);
            } catch (error) {
              count(outcomes, `connect: ${(error as Error).message}`);
              await sleep(100);
              continue;
            }
            open.add(ws);
            ws.on('message', (data: Buffer) => {
              const frame = JSON.parse(data.toString()) as unknown[];
              const payload = frame[4] as { status?: string; response?: { reason?: string } };
              if (frame[3] === 'phx_reply') {
                count(
                  outcomes,
                  `${payload.status} ${payload.response?.reason?.split(':')[0] ?? ''}`.trim(),
                );
              }
            });
            const closed = new Promise((resolve) => ws.once('close', resolve));
            const timer = setInterval(() => {
              if (ws.readyState !== WebSocket.OPEN) return;
              ref += 1;
              const topic = `realtime:flood-${index}-${ref % 50}`;
              ws.send(
                JSON.stringify([
                  String(ref),
                  String(ref),
                  topic,
                  'phx_join',
                  {
                    config: { private: ref % 2 === 0 },
                  },
                ]),
              );
            }, 10);
            await closed;
            clearInterval(timer);
            open.delete(ws);
            if (!stopped) count(outcomes, 'socket closed by the server');
          }
        };
        const running = Promise.all(Array.from({ length: 150 }, (_, i) => flood(i)));
        return async () => {
          stopped = true;
          for (const ws of open) ws.terminate();
          await running;
        };
      },
    };
  },
};

/** One socket broadcasting 1 MB messages to 40 subscribers of a public topic. */
const broadcastFlood: Attack = {
  name: 'broadcast-flood',
  describe: 'one anonymous socket broadcasting 1 MB messages to 40 subscribers',
  async prepare(backend) {
    const outcomes = new Map<string, number>();
    const topic = 'realtime:flood-room';
    const join = (ws: WebSocket) =>
      new Promise<void>((resolve) => {
        ws.on('message', (data: Buffer) => {
          const frame = JSON.parse(data.toString()) as unknown[];
          if (frame[3] === 'phx_reply' && frame[1] === 'join') resolve();
        });
        ws.send(JSON.stringify(['join', 'join', topic, 'phx_join', { config: {} }]));
      });
    const subscribers: WebSocket[] = [];
    for (let i = 0; i < 40; i++) {
      const ws = await socketWhenAllowed(backend);
      let received = 0;
      ws.on('message', () => (received += 1));
      ws.on('close', () => count(outcomes, `subscriber got ${received} frames`));
      await join(ws);
      subscribers.push(ws);
      await sleep(25); // joins per second per address
    }
    const sender = await socketWhenAllowed(backend);
    await join(sender);
    const payload = JSON.stringify({ text: 'x'.repeat(1_000_000) });
    return {
      outcomes,
      start() {
        let ref = 0;
        const timer = setInterval(() => {
          if (sender.readyState !== WebSocket.OPEN) return;
          if (sender.bufferedAmount > 20_000_000) return;
          ref += 1;
          sender.send(
            `["join","${ref}","${topic}","broadcast",{"type":"broadcast","event":"e","payload":${payload}}]`,
          );
          count(outcomes, 'sent 1 MB');
        }, 10);
        return async () => {
          clearInterval(timer);
          for (const ws of [sender, ...subscribers]) ws.terminate();
          await sleep(100);
        };
      },
    };
  },
};

export const ATTACKS: Attack[] = [
  embedStall,
  sharedPoll,
  countExact,
  tableFill,
  joinFlood,
  broadcastFlood,
];
