import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openDatabase } from '../../server/db/open-database.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';
import { realtimeBenchScenario as scenario } from './realtime-scenario.ts';

/**
 * `npm run bench:realtime`: the time from a write to the moment every subscriber has its event.
 * The backend runs in its own process (as `npm run server`, PGlite in a temp dir, or
 * DATABASE_URL); this process plays the owner, who writes through supabase-js, and the
 * subscribers, realtime-js clients (one socket each) on one private topic. Each write is a
 * committed insert whose trigger broadcasts it (scripts/bench/realtime-scenario.ts).
 * Printed: median and p95 of write → every subscriber, and of each single delivery, with the
 * machine's load average. Nothing is asserted (the target: p95 ≤ 500 ms with 50 subscribers).
 *
 *   npm run bench:realtime -- --subscribers 50 --writes 100 --interval 50
 *   npm run bench:realtime -- --database-url postgres://…
 *   BENCH_BACKEND_PORT=54411 npm run bench:realtime
 */
const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '50' },
    writes: { type: 'string', default: '100' },
    interval: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
  },
});
const subscriberCount = Number(values.subscribers);
const writeCount = Number(values.writes);
const intervalMs = Number(values.interval);
const databaseUrl = values['database-url'];

const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(url: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/auth/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the backend did not become healthy within 60 s');
}

function client(url: string): SupabaseClient {
  return createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const describeLoad = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

const port = Number(process.env.BENCH_BACKEND_PORT) || (await freePort());
const url = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-realtime-'));

// The scenario's tables, trigger and policies go in before the backend reads its schema.
const setup = await openDatabase({ dataDir, databaseUrl });
await migrateDatabase(setup);
if (scenario.setupSql) await setup.execScript(scenario.setupSql, { transaction: true });
await setup.close();

const backend = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    BCRYPT_COST: '4',
    MAIL_PORT: 'off',
    RATE_LIMITS: 'off',
    // Accounts usable at once: these measure other things than the sign-up mail.
    MAILER_AUTOCONFIRM: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const subscribers: SupabaseClient[] = [];
try {
  await waitUntilHealthy(url);
  const owner = client(url);
  const { data, error } = await owner.auth.signUp({
    email: `bench-${Date.now()}@example.com`,
    password: 'bench-password',
  });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  const token = data.session.access_token;
  const targetId = await scenario.createTarget(owner);

  // received[s][i]: when subscriber s had write i's event (performance.now()).
  const received: (number | undefined)[][] = [];
  for (let index = 0; index < subscriberCount; index++) {
    const subscriber = client(url);
    subscribers.push(subscriber);
    await subscriber.realtime.setAuth(token);
    // Dense (not `new Array(n)`): every() and filter() skip the holes of a sparse array.
    const times: (number | undefined)[] = Array.from({ length: writeCount }, () => undefined);
    received.push(times);
    const channel = subscriber.channel(scenario.topic(targetId), { config: { private: true } });
    let messages = 0;
    channel.on('broadcast', { event: scenario.event }, ({ payload }) => {
      const sequence = scenario.sequenceOf(payload as Record<string, unknown>, messages++);
      if (sequence !== undefined && times[sequence] === undefined)
        times[sequence] = performance.now();
    });
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, subscribeError) => {
        if (status === 'SUBSCRIBED') resolve();
        else reject(subscribeError ?? new Error(`subscriber ${index}: ${status}`));
      }),
    );
  }

  const loadBefore = describeLoad();
  const issued: number[] = [];
  for (let sequence = 0; sequence < writeCount; sequence++) {
    const started = performance.now();
    issued.push(started);
    await scenario.write(owner, targetId, sequence);
    const rest = intervalMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  const deadline = performance.now() + 10_000;
  const complete = () => received.every((times) => times.every((time) => time !== undefined));
  while (!complete() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const everyone: number[] = [];
  const single: number[] = [];
  let missing = 0;
  for (let sequence = 0; sequence < writeCount; sequence++) {
    const times = received.map((perSubscriber) => perSubscriber[sequence]);
    for (const time of times) {
      if (time === undefined) missing++;
      else single.push(time - (issued[sequence] as number));
    }
    if (times.every((time) => time !== undefined)) {
      everyone.push(Math.max(...(times as number[])) - (issued[sequence] as number));
    }
  }
  everyone.sort((a, b) => a - b);
  single.sort((a, b) => a - b);
  const row = (name: string, sorted: number[]) =>
    `${name.padEnd(34)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95)
      .toFixed(1)
      .padStart(8)} ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(8)}`;
  console.log(
    `\nLocal Realtime benchmark (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${subscriberCount} ` +
      `subscribers on one private topic, ${writeCount} writes every ${intervalMs} ms\n` +
      `load average (1/5/15 min): ${loadBefore} before, ${describeLoad()} after\n`,
  );
  console.log(
    `${''.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  console.log(row('write → every subscriber has it', everyone));
  console.log(row('write → one subscriber has it', single));
  console.log(`\nmissing deliveries: ${missing} of ${subscriberCount * writeCount}`);
  if (missing > 0) {
    const bySubscriber = received
      .map((times, index) => [index, times.filter((time) => time === undefined).length] as const)
      .filter(([, count]) => count > 0);
    const writesMissed = [...Array(writeCount).keys()].filter((sequence) =>
      received.some((times) => times[sequence] === undefined),
    );
    console.log(
      `  subscribers missing some (index: count): ${bySubscriber.map(([i, n]) => `${i}: ${n}`).join(', ')}`,
    );
    console.log(`  writes not everywhere: ${writesMissed.join(', ')}`);
  }
  if (missing > 0) process.exitCode = 1;
} finally {
  await Promise.all(subscribers.map((subscriber) => subscriber.removeAllChannels()));
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  backend.kill('SIGINT');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
