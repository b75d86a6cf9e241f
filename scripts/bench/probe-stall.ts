import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createTestClient } from '../../tests/helpers/backend.ts';
import { portFromEnv } from '../lib/free-port.ts';
import { machineLoad, machineSpeed } from './bench-stats.ts';
import { ATTACKS } from './probe-attacks.ts';

/**
 * `npm run probe:stall`: the hostile loads of issue 52, each in turn, against a backend in its
 * own process (as `npm run server`: PGlite in a temp dir, Supabase's statement timeouts,
 * admission control on; rate limits off, so that only admission control and the database's
 * own limits stand in the way). For each attack (scripts/bench/probe-attacks.ts): it is prepared,
 * then started while another user reads their own to-do list as an open-loop stream (one read
 * every --interval ms (50), --requests of them (100), each timed from when it was due, so a
 * stalled backend cannot hide behind reads never sent); then it is stopped (its open requests
 * abandoned, its sockets closed) and the same user's read must succeed within 2 s. Passes when
 * every attack kept the stream's p99 under 1 s with no failed read, and the backend answered
 * within 2 s after each. Printed with the machine's load (several engineers share it).
 * --only embed,shared-poll picks attacks; --timeout (120 s) gives up on a read that never
 * ends. BENCH_BACKEND_PORT picks the backend's port (else a free one).
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    interval: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '120' },
    only: { type: 'string', default: '' },
  },
});
const requests = Number(values.requests);
const intervalMs = Number(values.interval);
const timeoutMs = Number(values.timeout) * 1000;
const only = values.only ? values.only.split(',') : ATTACKS.map((attack) => attack.name);
const P99_LIMIT_MS = 1000;
const RECOVERY_LIMIT_MS = 2000;
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
    ADMISSION: process.env.ADMISSION ?? '',
    NOTIFICATIONS_INTERVAL_MS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitUntilHealthy(url);
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
    reader.from('todos').select('id,title').order('position').limit(20).abortSignal(signal);
  for (let warm = 0; warm < 10; warm++) {
    const { error } = await read(AbortSignal.timeout(timeoutMs));
    if (error) throw error;
  }

  console.log(`probe:stall, ${machineLoad()}; ${machineSpeed()}`);
  let allPassed = true;
  for (const attack of ATTACKS.filter((candidate) => only.includes(candidate.name))) {
    if (process.env.PROBE_DEBUG) console.error(`[probe] preparing ${attack.name}`);
    const prepared = await attack.prepare({ url, anonKey: ANON_KEY });
    if (process.env.PROBE_DEBUG) console.error('[probe] started');
    let peakRss = await residentMegabytes(backend.pid);
    const rssTimer = setInterval(() => {
      void residentMegabytes(backend.pid).then((mb) => (peakRss = Math.max(peakRss, mb)));
    }, 200);
    const loadBefore = machineLoad();
    const stop = prepared.start();
    await new Promise((resolve) => setTimeout(resolve, intervalMs * 5));

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
    const stopped = performance.now();
    if (process.env.PROBE_DEBUG) console.error('[probe] stream done, stopping');
    // Its requests are aborted and its sockets closed now; the probe's own unwinding (a body
    // undici never settles may take it 3 s) goes on beside the reads that time the recovery.
    const stopping = stop();
    // After the attack: the same read, until it answers (or the limit has long passed).
    let recoveryMs = Infinity;
    while (performance.now() - stopped < RECOVERY_LIMIT_MS * 5) {
      const { error } = await read(AbortSignal.timeout(RECOVERY_LIMIT_MS * 5));
      if (!error) {
        recoveryMs = performance.now() - stopped;
        break;
      }
    }
    await stopping;
    if (process.env.PROBE_DEBUG) console.error('[probe] stopped');
    clearInterval(rssTimer);

    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const passed =
      p99 < P99_LIMIT_MS && streamErrors.length === 0 && recoveryMs < RECOVERY_LIMIT_MS;
    allPassed &&= passed;
    const outcomes = [...prepared.outcomes]
      .filter(([key]) => !key.endsWith(' longest'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, n]) => {
        const longest = prepared.outcomes.get(`${key} longest`);
        return `${key} ×${n}${longest === undefined ? '' : ` (longest ${longest} ms)`}`;
      });
    console.log(`\n${passed ? 'PASS' : 'FAIL'} ${attack.name}: ${attack.describe}`);
    console.log(
      `  others' reads: ${requests}, one every ${intervalMs} ms: p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms` +
        (streamErrors.length > 0 ? `, ${streamErrors.length} failed (${streamErrors[0]})` : ''),
    );
    console.log(`  answered normally ${recoveryMs.toFixed(0)} ms after the attack stopped`);
    console.log(`  attack: ${outcomes.join(', ') || 'nothing answered'}`);
    console.log(
      `  backend memory peak ${peakRss.toFixed(0)} MB; ${loadBefore} before, ${machineLoad()} after`,
    );
  }
  console.log(
    allPassed
      ? '\nPASS'
      : `\nFAIL (each attack needs others' p99 < ${P99_LIMIT_MS} ms, no failed read, and a normal answer within ${RECOVERY_LIMIT_MS} ms after)`,
  );
  if (!allPassed) process.exitCode = 1;
} finally {
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  backend.kill('SIGKILL');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
