/**
 * Tokens made with Node's own crypto (not jose, which the tool uses): decoding is compared with
 * Buffer's base64url and JSON.parse, verification with what node:crypto signed.
 */
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { compactToken, decodeJwt, timeClaims } from './decodeJwt';
import { verifyJwt } from './verifyJwt';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function hmacToken(header: object, payload: object, secret: string, bits = 256): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${createHmac(`sha${bits}`, secret).update(input).digest('base64url')}`;
}

function signedToken(header: object, payload: object, key: KeyObject, alg: string): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
  const signature = sign(hash, Buffer.from(input), {
    key,
    ...(alg.startsWith('PS') ? { padding: 6, saltLength: Number(alg.slice(2)) / 8 } : {}),
    ...(alg.startsWith('ES') ? { dsaEncoding: 'ieee-p1363' as const } : {}),
  });
  return `${input}.${b64url(signature)}`;
}

const PAYLOAD = {
  sub: '1234567890',
  name: '山田 太郎',
  iat: 1_767_225_600,
  exp: 1_798_761_600,
  admin: true,
};

describe('decodeJwt', () => {
  it('reads header and payload as Buffer and JSON.parse do', () => {
    const token = hmacToken({ alg: 'HS256', typ: 'JWT' }, PAYLOAD, 'secret');
    const [header = '', payload = ''] = token.split('.');
    const decoded = decodeJwt(`Bearer ${token}\n`);
    expect(decoded).toMatchObject({
      ok: true,
      header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
      payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
      signatureBytes: 32,
    });
    expect(compactToken(`Bearer ${token}\n`)).toBe(token);
  });

  it.each([
    ['', 'empty', undefined],
    ['abc', 'not_jwt', undefined],
    ['a.b.c.d.e', 'encrypted', undefined],
    ['e30.!!.', 'bad_base64', 'payload'],
    [`${b64url('{"alg":')}.e30.`, 'bad_json', 'header'],
    [`${b64url('[1]')}.e30.`, 'not_object', 'header'],
    [`e30.${b64url(Buffer.from([0xff, 0xfe]))}.`, 'not_utf8', 'payload'],
  ])('refuses %j: %s', (token, problem, part) => {
    expect(decodeJwt(token)).toMatchObject({ ok: false, problem, ...(part ? { part } : {}) });
  });

  it('reads the time claims and their state', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    const claims = timeClaims(
      { iat: 1_767_225_600, nbf: 1_800_000_000, exp: 1_764_000_000.5 },
      now,
    );
    expect(claims.map((c) => [c.claim, c.state])).toEqual([
      ['iat', 'issued'],
      ['nbf', 'not_yet'],
      ['exp', 'expired'],
    ]);
    expect(claims[0]?.date.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(timeClaims({ exp: 'soon' }, now)).toEqual([]);
  });
});

describe('verifyJwt', () => {
  it.each([256, 384, 512])('checks HS%i with the shared secret', async (bits) => {
    const token = hmacToken({ alg: `HS${bits}` }, PAYLOAD, 'my secret', bits);
    expect(await verifyJwt(token, `HS${bits}`, undefined, 'my secret')).toEqual({ ok: true });
    expect(await verifyJwt(token, `HS${bits}`, undefined, 'other')).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it.each([
    ['RS256', () => generateKeyPairSync('rsa', { modulusLength: 2048 })],
    ['PS384', () => generateKeyPairSync('rsa', { modulusLength: 2048 })],
    ['ES256', () => generateKeyPairSync('ec', { namedCurve: 'P-256' })],
    ['ES384', () => generateKeyPairSync('ec', { namedCurve: 'P-384' })],
    ['EdDSA', () => generateKeyPairSync('ed25519')],
  ])(
    'checks %s with a JWK, a JWK Set and a PEM public key',
    async (alg, makeKeys) => {
      const { privateKey, publicKey } = makeKeys();
      const token = signedToken({ alg, kid: 'k1' }, PAYLOAD, privateKey, alg);
      const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1' };
      const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
      expect(await verifyJwt(token, alg, 'k1', JSON.stringify(jwk))).toEqual({ ok: true });
      expect(
        await verifyJwt(token, alg, 'k1', JSON.stringify({ keys: [{ ...jwk, kid: 'k0' }, jwk] })),
      ).toEqual({ ok: true });
      expect(await verifyJwt(token, alg, 'k1', pem)).toEqual({ ok: true });
      // A changed payload no longer matches its signature.
      const [header, , signature] = token.split('.');
      const forged = `${header}.${b64url(JSON.stringify({ ...PAYLOAD, admin: false }))}.${signature}`;
      expect(await verifyJwt(forged, alg, 'k1', pem)).toEqual({
        ok: false,
        reason: 'signature_mismatch',
      });
      expect(await verifyJwt(token, alg, 'k2', JSON.stringify({ keys: [jwk] }))).toEqual({
        ok: false,
        reason: 'key_not_found',
      });
    },
    30_000,
  );

  it('says why it cannot check', async () => {
    const token = hmacToken({ alg: 'HS256' }, PAYLOAD, 's');
    expect(await verifyJwt(token, 'none', undefined, 's')).toEqual({
      ok: false,
      reason: 'alg_none',
    });
    expect(await verifyJwt(token, 'XX1', undefined, 's')).toEqual({
      ok: false,
      reason: 'unsupported_alg',
    });
    expect(await verifyJwt(token, 'HS256', undefined, '  ')).toEqual({
      ok: false,
      reason: 'no_key',
    });
    expect(await verifyJwt(token, 'RS256', undefined, 'not a key')).toEqual({
      ok: false,
      reason: 'bad_key',
    });
  });
});
