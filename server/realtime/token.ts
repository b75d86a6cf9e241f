import { decodeJwt } from 'jose';
import type { JwtClaims, JwtKeys } from '../auth/jwt.ts';

/**
 * A JWT checked as Realtime checks it (lib/realtime_web/channels/auth/channels_authorization.ex
 * and jwt_verification.ex): signed with the project's secret, not expired, and carrying the
 * `role` and `exp` claims. Each failure keeps Realtime's own wording, which clients see.
 */
export type TokenCheck =
  | { ok: true; claims: JwtClaims & { role: string; exp: number } }
  | { ok: false; reason: TokenFailure; message: string };

export type TokenFailure = 'expired' | 'missing_claims' | 'malformed' | 'signature';

export const MISSING_CLAIMS_MESSAGE = 'Fields `role` and `exp` are required in JWT';
export const MALFORMED_MESSAGE = 'The token provided is not a valid JWT';

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export async function checkToken(keys: JwtKeys, token: string): Promise<TokenCheck> {
  // Realtime strips whitespace (and URL-decodes) before verifying.
  const cleaned = decodeURIComponentSafe(token).replace(/\s/g, '');
  let unverified: JwtClaims;
  try {
    unverified = decodeJwt(cleaned) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed', message: MALFORMED_MESSAGE };
  }
  const check = await keys.verify(cleaned);
  if (!check.ok) {
    if (check.reason === 'expired' && typeof unverified.exp === 'number') {
      const ago = nowSeconds() - Math.round(unverified.exp);
      return { ok: false, reason: 'expired', message: `Token has expired ${ago} seconds ago` };
    }
    return { ok: false, reason: 'signature', message: 'Failed to validate JWT signature' };
  }
  const { claims } = check;
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'missing_claims', message: MISSING_CLAIMS_MESSAGE };
  }
  return { ok: true, claims: { ...claims, role: claims.role, exp: Math.round(claims.exp) } };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Seconds until `exp`, as Realtime computes it when scheduling its next token check. */
export function secondsUntil(exp: number): number {
  return exp - nowSeconds();
}
