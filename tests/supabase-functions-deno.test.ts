import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { startDenoServer, type DenoServer } from './helpers/deno.ts';
import { signUpNewUser, startTestBackend } from './helpers/backend.ts';

/**
 * Each Supabase edge function's Deno entry (supabase/functions/<name>/index.ts, which hands
 * `Deno.serve` its request and `Deno.env` to the handler) started on real Deno, as the Edge
 * Runtime starts it, with the variables Supabase gives every function pointed at a local
 * backend; and called over HTTP. The local backend mounts the same handlers on Node, so each
 * answer is also compared with the backend's own for the same request.
 */

const FUNCTIONS = readdirSync('supabase/functions', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

let backend: RunningBackend;
const servers = new Map<string, DenoServer>();

beforeAll(async () => {
  backend = await startTestBackend();
  for (const name of FUNCTIONS) {
    servers.set(
      name,
      await startDenoServer({
        args: ['--allow-net=127.0.0.1', '--allow-env', `supabase/functions/${name}/index.ts`],
        env: {
          SUPABASE_URL: backend.url,
          SUPABASE_ANON_KEY: backend.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        },
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await backend?.close();
});

/** POSTs `body` to the function on Deno and to the local backend's mount of it. */
async function onBoth(name: string, body: unknown, headers: Record<string, string>) {
  const call = async (url: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const server = servers.get(name);
  if (!server) throw new Error(`${name} is not running`);
  return {
    deno: await call(server.url),
    node: await call(`${backend.url}/functions/v1/${name}`),
  };
}

describe('Supabase edge functions on Deno', () => {
  it('starts every function folder', () => {
    expect(FUNCTIONS).toEqual(
      expect.arrayContaining(['book-search', 'company-search', 'delete-user']),
    );
  });

  it('calendar-feed serves a token’s feed and 404 for another, as the local backend does', async () => {
    const user = await signUpNewUser(backend);
    const listId = (await user.client.rpc('ensure_todo_list')).data as string;
    await user.client
      .from('todos')
      .insert({ list_id: listId, title: '納品', due_date: '2030-12-10' });
    const token = (await user.client.rpc('issue_calendar_feed_token')).data as string;
    const server = servers.get('calendar-feed');
    if (!server) throw new Error('calendar-feed is not running');
    // The event lines that do not depend on the answering host (links, folding) or the time of
    // writing (DTSTAMP).
    const get = async (url: string) => {
      const response = await fetch(url);
      const lines = (await response.text()).split('\r\n');
      return {
        status: response.status,
        lines: lines.filter((line) => /^(UID|SUMMARY|DTSTART|BEGIN:VEVENT)/.test(line)),
      };
    };
    const deno = await get(`${server.url}/calendar-feed/${token}.ics`);
    const node = await get(`${backend.url}/functions/v1/calendar-feed/${token}.ics`);
    expect(deno.status).toBe(200);
    expect(deno.lines).toContain('SUMMARY:納品');
    expect(deno).toEqual(node);
    const unknown = `${'A'.repeat(43)}.ics`;
    expect((await get(`${server.url}/calendar-feed/${unknown}`)).status).toBe(404);
    expect((await get(`${backend.url}/functions/v1/calendar-feed/${unknown}`)).status).toBe(404);
  });

  it('company-search answers from its built-in data, as the local backend does', async () => {
    const apikey = backend.anonKey;
    const { deno, node } = await onBoth('company-search', { companyName: 'トヨタ' }, { apikey });
    expect(deno.status).toBe(200);
    expect(deno.body).toMatchObject({ data: { company_name: 'トヨタ自動車株式会社' } });
    expect(deno).toEqual(node);

    const refused = await onBoth('company-search', { companyName: 'トヨタ' }, {});
    expect(refused.deno.status).toBe(401);
    expect(refused.deno).toEqual(refused.node);
  });

  it('book-search ranks its catalogue, as the local backend does', async () => {
    const request = {
      category: 'programming',
      level: 'beginner',
      purposes: ['basics'],
      language: 'japanese',
    };
    const { deno, node } = await onBoth('book-search', request, { apikey: backend.anonKey });
    expect(deno.status).toBe(200);
    expect(deno.body).toMatchObject({ query: 'プログラミング・IT / 入門 / 基礎を学ぶ / 日本語' });
    expect(deno).toEqual(node);
  });

  it('delete-user deletes the calling user through the Auth API', async () => {
    const { client, user, accessToken } = await signUpNewUser(backend);
    const server = servers.get('delete-user');
    const response = await fetch(`${server?.url}/`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ userId: user.id }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await client.auth.getUser()).error?.code).toBe('user_not_found');

    const anonymous = await fetch(`${server?.url}/`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});
