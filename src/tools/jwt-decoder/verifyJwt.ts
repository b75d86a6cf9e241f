/**
 * Checks a token's signature with `jose`, in the page: a shared secret for HS256/384/512, or a
 * public key for the others (a JWK, a JWK Set whose key is picked by `kid`, an SPKI public key
 * or an X.509 certificate in PEM). The key and the token are never sent anywhere.
 */
import { compactVerify, importJWK, importSPKI, importX509, type CryptoKey, type JWK } from 'jose';

export type VerifyOutcome =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'no_key'
        | 'alg_none'
        | 'unsupported_alg'
        | 'bad_key'
        | 'key_not_found'
        | 'signature_mismatch';
    };

const HMAC = /^HS(256|384|512)$/;
const ASYMMETRIC = /^(RS|PS|ES)(256|384|512)$|^ES256K$|^EdDSA$|^Ed25519$/;

async function publicKeyFrom(
  text: string,
  alg: string,
  kid: unknown,
): Promise<CryptoKey | Uint8Array | null> {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN CERTIFICATE-----')) return importX509(trimmed, alg);
  if (trimmed.startsWith('-----BEGIN')) return importSPKI(trimmed, alg);
  const parsed = JSON.parse(trimmed) as JWK | { keys?: JWK[] };
  let jwk: JWK | undefined;
  if ('keys' in parsed && Array.isArray(parsed.keys)) {
    const keys = parsed.keys;
    jwk = keys.length === 1 && kid === undefined ? keys[0] : keys.find((key) => key.kid === kid);
    if (!jwk) return null;
  } else jwk = parsed as JWK;
  return importJWK(jwk, alg);
}

export async function verifyJwt(
  token: string,
  alg: unknown,
  kid: unknown,
  keyText: string,
): Promise<VerifyOutcome> {
  if (alg === 'none') return { ok: false, reason: 'alg_none' };
  if (typeof alg !== 'string' || (!HMAC.test(alg) && !ASYMMETRIC.test(alg))) {
    return { ok: false, reason: 'unsupported_alg' };
  }
  if (keyText.trim() === '') return { ok: false, reason: 'no_key' };
  let key: CryptoKey | Uint8Array | null;
  try {
    key = HMAC.test(alg)
      ? keyText.trim().startsWith('{')
        ? await publicKeyFrom(keyText, alg, kid)
        : // Copied into this realm's Uint8Array: jose checks `instanceof Uint8Array`, and a
          // TextEncoder from another realm (jsdom in the component tests) fails it.
          Uint8Array.from(new TextEncoder().encode(keyText))
      : await publicKeyFrom(keyText, alg, kid);
  } catch {
    return { ok: false, reason: 'bad_key' };
  }
  if (!key) return { ok: false, reason: 'key_not_found' };
  try {
    await compactVerify(token, key, { algorithms: [alg] });
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
      return { ok: false, reason: 'signature_mismatch' };
    return { ok: false, reason: code === 'ERR_JWS_INVALID' ? 'signature_mismatch' : 'bad_key' };
  }
}

export function isHmac(alg: unknown): boolean {
  return typeof alg === 'string' && HMAC.test(alg);
}
