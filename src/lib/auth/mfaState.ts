import type { Factor, Session, User } from '@supabase/supabase-js';

/** Two-factor sign-in state read from the session alone (no network, no supabase-js code). */

/** The user's verified TOTP factor, if they have turned two-factor sign-in on. */
export function verifiedTotpFactor(user: User | null | undefined): Factor | undefined {
  return user?.factors?.find(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
}

/** The `aal` claim of an access token ('aal1' when it cannot be read). */
export function tokenAssuranceLevel(accessToken: string): string {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : 'aal1';
  } catch {
    return 'aal1';
  }
}

/** Whether this session still has to enter a code: a verified factor, but an aal1 token. */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session || !verifiedTotpFactor(session.user)) return false;
  return tokenAssuranceLevel(session.access_token) !== 'aal2';
}

/** The key written in groups of four, as authenticator apps show and accept it. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
