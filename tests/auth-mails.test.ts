import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';

/**
 * Every auth mail read as the recipient gets it, from the local catcher's API: written from
 * supabase/templates (the files supabase/config.toml names for hosted Supabase) in the
 * language the user chose, from the site's name, with a link that works and, where the site
 * has a screen for it, a code that works.
 */
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: 'http://127.0.0.1:5173' });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

interface CaughtMail {
  Subject: string;
  From: { Name: string; Address: string };
  Text: string;
  HTML: string;
}

/** The newest mail to `address`, as the catcher's JSON API gives it. */
async function caught(address: string): Promise<CaughtMail> {
  const list = (await (
    await fetch(`${backend.mailUrl}/api/v1/messages?to=${encodeURIComponent(address)}`)
  ).json()) as { messages: Array<{ ID: string }> };
  const id = list.messages[0]?.ID;
  if (!id) throw new Error(`no mail to ${address}`);
  return (await (await fetch(`${backend.mailUrl}/api/v1/message/${id}`)).json()) as CaughtMail;
}

const codeIn = (mail: CaughtMail) => /^(\d{6})$/m.exec(mail.Text)?.[1];
const linkIn = (mail: CaughtMail) => /^(http\S+\/auth\/v1\/verify\?\S+)$/m.exec(mail.Text)?.[1];

/** Opens a mail's link as a browser would: the redirect carries the session or an error. */
async function open(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return new URLSearchParams(new URL(location).hash.slice(1));
}

const anon = () => createTestClient(backend.url, backend.anonKey);
const SENDER = 'オフィスツールボックス / Office Toolbox';

/** Words that must never reach a Japanese reader (GoTrue's English defaults). */
const ENGLISH = /Follow this link|Reset Your Password|Magic Link|Alternatively|Confirm your/;

describe('the sign-up confirmation', () => {
  it.each([
    [
      'ja',
      '【オフィスツールボックス】メールアドレスのご確認',
      'このたびはオフィスツールボックスにご登録いただき、誠にありがとうございます。',
      '登録画面で次の確認コードをご入力ください。',
    ],
    [
      'en',
      'Confirm your email address for Office Toolbox',
      'Thank you for signing up for Office Toolbox.',
      'enter this code on the sign-up screen instead:',
    ],
  ])(
    '%s: mails the link and the code; either confirms the address',
    async (locale, subject, greeting, codeLine) => {
      const email = uniqueEmail(`confirm-${locale}`);
      const client = anon();
      const { data } = await client.auth.signUp({
        email,
        password: 'secret-123',
        options: {
          data: { full_name: '山田 太郎', locale },
          emailRedirectTo: 'http://127.0.0.1:5173/',
        },
      });
      expect(data.session).toBeNull();
      const mail = await caught(email);
      expect(mail.Subject).toBe(subject);
      expect(mail.From.Name).toBe(SENDER);
      expect(mail.Text).toContain(greeting);
      expect(mail.Text).toContain(codeLine);
      expect(mail.HTML).toContain(`<a href="http://`);
      if (locale === 'ja') expect(mail.Text).not.toMatch(ENGLISH);
      else expect(mail.Text).not.toMatch(/[ぁ-んァ-ン]/);

      // The link opens a signed-in page; the code would then be spent.
      const fragment = await open(linkIn(mail) ?? '');
      expect(fragment.get('type')).toBe('signup');
      expect(fragment.get('access_token')).toBeTruthy();
      const spent = await client.auth.verifyOtp({
        email,
        token: codeIn(mail) ?? '',
        type: 'signup',
      });
      expect(spent.error?.code).toBe('otp_expired');
      const signIn = await anon().auth.signInWithPassword({ email, password: 'secret-123' });
      expect(signIn.error).toBeNull();
    },
  );

  it('confirms with the code alone (the link opened in another browser)', async () => {
    const email = uniqueEmail('confirm-code');
    const client = anon();
    await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { locale: 'ja' } },
    });
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(await caught(email)) ?? '',
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('a user without a saved language gets Japanese, the site’s first language', async () => {
    const email = uniqueEmail('confirm-none');
    await anon().auth.signUp({ email, password: 'secret-123' });
    expect((await caught(email)).Subject).toBe('【オフィスツールボックス】メールアドレスのご確認');
  });
});

describe('password recovery', () => {
  it.each([
    [
      'ja',
      '【オフィスツールボックス】パスワード再設定のご案内',
      'パスワード再設定のお申し込みを承りました。',
    ],
    ['en', 'Reset your Office Toolbox password', 'We received a request to reset the password'],
  ])('%s: the link and the code each sign in for a new password', async (locale, subject, text) => {
    const user = await signUpNewUser(backend, { locale: locale as 'ja' | 'en' });
    expect((await anon().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const mail = await caught(user.email);
    expect(mail.Subject).toBe(subject);
    expect(mail.From.Name).toBe(SENDER);
    expect(mail.Text).toContain(text);
    expect(mail.Text).toContain(user.email);
    if (locale === 'ja') expect(mail.Text).not.toMatch(ENGLISH);

    const fragment = await open(linkIn(mail) ?? '');
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();

    // A second request within the minute is refused, as GoTrue's SMTP_MAX_FREQUENCY does.
    const soon = await anon().auth.resetPasswordForEmail(user.email);
    expect(soon.error?.status).toBe(429);
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    await backend.database.query(
      `update auth.users set recovery_sent_at = now() - interval '61 seconds' where email = $1`,
      [user.email],
    );
    expect((await anon().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const client = anon();
    const { data, error } = await client.auth.verifyOtp({
      email: user.email,
      token: codeIn(await caught(user.email)) ?? '',
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
    expect((await client.auth.updateUser({ password: 'brand-new-123' })).error).toBeNull();
    const signIn = await anon().auth.signInWithPassword({
      email: user.email,
      password: 'brand-new-123',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('magic link, e-mail change and reauthentication', () => {
  it.each([
    [
      'ja',
      '【オフィスツールボックス】ログイン用リンクのお知らせ',
      'でログインするためのリンクをお送りいたします。',
    ],
    ['en', 'Your Office Toolbox sign-in link', 'To sign in to Office Toolbox as'],
  ])(
    '%s: the sign-in link (no code: the site has no screen for one)',
    async (locale, subject, text) => {
      const user = await signUpNewUser(backend, { locale: locale as 'ja' | 'en' });
      expect((await anon().auth.signInWithOtp({ email: user.email })).error).toBeNull();
      const mail = await caught(user.email);
      expect(mail.Subject).toBe(subject);
      expect(mail.Text).toContain(text);
      expect(codeIn(mail)).toBeUndefined();
      expect((await open(linkIn(mail) ?? '')).get('access_token')).toBeTruthy();
    },
  );

  it('mails an unconfirmed address the sign-up confirmation instead of a link (GoTrue)', async () => {
    const email = uniqueEmail('otp-new');
    expect(
      (await anon().auth.signInWithOtp({ email, options: { data: { locale: 'en' } } })).error,
    ).toBeNull();
    expect((await caught(email)).Subject).toBe('Confirm your email address for Office Toolbox');
  });

  it.each([
    [
      'ja',
      '【オフィスツールボックス】メールアドレス変更のご確認',
      'へ変更するお手続きを承りました。',
    ],
    [
      'en',
      'Confirm your new email address for Office Toolbox',
      'We received a request to change the email address',
    ],
  ])(
    '%s: the e-mail change, to both addresses; both links complete it',
    async (locale, subject, text) => {
      const user = await signUpNewUser(backend, { locale: locale as 'ja' | 'en' });
      const newEmail = uniqueEmail('changed');
      expect((await user.client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const toNew = await caught(newEmail);
      const toCurrent = await caught(user.email);
      for (const mail of [toNew, toCurrent]) {
        expect(mail.Subject).toBe(subject);
        expect(mail.Text).toContain(text);
        expect(mail.Text).toContain(user.email);
        expect(mail.Text).toContain(newEmail);
        expect(codeIn(mail)).toBeUndefined();
      }
      expect((await open(linkIn(toNew) ?? '')).get('message')).toMatch(/other email/);
      expect((await open(linkIn(toCurrent) ?? '')).get('access_token')).toBeTruthy();
      const { data } = await user.client.auth.refreshSession();
      expect(data.user?.email).toBe(newEmail);
    },
  );

  it.each([
    [
      'ja',
      '【オフィスツールボックス】確認コードのお知らせ',
      '画面に次の確認コードをご入力ください。',
    ],
    ['en', 'Your Office Toolbox verification code', 'enter this code:'],
  ])('%s: the reauthentication code', async (locale, subject, text) => {
    const user = await signUpNewUser(backend, { locale: locale as 'ja' | 'en' });
    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const mail = await caught(user.email);
    expect(mail.Subject).toBe(subject);
    expect(mail.Text).toContain(text);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(linkIn(mail)).toBeUndefined();
  });

  it.each([
    [
      'ja',
      '【オフィスツールボックス】メールアドレスのご確認',
      'これまでに作成したToDoリストや日程調整は',
    ],
    [
      'en',
      'Confirm your email address for Office Toolbox',
      'Your to-do lists and polls stay with your account.',
    ],
  ])(
    '%s: a guest signing up confirms the new account by its code',
    async (locale, subject, text) => {
      const guest = await signInAsGuest(backend);
      const email = uniqueEmail('guest');
      const update = await guest.client.auth.updateUser({
        email,
        password: 'secret-123',
        data: { locale },
      });
      expect(update.data.user?.is_anonymous).toBe(true);
      const mail = await caught(email);
      expect(mail.Subject).toBe(subject);
      expect(mail.Text).toContain(text);
      const { data, error } = await guest.client.auth.verifyOtp({
        email,
        token: codeIn(mail) ?? '',
        type: 'email_change',
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(guest.user.id);
      expect(data.user?.is_anonymous).toBe(false);
    },
  );
});

describe("the project's hourly limit on auth mails (GoTrue's RATE_LIMIT_EMAIL_SENT)", () => {
  it('refuses auth mails past the hour’s allowance, whoever asks', async () => {
    const limited = await startTestBackend({
      rateLimits: { emailSent: { perWindow: 2, windowSeconds: 3600, burst: 2 } },
    });
    try {
      const client = createTestClient(limited.url, limited.anonKey);
      const signUp = (email: string) => client.auth.signUp({ email, password: 'secret-123' });
      expect((await signUp(uniqueEmail('h1'))).error).toBeNull();
      expect((await signUp(uniqueEmail('h2'))).error).toBeNull();
      const third = await signUp(uniqueEmail('h3'));
      expect(third.error?.status).toBe(429);
      expect(third.error?.code).toBe('over_email_send_rate_limit');
      expect(third.error?.message).toBe('email rate limit exceeded');
      expect(limited.mailbox.list()).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
