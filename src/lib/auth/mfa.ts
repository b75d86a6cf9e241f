import { getSupabase } from '../supabase';
import type { AuthResult } from './authActions';
import { normalizeCode } from './oneTimeCode';

/**
 * Two-factor sign-in (TOTP) through supabase-js's auth.mfa API. A user turns it on by
 * scanning a QR code (or typing the key) into an authenticator app and confirming one code;
 * afterwards each password sign-in is aal1 until a code raises it to aal2.
 */

const ok = <T>(value: T): AuthResult<T> => ({ ok: true, value });
const fail = (error: unknown): AuthResult<never> => ({ ok: false, error });

export interface TotpEnrolment {
  factorId: string;
  secret: string;
  uri: string;
}

/** Starts setting up: set-ups left unfinished earlier are removed first (their names clash). */
export async function startTotpEnrolment(): Promise<AuthResult<TotpEnrolment>> {
  const supabase = await getSupabase();
  const { data: listed, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) return fail(listError);
  for (const factor of listed.all.filter((entry) => entry.status === 'unverified')) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) return fail(error);
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (error) return fail(error);
  return ok({ factorId: data.id, secret: data.totp.secret, uri: data.totp.uri });
}

/** Checks a code for the factor; on success supabase-js keeps the new aal2 session. */
export async function verifyTotpCode(factorId: string, code: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({
    factorId,
    code: normalizeCode(code),
  });
  return error ? fail(error) : ok(undefined);
}

/** Removes a factor, then refreshes so the session and its user no longer show it. */
export async function removeFactor(factorId: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) return fail(error);
  const { error: refreshError } = await supabase.auth.refreshSession();
  return refreshError ? fail(refreshError) : ok(undefined);
}
