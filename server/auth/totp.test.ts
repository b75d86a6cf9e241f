import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpMatches,
} from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits, 30 s steps.
const RFC_SEED = new TextEncoder().encode('12345678901234567890');

describe('TOTP', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives RFC 6238 test vector at %i s: %s', (seconds, expected) => {
    expect(hotp(RFC_SEED, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it('agrees with an independent implementation (otpauth) for random secrets and times', () => {
    for (let round = 0; round < 50; round++) {
      const secret = newTotpSecret();
      const time = Math.floor(Math.random() * 4_000_000_000_000);
      const reference = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(secret),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      });
      expect(totpCode(secret, time)).toBe(reference.generate({ timestamp: time }));
    }
  });

  it('accepts one step of skew either way, and nothing further or malformed', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    expect(totpMatches(secret, totpCode(secret, now), now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, now - 90_000), now)).toBe(false);
    expect(totpMatches(secret, '12345', now)).toBe(false);
    expect(totpMatches(secret, ' 123456', now)).toBe(false);
  });

  it('round-trips base32 and makes 32-character secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('writes a URI otpauth can read back', () => {
    const secret = newTotpSecret();
    const uri = otpauthUri('office.example', 'taro@example.com', secret);
    const parsed = OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
    expect([parsed.issuer, parsed.label, parsed.secret.base32]).toEqual([
      'office.example',
      'taro@example.com',
      secret,
    ]);
  });
});
