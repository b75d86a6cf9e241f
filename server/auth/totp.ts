import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238) with the parameters GoTrue's pquerna/otp uses for MFA: HMAC-SHA1, 6
 * digits, 30-second steps, one step of skew either way, and 20-byte secrets written in base32
 * without padding. Node's crypto is all it needs; tests check it against an independent
 * implementation (otpauth) and RFC 6238's test vectors.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
const SKEW_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new secret, base32 (32 characters for 20 bytes). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP of `counter`, as RFC 6238 uses it with the time step. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for `secret` (base32) at `time` (ms since the epoch). */
export function totpCode(secret: string, time = Date.now()): string {
  return hotp(base32Decode(secret), Math.floor(time / 1000 / TOTP_PERIOD_SECONDS));
}

/**
 * The time step whose code `code` is, looking at this step and one before or after
 * (pquerna's Skew 1); null when it is none of them. RFC 6238 section 5.2: a verifier must not
 * accept a code again once it was accepted, so callers keep the last step used per factor.
 */
export function totpMatchingStep(secret: string, code: string, time = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const step = Math.floor(time / 1000 / TOTP_PERIOD_SECONDS);
  let found: number | null = null;
  for (let skew = -SKEW_STEPS; skew <= SKEW_STEPS; skew++) {
    const expected = Buffer.from(hotp(key, step + skew));
    // Every candidate is compared, in constant time, so timing tells nothing.
    if (timingSafeEqual(expected, Buffer.from(code)) && found === null) found = step + skew;
  }
  return found;
}

/** Whether `code` is the code of this step or of one step before or after. */
export function totpMatches(secret: string, code: string, time = Date.now()): boolean {
  return totpMatchingStep(secret, code, time) !== null;
}

/**
 * The otpauth:// URI authenticator apps read (Google's Key Uri Format, as pquerna/otp writes
 * it): `otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=…&period=30&secret=…`.
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
