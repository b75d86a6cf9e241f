import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/**
 * What the local backend has turned off — SAML SSO, manual identity linking, ID-token and Web3
 * sign-in, phone sign-in — answers through supabase-js as a GoTrue with the same settings does
 * (supabase/auth internal/api/middleware.go requireSAMLEnabled and
 * requireManualLinkingEnabled, token_oidc.go, web3.go, verify.go with phone.go validatePhone).
 */
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

const anon = () => createTestClient(backend.url, backend.anonKey);

describe('SAML SSO (GOTRUE_SAML_ENABLED off)', () => {
  it('answers 404 saml_provider_disabled for a domain or a provider id', async () => {
    for (const params of [
      { domain: 'company.example' },
      { providerId: '2bb5e4f2-6b1c-4a37-9d0e-0c5e2a4a9f10' },
    ]) {
      const { data, error } = await anon().auth.signInWithSSO(params);
      expect(data).toBeNull();
      expect(error?.status).toBe(404);
      expect(error?.code).toBe('saml_provider_disabled');
      expect(error?.message).toBe('SAML 2.0 is disabled');
    }
  });
});

describe('manual identity linking (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED off)', () => {
  it('refuses linkIdentity and unlinkIdentity for a signed-in user', async () => {
    const user = await signUpNewUser(backend);
    const linked = await user.client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    expect(linked.error?.status).toBe(404);
    expect(linked.error?.code).toBe('manual_linking_disabled');
    expect(linked.error?.message).toBe('Manual linking is disabled');

    const { data } = await user.client.auth.getUserIdentities();
    const identity = data?.identities[0];
    expect(identity?.provider).toBe('email');
    const unlinked = await user.client.auth.unlinkIdentity(identity!);
    expect(unlinked.error?.code).toBe('manual_linking_disabled');
    // Nothing was removed.
    const { data: after } = await user.client.auth.getUserIdentities();
    expect(after?.identities).toHaveLength(1);
  });

  it('asks for a signed-in user before anything else', async () => {
    const response = await fetch(
      `${backend.url}/auth/v1/user/identities/authorize?provider=google`,
      { headers: { apikey: backend.anonKey } },
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('no_authorization');
  });
});

describe('ID-token and Web3 sign-in (every provider off)', () => {
  it('answers each ID-token provider with GoTrue’s error', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [
        { provider: 'google' },
        400,
        'Provider (issuer "https://accounts.google.com") is not enabled',
      ],
      [{ provider: 'apple' }, 400, 'Unable to detect issuer in ID token for Apple provider'],
      [{ provider: 'custom:corp' }, 400, 'Custom OAuth providers are disabled'],
      [{ provider: 'bogus' }, 400, 'Custom OIDC provider "bogus" not allowed'],
    ];
    for (const [params, status, message] of cases) {
      const { data, error } = await anon().auth.signInWithIdToken({
        provider: params.provider as 'google',
        token: 'not-a-jwt',
      });
      expect(data.session).toBeNull();
      expect([params.provider, error?.status, error?.message]).toEqual([
        params.provider,
        status,
        message,
      ]);
    }
  });

  it('refuses Web3 sign-in with web3_provider_disabled', async () => {
    const { data, error } = await anon().auth.signInWithWeb3({
      chain: 'solana',
      message: 'sign in',
      signature: new Uint8Array([1, 2, 3]),
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('web3_provider_disabled');
  });
});

describe('Supabase Auth as an OAuth 2.1 server (GOTRUE_OAUTH_SERVER_ENABLED off)', () => {
  it('answers the admin 404 feature_disabled, and everybody else 403 first', async () => {
    const admin = createTestClient(backend.url, backend.serviceRoleKey).auth.admin;
    const created = await admin.oauth.createClient({
      client_name: 'Partner app',
      redirect_uris: ['https://partner.example/callback'],
    });
    expect(created.error?.status).toBe(404);
    expect(created.error?.code).toBe('feature_disabled');
    expect(created.error?.message).toBe('OAuth server is disabled');
    expect((await admin.oauth.listClients()).error?.code).toBe('feature_disabled');

    const user = await signUpNewUser(backend);
    const asUser = await fetch(`${backend.url}/auth/v1/admin/oauth/clients`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${user.accessToken}` },
    });
    expect(asUser.status).toBe(403);
  });
});

describe('verifyOtp with a phone number (phone sign-in off)', () => {
  it('checks the number’s format first, then finds no code for it', async () => {
    const invalid = await anon().auth.verifyOtp({
      phone: '+81 90-1234-5678',
      token: '123456',
      type: 'sms',
    });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.message).toBe('Invalid phone number format (E.164 required)');

    for (const type of ['sms', 'phone_change'] as const) {
      const { data, error } = await anon().auth.verifyOtp({
        phone: '+81 9012345678',
        token: '123456',
        type,
      });
      expect(data.user).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('otp_expired');
      expect(error?.message).toBe('Token has expired or is invalid');
    }
  });

  it('keeps GoTrue’s order of checks for the other bodies', async () => {
    const post = async (body: Record<string, string>) => {
      const response = await fetch(`${backend.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return [response.status, ((await response.json()) as { msg: string }).msg];
    };
    expect(await post({ token: '123456', email: 'a@example.com' })).toEqual([
      400,
      'Verify requires a verification type',
    ]);
    expect(await post({ type: 'email', token: '1', token_hash: 'x' })).toEqual([
      400,
      'Verify requires either a token or a token hash',
    ]);
    expect(await post({ type: 'email', token: '123456' })).toEqual([
      400,
      'Only an email address or phone number should be provided on verify',
    ]);
    expect(await post({ type: 'email', token_hash: 'x', email: 'a@example.com' })).toEqual([
      400,
      'Only the token_hash and type should be provided',
    ]);
    expect(await post({ type: 'email', token: '123456', email: 'xx:;x@x.x' })).toEqual([
      422,
      'Invalid email format',
    ]);
  });
});
