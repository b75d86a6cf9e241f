import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';

/**
 * GoTrue's e-mail flows against the local mail catcher (supabase/auth internal/api/recover.go,
 * verify.go, otp.go, resend.go, user.go), read through the catcher's Mailpit-shaped API.
 */
let backend: RunningBackend;
const SITE = 'http://localhost:4222/';

beforeAll(async () => {
  backend = await startTestBackend();
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

interface CaughtMail {
  ID: string;
  Subject: string;
  Text: string;
}

/** The newest mail to `address`, through the catcher's HTTP API as a developer would. */
async function latestMail(address: string): Promise<CaughtMail> {
  const list = (await (
    await fetch(`${backend.mailUrl}/api/v1/messages?to=${encodeURIComponent(address)}`)
  ).json()) as { messages: { ID: string }[] };
  const id = list.messages[0]?.ID;
  if (!id) throw new Error(`no mail to ${address}`);
  return (await (await fetch(`${backend.mailUrl}/api/v1/message/${id}`)).json()) as CaughtMail;
}

const linkIn = (mail: CaughtMail) => /(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] ?? '';
const codeIn = (mail: CaughtMail) => /^(\d{6})$/m.exec(mail.Text)?.[1] ?? '';

/** Follows a mail link as a browser would, up to the redirect back to the site. */
async function openLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('password recovery', () => {
  it('mails a link that signs the user in with type=recovery, then the password can change', async () => {
    const user = await signUpNewUser(backend);
    const anon = createTestClient(backend.url, backend.anonKey);
    const { error } = await anon.auth.resetPasswordForEmail(user.email, { redirectTo: SITE });
    expect(error).toBeNull();
    const mail = await latestMail(user.email);
    expect(mail.Subject).toBe('【オフィスツールボックス】パスワード再設定のご案内');

    const { location, fragment } = await openLink(linkIn(mail));
    expect(`${location.origin}${location.pathname}`).toBe(SITE);
    expect(fragment.get('type')).toBe('recovery');
    const accessToken = fragment.get('access_token') ?? '';
    const refreshToken = fragment.get('refresh_token') ?? '';
    const recovered = createTestClient(backend.url, backend.anonKey);
    await recovered.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect((await recovered.auth.updateUser({ password: 'recovered-secret' })).error).toBeNull();
    const signIn = await anon.auth.signInWithPassword({
      email: user.email,
      password: 'recovered-secret',
    });
    expect(signIn.error).toBeNull();

    // A link works once.
    const again = await openLink(linkIn(mail));
    expect(again.fragment.get('error_code')).toBe('otp_expired');
  }, 60_000);

  it('accepts the mailed code through verifyOtp, and tells nothing about unknown addresses', async () => {
    const user = await signUpNewUser(backend);
    const anon = createTestClient(backend.url, backend.anonKey);
    await anon.auth.resetPasswordForEmail(user.email);
    const code = codeIn(await latestMail(user.email));
    const wrong = await anon.auth.verifyOtp({
      email: user.email,
      token: '999999',
      type: 'recovery',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await anon.auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.user.id);

    const stranger = uniqueEmail('stranger');
    expect((await anon.auth.resetPasswordForEmail(stranger)).error).toBeNull();
    expect(backend.mailbox.list(stranger)).toHaveLength(0);
  }, 60_000);
});

describe('magic link / OTP', () => {
  it('signs in an existing user with the mailed link; refuses unknown ones without create_user', async () => {
    const user = await signUpNewUser(backend);
    const anon = createTestClient(backend.url, backend.anonKey);
    expect((await anon.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const mail = await latestMail(user.email);
    expect(mail.Subject).toBe('【オフィスツールボックス】ログイン用リンクのお知らせ');
    // The site's template offers no code (the site has no screen for one): the link signs in.
    expect(codeIn(mail)).toBe('');
    const { fragment } = await openLink(linkIn(mail));
    expect(fragment.get('type')).toBe('magiclink');
    const signedIn = await anon.auth.getUser(fragment.get('access_token') ?? '');
    expect(signedIn.data.user?.id).toBe(user.user.id);

    const refused = await anon.auth.signInWithOtp({
      email: uniqueEmail('unknown'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.code).toBe('otp_disabled');
  }, 60_000);
});

describe('e-mail change (secure: both addresses confirm)', () => {
  it('changes the address only once both links are opened; resend sends them again', async () => {
    const user = await signUpNewUser(backend);
    const newEmail = uniqueEmail('moved');
    const { data, error } = await user.client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: SITE },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(newEmail);

    // Again within the minute: GoTrue's SMTP_MAX_FREQUENCY refuses; a minute later it sends.
    const soon = await user.client.auth.resend({ type: 'email_change', email: user.email });
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    await backend.database.query(
      `update auth.users set email_change_sent_at = now() - interval '61 seconds' where id = $1`,
      [user.user.id],
    );
    expect((await user.client.auth.resend({ type: 'email_change', email: user.email })).error).toBe(
      null,
    );
    const toNew = await latestMail(newEmail);
    const toCurrent = await latestMail(user.email);
    expect(toNew.Subject).toBe('【オフィスツールボックス】メールアドレス変更のご確認');
    expect(backend.mailbox.list(newEmail)).toHaveLength(2);

    const first = await openLink(linkIn(toNew));
    expect(first.fragment.get('message')).toContain('Confirmation link accepted');
    const admin = createTestClient(backend.url, backend.serviceRoleKey).auth.admin;
    expect((await admin.getUserById(user.user.id)).data.user?.email).toBe(user.email);
    const second = await openLink(linkIn(toCurrent));
    expect(second.fragment.get('type')).toBe('email_change');
    expect((await admin.getUserById(user.user.id)).data.user?.email).toBe(newEmail);
  }, 60_000);
});

describe('mail catcher page', () => {
  it('lists the mails on a page, escaping what they contain', async () => {
    const page = await (await fetch(`${backend.mailUrl}/`)).text();
    expect(page).toContain('Local mail catcher');
    expect(page).toContain('【オフィスツールボックス】パスワード再設定のご案内');
  });
});
