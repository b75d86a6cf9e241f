import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningJwk } from '../server/auth/jwt.ts';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/**
 * Asymmetric JWT signing keys (GoTrue's JWT keys, the CLI's signing_keys.json): access tokens
 * are signed with the key whose key_ops include "sign" and carry its kid; the public halves are
 * published at /.well-known/jwks.json. supabase-js's getClaims() verifies with that JWKS
 * (WebCrypto), independently of the server's verifier.
 */
let backend: RunningBackend;
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const signingKey = {
  ...privateKey.export({ format: 'jwk' }),
  kid: 'test-es256',
  alg: 'ES256',
  key_ops: ['sign', 'verify'],
} as SigningJwk;

beforeAll(async () => {
  backend = await startTestBackend({ jwtSigningKeys: [signingKey] });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

describe('asymmetric signing keys', () => {
  it('publishes only the public key and signs access tokens with its kid', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: 'test-es256', alg: 'ES256' });
    expect(keys[0]).not.toHaveProperty('d');

    const user = await signUpNewUser(backend);
    const header = JSON.parse(
      Buffer.from(user.accessToken.split('.')[0] ?? '', 'base64url').toString(),
    ) as { alg: string; kid: string };
    expect([header.alg, header.kid]).toEqual(['ES256', 'test-es256']);
    const claims = await user.client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(user.user.id);
  });

  it('accepts those tokens on the REST API and refuses a token signed by another key', async () => {
    const user = await signUpNewUser(backend);
    const ok = await user.client.from('business_documents').select('id');
    expect(ok.error).toBeNull();

    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ sub: user.user.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-es256' })
      .setExpirationTime('1h')
      .sign(stranger);
    const client = createTestClient(backend.url, backend.anonKey);
    const refused = await client.auth.getUser(forged);
    expect(refused.error?.status).toBe(403);
  });
});
