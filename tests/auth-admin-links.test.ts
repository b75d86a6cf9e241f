import * as OTPAuth from 'otpauth';
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
 * The admin API's invites, generated links and MFA factors (supabase.auth.admin.inviteUserByEmail,
 * generateLink, mfa.listFactors / deleteFactor), expecting what supabase/auth answers
 * (internal/api/invite.go, mail.go adminGenerateLink, admin.go adminUserGetFactors and
 * adminUserDeleteFactor), and that nothing but the service role reaches them.
 */
let backend: RunningBackend;
const SITE = 'https://office.example';
const ALLOWED = 'https://office.example/welcome';

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE, redirectAllowList: [`${SITE}/**`] });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

const admin = () => createTestClient(backend.url, backend.serviceRoleKey).auth.admin;

/** Opens a link to /verify as a browser would; the redirect's fragment. */
async function openLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

async function isConfirmed(email: string): Promise<boolean> {
  const { rows } = await backend.database.query(
    'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
    [email],
  );
  return rows[0]?.confirmed === true;
}

describe('admin.generateLink', () => {
  it('signs up an unconfirmed user whose link confirms and signs in', async () => {
    const email = uniqueEmail('link');
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: 'correct-horse-42',
      options: { data: { plan: 'alpha' }, redirectTo: ALLOWED },
    });
    expect(error).toBeNull();
    // adminGenerateLink keeps the metadata as given and does not confirm the address.
    expect(data.user?.user_metadata).toEqual({ plan: 'alpha' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.properties?.redirect_to).toBe(ALLOWED);
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    const anon = createTestClient(backend.url, backend.anonKey);
    const early = await anon.auth.signInWithPassword({ email, password: 'correct-horse-42' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const link = new URL(data.properties?.action_link ?? '');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toBe(data.properties?.hashed_token);
    const { location, fragment } = await openLink(link.href);
    expect(location.origin + location.pathname).toBe(ALLOWED);
    expect(fragment.get('access_token')).toBeTruthy();
    expect(await isConfirmed(email)).toBe(true);
    const later = await anon.auth.signInWithPassword({ email, password: 'correct-horse-42' });
    expect(later.error).toBeNull();
    // The link works once.
    expect((await openLink(link.href)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('falls back to SITE_URL for a redirect outside the allow list', async () => {
    const { data } = await admin().generateLink({
      type: 'signup',
      email: uniqueEmail('link'),
      password: 'correct-horse-42',
      options: { redirectTo: 'https://office.example.evil.example/' },
    });
    expect(data.properties?.redirect_to).toBe(SITE);
  });

  it('gives a recovery code that verifyOtp accepts, and refuses unknown addresses', async () => {
    const user = await signUpNewUser(backend);
    const { data, error } = await admin().generateLink({ type: 'recovery', email: user.email });
    expect(error).toBeNull();
    const anon = createTestClient(backend.url, backend.anonKey);
    const verified = await anon.auth.verifyOtp({
      email: user.email,
      token: data.properties?.email_otp ?? '',
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.user.id);

    const unknown = await admin().generateLink({ type: 'recovery', email: uniqueEmail('none') });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.message).toBe('User with this email not found');
  });

  it('turns a magic link for an unknown address into a sign-up', async () => {
    const { data, error } = await admin().generateLink({
      type: 'magiclink',
      email: uniqueEmail('magic'),
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.user?.id).toBeTruthy();
  });

  it('changes the address through the new address link (email_change_new)', async () => {
    const user = await signUpNewUser(backend);
    const newEmail = uniqueEmail('moved');
    const { data, error } = await admin().generateLink({
      type: 'email_change_new',
      email: user.email,
      newEmail,
    });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.properties?.action_link).toMatch(/type=email_change/);
    await openLink(data.properties?.action_link ?? '');
    const { data: after } = await admin().getUserById(user.user.id);
    expect(after.user?.email).toBe(newEmail);

    const taken = await signUpNewUser(backend);
    const clash = await admin().generateLink({
      type: 'email_change_current',
      email: newEmail,
      newEmail: taken.email,
    });
    expect(clash.error?.code).toBe('email_exists');
  });

  it('refuses invalid addresses, confirmed users and unknown types as GoTrue does', async () => {
    const invalid = await admin().generateLink({
      type: 'signup',
      email: 'xx:;x@x.x',
      password: 'correct-horse-42',
    });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
    expect(invalid.data.properties).toBeNull();

    const user = await signUpNewUser(backend);
    const again = await admin().generateLink({ type: 'signup', email: user.email, password: 'x' });
    expect(again.error?.code).toBe('email_exists');

    const response = await fetch(`${backend.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'bogus', email: user.email }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe(
      'Invalid email action link type requested: bogus',
    );
  });
});

describe('admin.inviteUserByEmail', () => {
  it('creates an invited user and mails a link that confirms and signs in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, {
      data: { team: 'sales' },
      redirectTo: ALLOWED,
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ team: 'sales' });
    expect(await isConfirmed(email)).toBe(false);

    const [mail] = backend.mailbox.list(email);
    expect(mail?.subject).toBe('【オフィスツールボックス】ご招待のお知らせ');
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const { location, fragment } = await openLink(link);
    expect(location.origin + location.pathname).toBe(ALLOWED);
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(await isConfirmed(email)).toBe(true);

    // Once confirmed, the address cannot be invited again.
    const again = await admin().inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
  });

  it('refuses an invalid address', async () => {
    const { data, error } = await admin().inviteUserByEmail('xx:;x@x.x');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
    expect(data.user).toBeNull();
  });
});

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

describe('admin.mfa', () => {
  it('lists a user’s factors and deletes one, taking its sessions back to aal1', async () => {
    const user = await signUpNewUser(backend);
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const verified = await user.client.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(enrolled.data?.totp.secret ?? ''),
    });
    expect(verified.error).toBeNull();

    const listed = await admin().mfa.listFactors({ userId: user.user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((factor) => [factor.id, factor.status])).toEqual([
      [factorId, 'verified'],
    ]);
    const deleted = await admin().mfa.deleteFactor({ userId: user.user.id, id: factorId });
    expect(deleted.error).toBeNull();
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(factorId);
    expect((await admin().mfa.listFactors({ userId: user.user.id })).data?.factors).toEqual([]);

    // The session verified with it is aal1 again once it refreshes.
    const { data: refreshed } = await user.client.auth.refreshSession();
    const claims = JSON.parse(
      Buffer.from(refreshed.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { aal: string };
    expect(claims.aal).toBe('aal1');
  });

  it('answers 404 for unknown users and factors', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const list = await admin().mfa.listFactors({ userId: missing });
    expect(list.error?.status).toBe(404);
    const user = await signUpNewUser(backend);
    const other = await signUpNewUser(backend);
    const theirs = await other.client.auth.mfa.enroll({ factorType: 'totp' });
    // Another user's factor is not this user's: GoTrue's loadFactor finds it for its owner only.
    const crossed = await admin().mfa.deleteFactor({
      userId: user.user.id,
      id: theirs.data?.id ?? '',
    });
    expect(crossed.error?.code).toBe('mfa_factor_not_found');
    // supabase-js checks the ids itself; GoTrue's own answer, for other clients:
    const notUuid = await fetch(`${backend.url}/auth/v1/admin/users/${user.user.id}/factors/nope`, {
      method: 'DELETE',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    });
    expect(notUuid.status).toBe(404);
    expect(((await notUuid.json()) as { msg: string }).msg).toBe('factor_id must be an UUID');
  });
});

describe('only the service role', () => {
  it('refuses invites, links and factor admin to the anon key, users and guests', async () => {
    const user = await signUpNewUser(backend);
    const guest = await signInAsGuest(backend);
    const requests: [string, string][] = [
      ['POST', '/invite'],
      ['POST', '/admin/generate_link'],
      ['GET', `/admin/users/${user.user.id}/factors`],
      ['DELETE', `/admin/users/${user.user.id}/factors/${user.user.id}`],
      ['PUT', `/admin/users/${user.user.id}/factors/${user.user.id}`],
    ];
    for (const token of [backend.anonKey, user.accessToken, guest.accessToken]) {
      for (const [method, path] of requests) {
        const response = await fetch(`${backend.url}/auth/v1${path}`, {
          method,
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: method === 'GET' ? undefined : JSON.stringify({ email: uniqueEmail('x') }),
        });
        expect([method, path, response.status]).toEqual([method, path, 403]);
      }
    }
    const { rows } = await backend.database.query(
      `select count(*)::int as n from auth.users where email like 'x-%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
