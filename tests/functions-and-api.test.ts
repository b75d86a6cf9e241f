import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrateDatabase } from '../server/db/migrate.ts';
import { startBackend, type RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function countRowsOf(userId: string) {
  const { rows } = await backend.database.query(
    `select (select count(*) from public.todos where user_id = $1::uuid)
       + (select count(*) from public.schedules where user_id = $1::uuid)
       + (select count(*) from public.book_bookmarks where user_id = $1::uuid)
       + (select count(*) from public.share_events where user_id = $1::uuid)
       + (select count(*) from auth.sessions where user_id = $1::uuid)
       + (select count(*) from auth.users where id = $1::uuid) as total`,
    [userId],
  );
  return Number(rows[0]?.total);
}

describe('delete-user function', () => {
  it('deletes the calling user and every row they own', async () => {
    const { client, user } = await signUpNewUser(backend);
    await client.from('todos').insert({ title: 'mine' });
    const { data: schedule } = await client
      .from('schedules')
      .insert({ title: 'poll' })
      .select()
      .single();
    await client
      .from('schedule_options')
      .insert({ schedule_id: schedule?.id, date_time: '2030-01-01T00:00:00Z' });
    await client.from('book_bookmarks').insert({ query: 'books' });
    await client.from('share_events').insert({ kind: 'todo', share_id: 'x' });
    expect(await countRowsOf(user.id)).toBe(6);

    const { data, error } = await client.functions.invoke('delete-user', {
      body: { userId: user.id },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
    expect(await countRowsOf(user.id)).toBe(0);
    const { rows } = await backend.database.query(
      'select count(*)::int as n from public.schedule_options',
    );
    expect(rows[0]?.n).toBe(0);
    expect((await client.auth.getUser()).error?.code).toBe('user_not_found');
  });

  it('deletes a guest the same way', async () => {
    const { client, user } = await signInAsGuest(backend);
    await client.from('todos').insert({ title: 'guest' });
    const { data } = await client.functions.invoke('delete-user', { body: {} });
    expect(data).toEqual({ success: true });
    expect(await countRowsOf(user.id)).toBe(0);
  });

  it("refuses to delete someone else's account, and calls without a session", async () => {
    const victim = await signUpNewUser(backend);
    const attacker = await signUpNewUser(backend);
    const { error } = await attacker.client.functions.invoke('delete-user', {
      body: { userId: victim.user.id },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(403);
    expect(await countRowsOf(victim.user.id)).toBeGreaterThan(0);

    const anonymous = createTestClient(backend.url, backend.anonKey);
    const noSession = await anonymous.functions.invoke('delete-user', { body: {} });
    expect((noSession.error as FunctionsHttpError).context.status).toBe(401);
  });

  it('answers CORS preflights, and 404/401 for unknown functions and missing JWTs', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/delete-user`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(
      (await fetch(`${backend.url}/functions/v1/no-such-function`, { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await fetch(`${backend.url}/functions/v1/delete-user`, { method: 'POST' })).status,
    ).toBe(401);
  });
});

describe('contact form', () => {
  const form = {
    'form-name': 'contact',
    name: 'Suzuki',
    email: 'suzuki@example.com',
    category: 'bug_report',
    subject: 'Broken link',
    message: 'The footer link is broken.',
  };

  async function storedMessages() {
    const response = await fetch(`${backend.url}/api/contact-messages`, {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { subject: string; category: string }[];
  }

  it('stores a form-encoded or JSON message and answers {ok: true}', async () => {
    const encoded = await fetch(`${backend.url}/api/contact`, {
      method: 'POST',
      body: new URLSearchParams(form),
    });
    expect([encoded.status, await encoded.json()]).toEqual([200, { ok: true }]);
    const json = await fetch(`${backend.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...form, subject: 'Second', category: 'improvement' }),
    });
    expect(json.status).toBe(200);
    const subjects = (await storedMessages()).map((message) => message.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Broken link', 'Second']));
  });

  it('refuses incomplete messages with 400 and silently drops honeypot submissions', async () => {
    const missing = await fetch(`${backend.url}/api/contact`, {
      method: 'POST',
      body: new URLSearchParams({ ...form, email: '' }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('email is required');
    const bot = await fetch(`${backend.url}/api/contact`, {
      method: 'POST',
      body: new URLSearchParams({ ...form, subject: 'spam', 'bot-field': 'gotcha' }),
    });
    expect(bot.status).toBe(200);
    expect((await storedMessages()).map((message) => message.subject)).not.toContain('spam');
  });

  it('lists messages for the service role only', async () => {
    expect((await fetch(`${backend.url}/api/contact-messages`)).status).toBe(401);
    const withAnonKey = await fetch(`${backend.url}/api/contact-messages`, {
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(withAnonKey.status).toBe(403);
  });
});

describe('caller address', () => {
  it("answers the caller's IP without the IPv4-mapped prefix", async () => {
    const response = await fetch(`${backend.url}/api/ip`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ ip: '127.0.0.1' });
  });
});

describe('lifecycle', () => {
  it('records every migration and applies none twice', async () => {
    expect(await migrateDatabase(backend.database)).toEqual([]);
    const { rows } = await backend.database.query(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual((await listMigrations()).map((m) => m.version));
  });

  it('keeps committed data in its data directory across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'backend-restart-'));
    try {
      const first = await startBackend({
        port: 0,
        mailPort: 0,
        dataDir,
        quiet: true,
        bcryptCost: 4,
      });
      const { client } = await signUpNewUser(first);
      await client.from('todos').insert({ title: 'survives a restart' });
      await first.close();

      const second = await startBackend({ port: 0, mailPort: 0, dataDir, quiet: true });
      try {
        const service = createTestClient(second.url, second.serviceRoleKey);
        const { data } = await service.from('todos').select('title');
        expect(data).toEqual([{ title: 'survives a restart' }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
