import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createTestClient } from '../../tests/helpers/backend.ts';
import { portFromEnv } from '../lib/free-port.ts';
import {
  prepareStallAttacker,
  STALL_SELECT,
  type StallAttacker,
} from '../../tests/helpers/stall-attack.ts';

/**
 * `npm run probe:stall`: a hostile guest's stall as a probe. The backend runs in its own process
 * (as `npm run server`, PGlite in a temp dir, Supabase's statement timeouts unless the
 * STATEMENT_TIMEOUT_* variables say otherwise). A guest prepares the stall (a poll with 200
 * answers, tests/helpers/stall-attack.ts) and then sends the six-level embed again and again
 * while another user's ordinary read runs as an open-loop stream: one request every
 * --interval ms (50), --requests of them (100), each timed from the moment it was due, so a
 * stalled backend cannot hide behind requests that were never sent. Passes when the stream's
 * p99 is under 1 s and every attack ended with a 4xx or 57014 within the authenticated role's
 * statement timeout (8 s). --timeout (120 s) gives up on a request that never ends.
 * --guests (1) guests attack side by side, each with a poll of its own.
 * BENCH_BACKEND_PORT picks the backend's port (else a free one).
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    interval: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '120' },
    guests: { type: 'string', default: '1' },
  },
});
const requests = Number(values.requests);
const intervalMs = Number(values.interval);
const timeoutMs = Number(values.timeout) * 1000;
const guests = Number(values.guests);
const ATTACK_LIMIT_MS = Number(process.env.STATEMENT_TIMEOUT_AUTHENTICATED_MS || 8000);
const P99_LIMIT_MS = 1000;
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

async function waitUntilHealthy(url: string) {
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      if ((await fetch(`${url}/auth/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the backend did not become healthy within 120 s');
}

/** Nearest-rank percentile of ascending `sorted`. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function residentMegabytes(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const port = await portFromEnv('BENCH_BACKEND_PORT');
const url = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'probe-stall-'));
const backend = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    BCRYPT_COST: '4',
    RATE_LIMITS: 'off',
    // Accounts usable at once: these measure other things than the sign-up mail.
    MAILER_AUTOCONFIRM: 'true',
    MAIL_PORT: 'off',
    NOTIFICATIONS_INTERVAL_MS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitUntilHealthy(url);
  const attackers = [];
  for (let guest = 0; guest < guests; guest++) {
    attackers.push(await prepareStallAttacker({ url, anonKey: ANON_KEY }));
  }
  const reader = createTestClient(url, ANON_KEY);
  const signUp = await reader.auth.signUp({
    email: `probe-${Date.now()}@example.com`,
    password: 'probe-password-42',
  });
  if (signUp.error) throw signUp.error;
  const own = await reader
    .from('todos')
    .insert(Array.from({ length: 20 }, (_, index) => ({ title: `to-do ${index}` })));
  if (own.error) throw own.error;
  const read = (signal: AbortSignal) =>
    reader.from('todos').select('id,title').order('created_at').limit(20).abortSignal(signal);
  for (let warm = 0; warm < 10; warm++) {
    const { error } = await read(AbortSignal.timeout(timeoutMs));
    if (error) throw error;
  }

  let streaming = true;
  let peakRss = await residentMegabytes(backend.pid);
  const rssTimer = setInterval(() => {
    void residentMegabytes(backend.pid).then((mb) => (peakRss = Math.max(peakRss, mb)));
  }, 200);
  const attacks: { ms: number; status: number; code: string }[] = [];
  const attack = async (attacker: StallAttacker) => {
    // Start once the stream runs, and keep the backend under attack until it ends.
    await new Promise((resolve) => setTimeout(resolve, intervalMs * 5));
    while (streaming) {
      const started = performance.now();
      let status = 0;
      let code = 'timeout';
      try {
        const response = await attacker.attack(AbortSignal.timeout(timeoutMs));
        status = response.status;
        code = String(((await response.json()) as { code?: string }).code ?? 'ok');
      } catch {
        // gave up after --timeout
      }
      attacks.push({ ms: performance.now() - started, status, code });
    }
  };
  const attacking = Promise.all(attackers.map(attack));

  const streamErrors: string[] = [];
  const began = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: requests }, async (_, index) => {
      const due = began + index * intervalMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const { error } = await read(AbortSignal.timeout(timeoutMs));
      if (!error) return performance.now() - due;
      streamErrors.push(error.message);
      return timeoutMs;
    }),
  );
  streaming = false;
  await attacking;
  clearInterval(rssTimer);

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `\nStall probe, ${guests} guest(s) attacking: GET /rest/v1/schedules?select=${STALL_SELECT}`,
  );
  console.log(
    `stream: ${requests} reads, one every ${intervalMs} ms: p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
  const longest = Math.max(...attacks.map((attack) => attack.ms));
  const outcomes = [...new Set(attacks.map((attack) => `${attack.status} ${attack.code}`))];
  console.log(
    `attack: ${attacks.length} sent, longest ${longest.toFixed(0)} ms, answers: ${outcomes.join(', ')}`,
  );
  if (streamErrors.length > 0) {
    console.log(`stream errors: ${streamErrors.length} (first: ${streamErrors[0]})`);
  }
  console.log(`backend resident memory, peak: ${peakRss.toFixed(0)} MB`);
  const attacksEnded = attacks.every(
    (attack) =>
      attack.ms < ATTACK_LIMIT_MS &&
      ((attack.status >= 400 && attack.status < 500) || attack.code === '57014'),
  );
  const passed = p99 < P99_LIMIT_MS && attacksEnded && streamErrors.length === 0;
  console.log(
    passed
      ? 'PASS'
      : `FAIL (needs stream p99 < ${P99_LIMIT_MS} ms and every attack answered 4xx or 57014 within ${ATTACK_LIMIT_MS} ms)`,
  );
  if (!passed) process.exitCode = 1;
} finally {
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  backend.kill('SIGKILL');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
