import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  mailedCode,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const anonClient = () => createTestClient(backend.url, backend.anonKey);

/** supabase-js turns GoTrue's session_not_found into an AuthSessionMissingError. */
async function userErrorName(accessToken: string) {
  return (await anonClient().auth.getUser(accessToken)).error?.name;
}

describe('sign-up', () => {
  it('creates an unconfirmed user and mails a confirmation; its code signs the user in', async () => {
    const email = uniqueEmail('signup');
    const client = anonClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { full_name: '山田 太郎' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('山田 太郎');
    expect(data.user?.is_anonymous).toBe(false);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    // Confirmations on: no session until the address is proved.
    expect(data.session).toBeNull();
    const before = await anonClient().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(before.error?.code).toBe('email_not_confirmed');

    const confirmed = await client.auth.verifyOtp({
      email,
      token: mailedCode(backend, email),
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect(confirmed.data.user?.user_metadata.email_verified).toBe(true);
    expect(confirmed.data.session?.access_token).toBeTruthy();
    expect(confirmed.data.session?.refresh_token).toBeTruthy();
    expect(confirmed.data.session?.expires_in).toBe(3600);
    const after = await anonClient().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(after.error).toBeNull();
  });

  it('answers a repeated sign-up of a confirmed address as a new one, mailing nothing', async () => {
    const { email, user } = await signUpNewUser(backend);
    const mailsBefore = backend.mailbox.list(email).length;
    const { data, error } = await anonClient().auth.signUp({ email, password: 'another-123' });
    // GoTrue's sanitizeUser: nobody learns that the address has an account.
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(backend.mailbox.list(email)).toHaveLength(mailsBefore);
    // The password did not change.
    const old = await anonClient().auth.signInWithPassword({ email, password: 'correct-horse-42' });
    expect(old.error).toBeNull();
  });

  it('re-mails an unconfirmed address without changing its password', async () => {
    const email = uniqueEmail('again');
    await anonClient().auth.signUp({ email, password: 'first-123' });
    const first = mailedCode(backend, email);
    // Another sign-up for the same address within a minute: GoTrue's SMTP_MAX_FREQUENCY.
    const soon = await anonClient().auth.signUp({ email, password: 'second-123' });
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    expect(soon.error?.status).toBe(429);
    expect(soon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    await backend.database.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`,
      [email],
    );
    const later = await anonClient().auth.signUp({ email, password: 'second-123' });
    expect(later.error).toBeNull();
    const second = mailedCode(backend, email);
    expect(backend.mailbox.list(email)).toHaveLength(2);
    // Only the newest code works, and the password is the first one.
    const client = anonClient();
    expect((await client.auth.verifyOtp({ email, token: first, type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
    expect(
      (await client.auth.verifyOtp({ email, token: second, type: 'signup' })).error,
    ).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'first-123' });
    expect(signIn.error).toBeNull();
  });

  it('refuses an e-mail that is already registered with user_already_exists (autoconfirm)', async () => {
    const autoconfirming = await startTestBackend({ mailerAutoconfirm: true });
    try {
      const client = createTestClient(autoconfirming.url, autoconfirming.anonKey);
      const email = uniqueEmail('auto');
      const first = await client.auth.signUp({ email, password: 'secret-123' });
      expect(first.data.session?.access_token).toBeTruthy();
      expect(autoconfirming.mailbox.list(email)).toHaveLength(0);
      const { data, error } = await client.auth.signUp({ email, password: 'another-123' });
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.code).toBe('user_already_exists');
      expect(error?.status).toBe(422);
      expect(data.user).toBeNull();
    } finally {
      await autoconfirming.close();
    }
  });

  it('refuses a password under 6 characters with weak_password and its reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses a malformed e-mail with validation_failed', async () => {
    const { error } = await anonClient().auth.signUp({
      email: 'not-an-email',
      password: 'secret-123',
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });
});

describe('password sign-in', () => {
  it('signs in with the right password', async () => {
    const { email, password, user } = await signUpNewUser(backend);
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.user.last_sign_in_at).toBeTruthy();
  });

  it('refuses a wrong password or an unknown e-mail with invalid_credentials', async () => {
    const { email } = await signUpNewUser(backend);
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'whatever-123' },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(attempt);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
      expect(data.session).toBeNull();
    }
  });
});

describe('sessions', () => {
  it('refreshes with rotation, and a reused old refresh token is refused later', async () => {
    const { client } = await signUpNewUser(backend);
    const before = (await client.auth.getSession()).data.session;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
    expect(data.session?.user.id).toBe(before?.user.id);

    // The direct parent of the active token still yields the active one (two tabs racing).
    const retry = await anonClient().auth.refreshSession({
      refresh_token: before?.refresh_token ?? '',
    });
    expect(retry.data.session?.refresh_token).toBe(data.session?.refresh_token);

    // A token two generations old is a reuse: refused, and the token family revoked.
    await client.auth.refreshSession();
    await backend.database.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute'`,
    );
    const reused = await anonClient().auth.refreshSession({
      refresh_token: before?.refresh_token ?? '',
    });
    expect(reused.error?.code).toBe('refresh_token_already_used');
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('signs out locally, leaving the other sessions valid', async () => {
    const { email, password, client: first } = await signUpNewUser(backend);
    const second = anonClient();
    await second.auth.signInWithPassword({ email, password });
    const secondToken = (await second.auth.getSession()).data.session?.access_token ?? '';
    const firstToken = (await first.auth.getSession()).data.session?.access_token ?? '';

    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userErrorName(firstToken)).toBe('AuthSessionMissingError');
    expect((await anonClient().auth.getUser(secondToken)).data.user?.email).toBe(email);
  });

  it('signs out every session with the global scope, and others keeps only the current one', async () => {
    const { email, password, client: first } = await signUpNewUser(backend);
    const second = anonClient();
    const third = anonClient();
    await second.auth.signInWithPassword({ email, password });
    await third.auth.signInWithPassword({ email, password });
    const token = async (client: typeof first) =>
      (await client.auth.getSession()).data.session?.access_token ?? '';
    const [firstToken, secondToken, thirdToken] = [
      await token(first),
      await token(second),
      await token(third),
    ];

    await second.auth.signOut({ scope: 'others' });
    expect(await userErrorName(firstToken)).toBe('AuthSessionMissingError');
    expect((await anonClient().auth.getUser(secondToken)).error).toBeNull();

    await second.auth.signOut();
    expect(await userErrorName(secondToken)).toBe('AuthSessionMissingError');
    expect(await userErrorName(thirdToken)).toBe('AuthSessionMissingError');
    expect((await second.auth.getSession()).data.session).toBeNull();
  });
});

describe('the user', () => {
  it('reads and updates the signed-in user', async () => {
    const { client, user, email } = await signUpNewUser(backend, { fullName: 'Before' });
    const read = await client.auth.getUser();
    expect(read.data.user?.id).toBe(user.id);
    expect(read.data.user?.email).toBe(email);

    const updated = await client.auth.updateUser({ data: { full_name: 'After' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('After');

    const changed = await client.auth.updateUser({ password: 'a-new-password' });
    expect(changed.error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'a-new-password',
    });
    expect(signIn.error).toBeNull();
  });

  it('refuses /user without a session, and with a token that is not a user token', async () => {
    const noSession = await anonClient().auth.getUser();
    expect(noSession.error).not.toBeNull();
    const anonKeyAsToken = await anonClient().auth.getUser(backend.anonKey);
    expect(anonKeyAsToken.error?.code).toBe('bad_jwt');
  });

  it('answers errors in both the new and the legacy shape, header exposed to browsers', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'X-Supabase-Api-Version': '2024-01-01',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ email: 'x@example.com', password: 'nope-nope' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('access-control-expose-headers')).toContain(
      'X-Supabase-Api-Version',
    );
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'invalid_credentials', error_code: 'invalid_credentials' });
  });
});

describe('guests', () => {
  it('signs in anonymously and converts in place, keeping the id and the rows', async () => {
    const { client, user } = await signInAsGuest(backend);
    expect(user.is_anonymous).toBe(true);
    const insert = await client.from('todos').insert({ title: 'guest to-do' });
    expect(insert.error).toBeNull();

    const passwordOnly = await client.auth.updateUser({ password: 'secret-123' });
    expect(passwordOnly.error?.code).toBe('validation_failed');

    const email = uniqueEmail('converted');
    const converted = await client.auth.updateUser({
      email,
      password: 'secret-123',
      data: { locale: 'en' },
    });
    expect(converted.error).toBeNull();
    expect(converted.data.user?.id).toBe(user.id);
    // Confirmations on: the guest stays a guest until the new address is proved.
    expect(converted.data.user?.is_anonymous).toBe(true);
    const mail = backend.mailbox.list(email)[0];
    expect(mail?.subject).toBe('Confirm your email address for Office Toolbox');
    const verified = await client.auth.verifyOtp({
      email,
      token: mailedCode(backend, email),
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(verified.data.user?.is_anonymous).toBe(false);
    expect(verified.data.user?.email).toBe(email);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.session?.user.is_anonymous).toBe(false);
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.data.user?.id).toBe(user.id);
    const rows = await client.from('todos').select('title');
    expect(rows.data).toEqual([{ title: 'guest to-do' }]);
  });

  it('refuses converting a guest to an e-mail another account has', async () => {
    const { email } = await signUpNewUser(backend);
    const { client } = await signInAsGuest(backend);
    const { error } = await client.auth.updateUser({ email, password: 'secret-123' });
    expect(error?.code).toBe('email_exists');
  });
});

describe('admin and providers', () => {
  it('deletes users only with the service-role key', async () => {
    const { user, client } = await signUpNewUser(backend);
    const notAdmin = await createTestClient(backend.url, backend.anonKey).auth.admin.deleteUser(
      user.id,
    );
    expect(notAdmin.error?.code).toBe('not_admin');

    const admin = createTestClient(backend.url, backend.serviceRoleKey);
    expect((await admin.auth.admin.deleteUser(user.id)).error).toBeNull();
    expect((await client.auth.getUser()).error?.code).toBe('user_not_found');
    expect((await admin.auth.admin.deleteUser(user.id)).error?.status).toBe(404);
  });

  it('answers OAuth sign-in with a clear provider-not-configured error', async () => {
    for (const provider of ['google', 'github']) {
      const response = await fetch(
        `${backend.url}/auth/v1/authorize?provider=${provider}&redirect_to=${encodeURIComponent('http://localhost:5173')}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { msg: string; error_code: string };
      expect(body.error_code).toBe('validation_failed');
      expect(body.msg).toContain('provider is not enabled');
      expect(body.msg).toContain(provider);
    }
  });

  it('answers the health check', async () => {
    const response = await fetch(`${backend.url}/auth/v1/health`);
    expect(response.status).toBe(200);
  });
});
