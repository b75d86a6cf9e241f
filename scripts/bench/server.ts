import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/free-port.ts';

/**
 * `npm run bench:server`: authenticated REST throughput and latency of the local backend.
 * The backend runs in its own process (as with `npm run server`, PGlite files in a temp dir,
 * or DATABASE_URL); this process plays many supabase-js clients with plain fetch, sending
 * what postgrest-js sends for the to-do list: a select of 50 rows and an insert that returns
 * the row. Options: --duration <s> (5), --concurrency <n> (8), --database-url <url>.
 */
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '8' },
    'database-url': { type: 'string' },
  },
});
const durationMs = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);

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

const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

async function measure(name: string, request: () => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const response = await request();
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        if (!response.ok) errors++;
      }
    }),
  );
  return {
    name,
    requests: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    latencies,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-server-'));
const backend = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: values['database-url'] ?? '',
    BCRYPT_COST: '4',
    // No mail catcher: its fixed port (54324) may be taken, and the benchmark sends no mail.
    MAIL_PORT: 'off',
    // Accounts usable at once: the bench measures requests, not the sign-up mail.
    MAILER_AUTOCONFIRM: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitUntilHealthy(url);
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const headers = {
    apikey: ANON_KEY,
    Authorization: `Bearer ${token}`,
    'X-Client-Info': 'supabase-js-node/2.x bench',
  };
  const insert = () =>
    fetch(`${url}/rest/v1/todos?select=*`, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        'Content-Profile': 'public',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({ title: 'benchmark to-do', description: 'measured' }),
    });
  for (let i = 0; i < 50; i++) await insert();
  const select = () =>
    fetch(`${url}/rest/v1/todos?select=*&order=created_at.desc&limit=50`, {
      headers: { ...headers, 'Accept-Profile': 'public' },
    });

  // A short warm-up so that the JIT and Postgres caches are in their steady state.
  await measure('warm-up', select);
  const results = [
    await measure('select 50 to-dos', select),
    await measure('insert 1 to-do', insert),
  ];

  console.log(
    `\nLocal backend REST benchmark (${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, ` +
      `${concurrency} concurrent clients, ${values.duration} s each)\n`,
  );
  console.log('request            req/s    p50 ms   p99 ms   errors');
  for (const result of results) {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    console.log(
      `${result.name.padEnd(17)} ${(result.requests / result.seconds).toFixed(0).padStart(6)}` +
        `  ${percentile(sorted, 50).toFixed(1).padStart(7)}  ${percentile(sorted, 99).toFixed(1).padStart(7)}` +
        `  ${String(result.errors).padStart(7)}`,
    );
  }
  if (results.some((result) => result.errors > 0)) process.exitCode = 1;
} finally {
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  backend.kill('SIGINT');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
