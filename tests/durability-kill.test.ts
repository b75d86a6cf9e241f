import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/free-port.ts';

/**
 * `kill -9` of `npm run server` on a PGlite data folder loses no acknowledged row: every insert
 * answered 201 before the kill is there after a restart on the same folder.
 */
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const children: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface RunningServer {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the backend on a free port and waits for its health answer. The port is free when
 * chosen, but another test's server may take it first: a backend that exits before it answers
 * is started again on another port (up to three times), and what it printed is in the error.
 */
async function startServer(): Promise<RunningServer> {
  let printed = '';
  for (let start = 0; start < 3; start++) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        BCRYPT_COST: '4',
        RATE_LIMITS: 'off',
        MAIL_PORT: 'off',
        // Accounts usable at once: what is tested is the data, not the confirmation mail.
        MAILER_AUTOCONFIRM: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    printed = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-4000);
    });
    const exited = new Promise<'exited'>((resolve) => child.once('exit', () => resolve('exited')));
    const url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 480; attempt++) {
      try {
        if ((await fetch(`${url}/auth/v1/health`)).ok && child.exitCode === null) {
          return { child, url };
        }
      } catch {
        // not listening yet
      }
      const waited = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
      if (waited === 'exited') break;
    }
    if (child.exitCode === null) child.kill('SIGKILL');
    if (!/EADDRINUSE|already in use/.test(printed)) break;
  }
  throw new Error(`the backend did not start; it printed:\n${printed || '(nothing)'}`);
}

describe('kill -9', () => {
  it('loses no acknowledged row', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kill-test-'));
    const { child: server, url } = await startServer();
    const credentials = { email: `kill-${Date.now()}@example.com`, password: 'secret-42' };
    const signUp = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { access_token: token } = (await signUp.json()) as { access_token?: string };
    if (!token) throw new Error(`the sign-up gave no session (${signUp.status})`);
    const headers = {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let row = 0; !stop; row++) {
        const title = `lane ${lane} row ${row}`;
        try {
          const response = await fetch(`${url}/rest/v1/todos`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ title }),
          });
          if (response.status === 201) acknowledged.push(title);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    const lanesEnded = Promise.all(lanes).then(() => 'ended' as const);
    while (acknowledged.length < 40) {
      const waited = await Promise.race([
        lanesEnded,
        new Promise((resolve) => setTimeout(resolve, 20)),
      ]);
      if (waited === 'ended') throw new Error('the writers stopped before the kill');
    }
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);

    const restarted = await startServer();
    const signIn = await fetch(`${restarted.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const session = (await signIn.json()) as { access_token: string };
    const rows = (await (
      await fetch(`${restarted.url}/rest/v1/todos?select=title`, {
        headers: { ...headers, authorization: `Bearer ${session.access_token}` },
      })
    ).json()) as { title: string }[];
    const stored = new Set(rows.map((row) => row.title));
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 600_000);
});
