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

async function startServer(port: number): Promise<ChildProcess> {
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
    stdio: 'ignore',
  });
  children.push(child);
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/auth/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the backend did not start');
}

describe('kill -9', () => {
  it('loses no acknowledged row', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kill-test-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer(port);
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

    await startServer(port);
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const session = (await signIn.json()) as { access_token: string };
    const rows = (await (
      await fetch(`${url}/rest/v1/todos?select=title`, {
        headers: { ...headers, authorization: `Bearer ${session.access_token}` },
      })
    ).json()) as { title: string }[];
    const stored = new Set(rows.map((row) => row.title));
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 600_000);
});
