import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { startBackend, type RunningBackend, type StartBackendOptions } from '../../server/index.ts';

/**
 * Shared by every integration test: a fresh backend per test file (boot it in beforeAll,
 * close it in afterAll) and real supabase-js clients pointed at it.
 *
 * By default the database is an in-memory PGlite. With TEST_DATABASE_URL set (a superuser
 * connection to a PostgreSQL server), each backend gets its own new database there instead,
 * dropped again on close; scripts/checks/pg-migrations.sh --with-tests uses that.
 */
export async function startTestBackend(options: StartBackendOptions = {}): Promise<RunningBackend> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    databaseUrl: database?.url,
    quiet: true,
    // GoTrue's cost of 10 would spend ~80 ms per sign-up; the tests sign up many users.
    bcryptCost: 4,
    // The tests sign up and sign in far more often than GoTrue's per-IP limits allow;
    // tests/rate-limits.test.ts turns them on.
    rateLimits: false,
    // Nor would admission control's one second of queue per caller hold while a test fires
    // dozens of requests at once on a busy machine; tests/admission.test.ts turns it on.
    admission: false,
    // A catcher page on a free port; tests usually read backend.mailbox directly.
    mailPort: 0,
    // No sender timer: tests that look at the outbox run the sender themselves
    // (backend.sendNotifications), at the moment and with the clock they choose.
    notificationsIntervalMs: null,
    ...options,
  });
  if (!database) return backend;
  return {
    ...backend,
    close: async () => {
      await backend.close();
      await database.drop();
    },
  };
}

async function createScratchDatabase(adminUrl: string) {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** supabase-js as a Node app would create it: Node 20 has no global WebSocket, so realtime
 *  needs the `ws` package; no session storage, no background refresh timers. */
export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // ws's class is structurally a WebSocket constructor; the types differ only in details.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

let emailCounter = 0;

/** An e-mail address no other test (or earlier run against the same database) has used. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}@example.com`;
}

export interface TestUser {
  client: SupabaseClient;
  user: User;
  email: string;
  password: string;
  accessToken: string;
}

/** The newest code the backend mailed to `email` (the catcher's copy of the auth mail). */
export function mailedCode(backend: Pick<RunningBackend, 'mailbox'>, email: string): string {
  return newestCodeMail(backend, email).code;
}

function newestCodeMail(backend: Pick<RunningBackend, 'mailbox'>, email: string) {
  const mail = backend.mailbox.list(email)[0];
  const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!mail || !code) throw new Error(`no code mailed to ${email}`);
  return { id: mail.id, code };
}

/**
 * Signs up a brand-new user with e-mail and password and returns a client signed in as them.
 * Sign-ups are confirmed by mail (as on hosted Supabase with confirmations on): the helper
 * enters the code of the confirmation mail the backend sent, as the site's sign-up form does,
 * then deletes that mail from the catcher.
 */
export async function signUpNewUser(
  backend: Pick<RunningBackend, 'url' | 'anonKey' | 'mailbox'>,
  options: { fullName?: string; password?: string; email?: string; locale?: 'ja' | 'en' } = {},
): Promise<TestUser> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-42';
  const { data: created, error: signUpError } = await client.auth.signUp({
    email,
    password,
    options: {
      data: {
        full_name: options.fullName ?? 'Test User',
        ...(options.locale ? { locale: options.locale } : {}),
      },
    },
  });
  if (signUpError || !created.user) throw signUpError ?? new Error('sign-up gave no user');
  if (created.session) {
    return {
      client,
      user: created.user,
      email,
      password,
      accessToken: created.session.access_token,
    };
  }
  const confirmation = newestCodeMail(backend, email);
  const confirmer = createTestClient(backend.url, backend.anonKey);
  const confirmed = await confirmer.auth.verifyOtp({
    email,
    token: confirmation.code,
    type: 'signup',
  });
  if (confirmed.error) throw confirmed.error;
  // The confirming session ends: the user has the one session tests count on.
  await confirmer.auth.signOut({ scope: 'local' });
  // Read and thrown away, as its reader would: tests counting the site's mails see only those.
  backend.mailbox.delete([confirmation.id]);
  // Then a password sign-in, as after any sign-up: the session's method is `password`.
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-in gave no session');
  return { client, user: data.user, email, password, accessToken: data.session.access_token };
}

/** A guest: an anonymous Supabase user with its own signed-in client. */
export async function signInAsGuest(backend: Pick<RunningBackend, 'url' | 'anonKey'>) {
  const client = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signInAnonymously();
  if (error || !data.user || !data.session)
    throw error ?? new Error('guest sign-in gave no session');
  return { client, user: data.user, accessToken: data.session.access_token };
}
