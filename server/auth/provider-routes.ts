import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { AuthError } from './errors.ts';
import { requireSignedInUser, stringField, type JsonObject } from './request.ts';

/**
 * Sign-in through other parties: OAuth (google, github), ID tokens, Web3 wallets, SAML SSO and
 * manual identity linking, and GoTrue as an OAuth 2.1 server for other apps. The local backend has no provider credentials and no network, so
 * each answers as a GoTrue with that feature turned off does (supabase/auth internal/api:
 * external.go, token_oidc.go, web3.go, middleware.go requireSAMLEnabled and
 * requireManualLinkingEnabled), with the same status, error code and message.
 */
export function mountProviderRoutes(app: Hono, services: BackendServices): void {
  const refuse = (provider: string | undefined) => {
    const name = provider && /^[a-z0-9_-]{1,40}$/i.test(provider) ? provider : 'this provider';
    throw new AuthError(
      400,
      'validation_failed',
      `Unsupported provider: provider is not enabled (sign-in with ${name} is not configured ` +
        'on the local backend; use e-mail and password or continue as a guest)',
    );
  };
  app.get('/authorize', (c) => refuse(c.req.query('provider')));

  // GOTRUE_SECURITY_MANUAL_LINKING_ENABLED is off (its default): GoTrue checks the caller's
  // token first (requireAuthentication), then refuses.
  const manualLinkingDisabled = async (c: Context) => {
    await services.db.transaction((tx) => requireSignedInUser(c, services, tx));
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  };
  app.get('/user/identities/authorize', manualLinkingDisabled);
  app.delete('/user/identities/:identityId', manualLinkingDisabled);

  // GOTRUE_SAML_ENABLED is off: every /sso route answers 404 before anything else.
  const samlDisabled = () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  };
  app.post('/sso', samlDisabled);
  app.get('/sso/saml/metadata', samlDisabled);
  app.post('/sso/saml/acs', samlDisabled);

  // GOTRUE_OAUTH_SERVER_ENABLED is off: the provider side of OAuth 2.1 answers 404, after the
  // caller's token where GoTrue checks it first.
  const oauthServerDisabled = () => {
    throw oauthServerDisabledError();
  };
  const signedInThenDisabled = async (c: Context) => {
    await services.db.transaction((tx) => requireSignedInUser(c, services, tx));
    throw oauthServerDisabledError();
  };
  app.get('/.well-known/oauth-authorization-server', oauthServerDisabled);
  app.on(['GET', 'DELETE'], '/user/oauth/grants', signedInThenDisabled);
  app.post('/oauth/clients/register', oauthServerDisabled);
  app.post('/oauth/token', oauthServerDisabled);
  app.get('/oauth/userinfo', oauthServerDisabled);
  app.get('/oauth/authorize', oauthServerDisabled);
  app.get('/oauth/authorizations/:authorizationId', oauthServerDisabled);
  app.post('/oauth/authorizations/:authorizationId/consent', oauthServerDisabled);
}

export const oauthServerDisabledError = () =>
  new AuthError(404, 'feature_disabled', 'OAuth server is disabled');

/** Issuers GoTrue knows for the ID-token providers with a fixed one (internal/api/provider). */
const FIXED_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  vercel_marketplace: 'https://marketplace.vercel.com',
};

/** The unverified `iss` of a JWT, or null when the text is not one (DetectAppleIDTokenIssuer). */
function unverifiedIssuer(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (idToken.split('.').length !== 3 || !payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const iss = (claims as { iss?: unknown } | null)?.iss;
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

const providerDisabled = (issuer: string) =>
  new AuthError(
    400,
    'provider_disabled',
    `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
  );
const invalidRequest = (description: string) => new AuthError(400, 'invalid_request', description);

/**
 * POST /token?grant_type=id_token (supabase/auth internal/api/token_oidc.go IdTokenGrant and
 * getProvider) with every ID-token provider disabled: the same checks in the same order, ending
 * in the error GoTrue gives for that provider.
 */
export async function refuseIdTokenGrant(
  c: Context,
  services: BackendServices,
  body: JsonObject,
): Promise<never> {
  const idToken = stringField(body, 'id_token');
  const provider = stringField(body, 'provider');
  const issuer = stringField(body, 'issuer');
  if (idToken === '') throw invalidRequest('id_token required');
  if (provider === '' && (stringField(body, 'client_id') === '' || issuer === '')) {
    throw invalidRequest('provider or client_id and issuer required');
  }
  if (body.link_identity === true) {
    if (!c.req.header('authorization')) {
      throw invalidRequest('Linking requires a valid user access token in Authorization');
    }
    await services.db.transaction((tx) => requireSignedInUser(c, services, tx));
  }
  const fixed = Object.entries(FIXED_ISSUERS).find(
    ([name, known]) => provider === name || issuer === known,
  );
  if (fixed) throw providerDisabled(fixed[1]);
  const apple = provider === 'apple' || /^https:\/\/(appleid|account)\.apple\.com$/.test(issuer);
  const azure =
    provider === 'azure' ||
    issuer.startsWith('https://login.microsoftonline.com/') ||
    issuer.startsWith('https://sts.windows.net/');
  if (apple || azure) {
    const name = apple ? 'Apple' : 'Azure';
    const detected = unverifiedIssuer(idToken);
    if (detected === null) {
      throw new AuthError(
        400,
        'validation_failed',
        `Unable to detect issuer in ID token for ${name} provider`,
      );
    }
    throw providerDisabled(detected);
  }
  if (provider === 'keycloak') throw providerDisabled('');
  if (provider.startsWith('custom:')) {
    throw new AuthError(400, 'validation_failed', 'Custom OAuth providers are disabled');
  }
  // GOTRUE_EXTERNAL_ALLOWED_ID_TOKEN_ISSUERS is empty: no other issuer is allowed.
  throw new AuthError(
    400,
    'validation_failed',
    `Custom OIDC provider ${JSON.stringify(provider)} not allowed`,
  );
}

/** POST /token?grant_type=web3 with the Solana and Ethereum providers off (web3.go Web3Grant). */
export function refuseWeb3Grant(): never {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}
