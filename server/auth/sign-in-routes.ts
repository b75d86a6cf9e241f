import type { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { normalizeEmail } from './email-address.ts';
import { AuthError, authErrors } from './errors.ts';
import { assertAcceptablePassword, hashPassword, passwordMatches } from './passwords.ts';
import {
  clientInfo,
  enforceRateLimit,
  isJsonObject,
  isUniqueViolation,
  readJsonObject,
  stringField,
  tokenSettings,
} from './request.ts';
import { refuseIdTokenGrant, refuseWeb3Grant } from './provider-routes.ts';
import { rotateRefreshToken, sessionJson, startSession, type SignInMethod } from './sessions.ts';
import { claimMailSlot, redirectTarget, sendLinkMail } from './mail-flows.ts';
import { createUser, findUserByEmail, findUserById, recordSignIn, userJson } from './users.ts';

/** supabase/auth internal/api/signup.go sanitizeUser: a made-up user for a repeated sign-up. */
function sanitizedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Sign-up (e-mail or anonymous), password sign-in and refresh: everything that makes a session. */
export function mountSignInRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  async function newSession(
    userId: string,
    client: ReturnType<typeof clientInfo>,
    method: SignInMethod,
  ) {
    return db.transaction(async (tx) => {
      await recordSignIn(tx, userId);
      const { sessionId, refreshToken } = await startSession(tx, userId, client, method);
      const user = await findUserById(tx, userId);
      if (!user) throw authErrors.userNotFound();
      return sessionJson(tx, tokenSettings(services), user, sessionId, refreshToken);
    });
  }

  app.post('/signup', async (c) => {
    const body = await readJsonObject(c);
    const data = isJsonObject(body.data) ? body.data : {};
    const rawEmail = stringField(body, 'email');
    const password = stringField(body, 'password');
    if (stringField(body, 'phone') !== '') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    // supabase/auth internal/api/api.go: anonymous sign-ins and sign-ups have limits of their own.
    const anonymous = rawEmail === '' && password === '';
    enforceRateLimit(c, services, anonymous ? 'anonymousUsers' : 'otp');
    if (rawEmail === '') {
      if (password !== '') throw authErrors.validation('To signup, please provide your email');
      // No e-mail and no phone: GoTrue's anonymous sign-in.
      const userId = await db.transaction((tx) =>
        createUser(tx, { email: null, passwordHash: null, userMetadata: data }),
      );
      return c.json(await newSession(userId, clientInfo(c), 'anonymous'));
    }

    const email = normalizeEmail(rawEmail);
    if (password === '') throw authErrors.validation('Signup requires a valid password');
    assertAcceptablePassword(password);
    // Hash before taking the database: bcrypt is slow and PGlite serves one request at a time.
    const passwordHash = await hashPassword(password, services.bcryptCost);
    const { autoconfirm } = services.mail;
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    let signedUp: { userId: string; confirmed: boolean } | 'exists';
    try {
      signedUp = await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        // supabase/auth internal/api/signup.go: a confirmed address is never signed up again;
        // an unconfirmed one is not updated (nobody proved who typed it) but mailed again.
        if (existing?.emailConfirmedAt) return 'exists';
        const userId =
          existing?.id ??
          (await createUser(tx, {
            email,
            passwordHash,
            userMetadata: data,
            confirmed: autoconfirm,
          }));
        if (autoconfirm) return { userId, confirmed: true };
        const user = await findUserById(tx, userId);
        if (!user) throw authErrors.userNotFound();
        await claimMailSlot(tx, services, userId, 'signup');
        await sendLinkMail(tx, services, user, { kind: 'signup', to: email, redirectTo });
        return { userId, confirmed: false };
      });
    } catch (error) {
      throw isUniqueViolation(error) ? authErrors.userAlreadyExists() : error;
    }
    if (signedUp === 'exists') {
      if (autoconfirm) throw authErrors.userAlreadyExists();
      // With confirmations on, GoTrue answers as for a new sign-up (sanitizeUser), so the
      // answer does not reveal that the address has an account; no mail goes out.
      return c.json(sanitizedUser(email, data));
    }
    if (signedUp.confirmed)
      return c.json(await newSession(signedUp.userId, clientInfo(c), 'password'));
    // Unconfirmed: the user object alone, no session, as GoTrue answers.
    const user = await db.transaction((tx) =>
      findUserById(tx, (signedUp as { userId: string }).userId),
    );
    if (!user) throw authErrors.userNotFound();
    return c.json({ ...userJson(user), confirmation_sent_at: new Date().toISOString() });
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    // supabase/auth internal/api/token.go: one limiter (token refresh) for every grant (GoTrue
    // gives web3 a bucket of its own with the same default).
    if (['password', 'refresh_token', 'id_token', 'web3'].includes(grantType ?? '')) {
      enforceRateLimit(c, services, 'tokenRefresh');
    }
    const body = await readJsonObject(c);

    if (grantType === 'password') {
      const rawEmail = stringField(body, 'email');
      const password = stringField(body, 'password');
      if (rawEmail === '') throw authErrors.validation('missing email or phone');
      const user = await db.transaction((tx) => findUserByEmail(tx, rawEmail.trim()));
      // Unknown e-mails are compared too (against a dummy hash): timing reveals nothing.
      // Anonymous users have no password, so they can never sign in this way.
      const matches = await passwordMatches(
        password,
        user?.passwordHash ?? null,
        services.bcryptCost,
      );
      if (!user || !matches) throw authErrors.invalidCredentials();
      // Sign-ups not yet confirmed by mail, and admin-created users without email_confirm.
      if (!user.emailConfirmedAt) {
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      }
      return c.json(await newSession(user.id, clientInfo(c), 'password'));
    }

    if (grantType === 'refresh_token') {
      const token = stringField(body, 'refresh_token');
      // Postgres text cannot hold NUL, so no stored token has one.
      if (token === '' || token.includes('\0')) throw authErrors.refreshTokenNotFound();
      const session = await db.transaction(async (tx) => {
        const rotated = await rotateRefreshToken(tx, token);
        if (rotated.reused) return null;
        const user = await findUserById(tx, rotated.userId);
        if (!user) throw authErrors.refreshTokenNotFound();
        return sessionJson(
          tx,
          tokenSettings(services),
          user,
          rotated.sessionId,
          rotated.refreshToken,
        );
      });
      // Committed first: the reused token's whole family stays revoked.
      if (!session) throw authErrors.refreshTokenAlreadyUsed();
      return c.json(session);
    }

    if (grantType === 'pkce') {
      // Only OAuth redirects produce PKCE codes, and no OAuth provider is configured here.
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    }
    if (grantType === 'id_token') return refuseIdTokenGrant(c, services, body);
    if (grantType === 'web3') refuseWeb3Grant();
    // supabase/auth internal/api/token.go: GoTrue names this error invalid_credentials.
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}
