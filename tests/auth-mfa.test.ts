import * as OTPAuth from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  type TestUser,
} from './helpers/backend.ts';

/**
 * Two-factor sign-in (TOTP) through supabase-js's auth.mfa API, as supabase/auth
 * internal/api/mfa.go answers it; codes come from otpauth (RFC 6238), not from the server's
 * own TOTP module.
 */
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: 'https://office.example' });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

const codeFor = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    aal: string;
    amr: { method: string; timestamp: number }[];
  };

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? '';
}

/** Enrols a TOTP factor and verifies it, leaving the client's session at aal2. */
async function enrolVerified(user: TestUser): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
  if (error || !data) throw error ?? new Error('enrol gave nothing');
  const secret = data.totp.secret;
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeFor(secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret };
}

async function signInWithPassword(user: TestUser): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error) throw error;
  return client;
}

describe('auth.mfa: enrol, challenge, verify (supabase/auth internal/api/mfa.go)', () => {
  it('enrols a TOTP factor with a key, URI and SVG QR code an authenticator reads', async () => {
    const user = await signUpNewUser(backend);
    const { data, error } = await user.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'スマートフォン',
    });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('スマートフォン');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const parsed = OTPAuth.URI.parse(data?.totp.uri ?? '') as OTPAuth.TOTP;
    // The issuer is SITE_URL's host when the client names none (enrollTOTPFactor).
    expect([parsed.issuer, parsed.label, parsed.secret.base32]).toEqual([
      'office.example',
      user.email,
      data?.totp.secret,
    ]);
    // Not verified yet: listed under `all` only, and the next level is still aal1.
    const factors = await user.client.auth.mfa.listFactors();
    expect(factors.data?.all.map((factor) => factor.status)).toEqual(['unverified']);
    expect(factors.data?.totp).toEqual([]);
    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([level.data?.currentLevel, level.data?.nextLevel]).toEqual(['aal1', 'aal1']);
  });

  it('refuses a wrong code, then verifies the right one and raises the session to aal2', async () => {
    const user = await signUpNewUser(backend);
    const { data } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data?.id ?? '';
    const secret = data?.totp.secret ?? '';
    const challenge = await user.client.auth.mfa.challenge({ factorId });
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const wrongCode = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await user.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: wrongCode,
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);

    const right = await user.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(secret),
    });
    expect(right.error).toBeNull();
    const claims = claimsOf(right.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
    // supabase-js stored the new session: the client's own level reads aal2.
    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([level.data?.currentLevel, level.data?.nextLevel]).toEqual(['aal2', 'aal2']);
    const factors = await user.client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([factorId]);
    // A verified challenge cannot be used again.
    const again = await user.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(secret),
    });
    expect(again.error?.code).toBe('mfa_ip_address_mismatch');
  });

  it('signs in at aal1 with the password, then reaches aal2 with a code; refresh keeps it', async () => {
    const user = await signUpNewUser(backend);
    const { factorId, secret } = await enrolVerified(user);
    const client = await signInWithPassword(user);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([level.data?.currentLevel, level.data?.nextLevel]).toEqual(['aal1', 'aal2']);
    const aal1RefreshToken = (await client.auth.getSession()).data.session?.refresh_token ?? '';

    const verified = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret, Date.now() + 30_000),
    });
    expect(verified.error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');

    // The refresh token held before the code can no longer make tokens for this session.
    const stale = await createTestClient(backend.url, backend.anonKey).auth.refreshSession({
      refresh_token: aal1RefreshToken,
    });
    expect(stale.error?.code).toBe('refresh_token_not_found');
  });

  it('ends the user’s other aal1 sessions once a factor is verified', async () => {
    const user = await signUpNewUser(backend);
    const otherDevice = await signInWithPassword(user);
    await enrolVerified(user);
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${await accessToken(otherDevice)}`,
      },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error_code: string }).error_code).toBe(
      'session_not_found',
    );
  });

  it('asks for aal2 to add a second factor or to remove a verified one', async () => {
    const user = await signUpNewUser(backend);
    const { factorId } = await enrolVerified(user);
    const client = await signInWithPassword(user);
    const enrol = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect([enrol.error?.status, enrol.error?.code]).toEqual([403, 'insufficient_aal']);
    const unenrol = await client.auth.mfa.unenroll({ factorId });
    expect([unenrol.error?.status, unenrol.error?.code]).toEqual([422, 'insufficient_aal']);
  });

  it('unenrols at aal2: the factor is gone and a refreshed token is aal1 again', async () => {
    const user = await signUpNewUser(backend);
    const { factorId } = await enrolVerified(user);
    const { data, error } = await user.client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data?.id).toBe(factorId);
    const refreshed = await user.client.auth.refreshSession();
    const claims = claimsOf(refreshed.data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password']);
    const factors = await user.client.auth.mfa.listFactors();
    expect(factors.data?.all).toEqual([]);
  });

  it('refuses guests, other users’ factors, duplicate names and expired challenges', async () => {
    const guest = await signInAsGuest(backend);
    const guestEnrol = await guest.client.auth.mfa.enroll({ factorType: 'totp' });
    expect([guestEnrol.error?.status, guestEnrol.error?.code]).toEqual([403, 'no_authorization']);

    const owner = await signUpNewUser(backend);
    const stranger = await signUpNewUser(backend);
    const { data } = await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'a' });
    const factorId = data?.id ?? '';
    const foreign = await stranger.client.auth.mfa.challenge({ factorId });
    expect([foreign.error?.status, foreign.error?.code]).toEqual([404, 'mfa_factor_not_found']);

    const duplicate = await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'a' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');

    const challenge = await owner.client.auth.mfa.challenge({ factorId });
    await backend.database.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challenge.data?.id ?? ''],
    );
    const expired = await owner.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(data?.totp.secret ?? ''),
    });
    expect(expired.error?.code).toBe('mfa_challenge_expired');
  });
});

describe('business data asks for aal2 once a factor is on (RLS)', () => {
  it('hides and protects the sender profile and documents from a password-only session', async () => {
    const user = await signUpNewUser(backend);
    const document = { kind: 'quote', number: 'Q-1', data: {} };
    expect((await user.client.from('business_documents').insert(document)).error).toBeNull();
    const profile = { user_id: user.user.id, company_name: '株式会社テスト' };
    expect((await user.client.from('sender_profiles').insert(profile)).error).toBeNull();
    const { factorId, secret } = await enrolVerified(user);

    // The aal2 session still reads and writes everything.
    const aal2Docs = await user.client.from('business_documents').select('number');
    expect(aal2Docs.data).toEqual([{ number: 'Q-1' }]);
    const added = await user.client
      .from('business_documents')
      .insert({ ...document, number: 'Q-2' });
    expect(added.error).toBeNull();

    // A password-only session sees nothing and cannot add or change anything.
    const aal1 = await signInWithPassword(user);
    expect((await aal1.from('business_documents').select('number')).data).toEqual([]);
    expect((await aal1.from('sender_profiles').select('company_name')).data).toEqual([]);
    const refused = await aal1.from('business_documents').insert({ ...document, number: 'Q-3' });
    expect(refused.error?.code).toBe('42501');
    const changed = await aal1
      .from('sender_profiles')
      .update({ company_name: '別会社' })
      .eq('user_id', user.user.id)
      .select();
    expect(changed.data).toEqual([]);

    // With the code, the same session reads them again.
    await aal1.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret, Date.now() + 30_000),
    });
    const numbers = (await aal1.from('business_documents').select('number').order('number')).data;
    expect(numbers).toEqual([{ number: 'Q-1' }, { number: 'Q-2' }]);
    const profiles = (await aal1.from('sender_profiles').select('company_name')).data;
    expect(profiles).toEqual([{ company_name: '株式会社テスト' }]);
  });

  it('hides and protects customers and issued numbers from a password-only session', async () => {
    const user = await signUpNewUser(backend);
    const customer = { user_id: user.user.id, name: '株式会社サンプル商事', honorific: 'onchu' };
    expect((await user.client.from('customers').insert(customer)).error).toBeNull();
    const claim = {
      user_id: user.user.id,
      kind: 'invoice',
      number: 'INV-1',
      counter_key: '|YYYYMMDD-NNN|2026-11-26',
      sequence: 1,
      issued_on: '2026-11-26',
    };
    expect((await user.client.from('document_numbers').insert(claim)).error).toBeNull();
    const { factorId, secret } = await enrolVerified(user);

    const aal1 = await signInWithPassword(user);
    expect((await aal1.from('customers').select('name')).data).toEqual([]);
    expect((await aal1.from('document_numbers').select('number')).data).toEqual([]);
    expect((await aal1.from('business_document_versions').select('id')).data).toEqual([]);
    const refused = await aal1.from('customers').insert({ ...customer, name: '別会社' });
    expect(refused.error?.code).toBe('42501');
    const claimed = await aal1.from('document_numbers').insert({ ...claim, number: 'INV-2' });
    expect(claimed.error?.code).toBe('42501');

    await aal1.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret, Date.now() + 30_000),
    });
    expect((await aal1.from('customers').select('name')).data).toEqual([
      { name: '株式会社サンプル商事' },
    ]);
    expect((await aal1.from('document_numbers').select('number')).data).toEqual([
      { number: 'INV-1' },
    ]);
  });
});
