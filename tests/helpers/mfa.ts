import * as OTPAuth from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningBackend } from '../../server/index.ts';
import { createTestClient, type TestUser } from './backend.ts';

/** A TOTP code from otpauth (RFC 6238), independent of the server's own TOTP module. */
export const totpCodeFor = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });

/** Enrols a TOTP factor and verifies it, leaving the user's client at aal2. */
export async function enrolVerifiedTotp(
  user: Pick<TestUser, 'client'>,
): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
  if (error || !data) throw error ?? new Error('enrol gave nothing');
  const secret = data.totp.secret;
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCodeFor(secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret };
}

/** A new password-only (aal1) session of the user, on its own client. */
export async function passwordOnlySession(
  backend: Pick<RunningBackend, 'url' | 'anonKey'>,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error) throw error;
  return client;
}

export async function accessTokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? '';
}
