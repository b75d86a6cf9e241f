import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { normalizeEmail } from './email-address.ts';
import { AuthError, authErrors } from './errors.ts';
import { claimMailSlot, redirectTarget, sendLinkMail, type MailKind } from './mail-flows.ts';
import { consumeToken, hasToken, tokenHash, type OneTimeTokenType } from './one-time-tokens.ts';
import {
  clientInfo,
  enforceRateLimit,
  isJsonObject,
  readJsonObject,
  type JsonObject,
  requireSignedInUser,
  stringField,
  tokenSettings,
} from './request.ts';
import { sessionJson, startSession } from './sessions.ts';
import {
  confirmUserEmail,
  createUser,
  findUserByEmail,
  findUserById,
  recordSignIn,
  setUserEmail,
} from './users.ts';

const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/** Which stored tokens a /verify `type` may redeem (supabase/auth internal/api/verify.go). */
const VERIFY_TYPES: Record<string, readonly OneTimeTokenType[]> = {
  recovery: ['recovery_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

type Verified =
  | { kind: 'session'; session: Awaited<ReturnType<typeof sessionJson>> }
  | { kind: 'partial'; message: string };

/** The redirect with the session (or error) as its fragment, replacing any it had (as GoTrue). */
function withFragment(target: string, fragment: URLSearchParams): string {
  const url = new URL(target);
  url.hash = fragment.toString();
  return url.href;
}

/** Pending e-mail change of a user ('' when none). */
async function pendingEmailChange(tx: SqlExecutor, userId: string): Promise<string> {
  const { rows } = await tx.query(
    `select coalesce(email_change, '') as email_change from auth.users where id = $1::uuid`,
    [userId],
  );
  return String(rows[0]?.email_change ?? '');
}

/**
 * The token hash a POST /verify redeems, checked in the order of GoTrue's VerifyParams.Validate
 * (supabase/auth internal/api/verify.go): a type, then exactly one of token and token_hash, a
 * token with exactly one of e-mail and phone, a token_hash alone.
 */
function verifyPostHash(body: JsonObject): string {
  if (stringField(body, 'type') === '') {
    throw authErrors.validation('Verify requires a verification type');
  }
  const token = stringField(body, 'token');
  const hash = stringField(body, 'token_hash');
  if ((token === '') === (hash === '')) {
    throw authErrors.validation('Verify requires either a token or a token hash');
  }
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (hash !== '') {
    if (email !== '' || phone !== '' || stringField(body, 'redirect_to') !== '') {
      throw authErrors.validation('Only the token_hash and type should be provided');
    }
    return hash;
  }
  if (phone !== '' && email === '') {
    // validatePhone (phone.go): E.164 digits once "+" and spaces are dropped.
    if (!/^[1-9][0-9]{1,14}$/.test(phone.replace(/^\+/, '').replaceAll(' ', ''))) {
      throw authErrors.validation('Invalid phone number format (E.164 required)');
    }
    // No user has a phone number here (phone sign-in is off), so no code can match one.
    throw otpExpired();
  }
  if (email === '' || phone !== '') {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on verify',
    );
  }
  let normalized: string;
  try {
    normalized = normalizeEmail(email);
  } catch {
    throw new AuthError(422, 'validation_failed', 'Invalid email format');
  }
  return tokenHash(normalized, token.trim());
}

/** GoTrue's e-mail flows: recovery, magic link / OTP, resend, verify, reauthenticate. */
export function mountEmailRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  async function signIn(tx: SqlExecutor, userId: string, c: Context) {
    await recordSignIn(tx, userId);
    const { sessionId, refreshToken } = await startSession(tx, userId, clientInfo(c), 'otp');
    const user = await findUserById(tx, userId);
    if (!user) throw authErrors.userNotFound();
    return sessionJson(tx, tokenSettings(services), user, sessionId, refreshToken);
  }

  /** Redeems a token; a secure e-mail change needs both addresses' links (double confirm). */
  async function verify(c: Context, type: string, hash: string): Promise<Verified> {
    const types = VERIFY_TYPES[type];
    if (!types) throw authErrors.validation(`Verify requires a verification type`);
    return db.transaction(async (tx) => {
      const token = await consumeToken(tx, types, hash);
      if (!token) throw otpExpired();
      if (type === 'email_change') {
        const other: OneTimeTokenType =
          token.type === 'email_change_token_new'
            ? 'email_change_token_current'
            : 'email_change_token_new';
        if (await hasToken(tx, token.userId, other)) {
          return {
            kind: 'partial',
            message:
              'Confirmation link accepted. Please proceed to confirm link sent to the other email',
          };
        }
        const user = await findUserById(tx, token.userId);
        const newEmail = await pendingEmailChange(tx, token.userId);
        if (!user || newEmail === '') throw otpExpired();
        const owner = await findUserByEmail(tx, newEmail);
        if (owner && owner.id !== user.id) throw authErrors.emailExists();
        await setUserEmail(tx, user, newEmail);
        await tx.query(`update auth.users set email_change = '' where id = $1::uuid`, [user.id]);
      } else {
        // signupVerify / recoverVerify: opening a link or entering its code proves the
        // address (sign-ups, users of generateLink and invites start unconfirmed).
        await confirmUserEmail(tx, token.userId);
      }
      return { kind: 'session', session: await signIn(tx, token.userId, c) };
    });
  }

  app.post('/recover', async (c) => {
    enforceRateLimit(c, services, 'otp');
    const body = await readJsonObject(c);
    const email = normalizeEmail(stringField(body, 'email'));
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // Unknown addresses get the same empty answer: nobody learns who has an account.
      if (!user) return;
      await claimMailSlot(tx, services, user.id, 'recovery');
      await sendLinkMail(tx, services, user, { kind: 'recovery', to: email, redirectTo });
    });
    return c.json({});
  });

  const sendMagicLink = async (c: Context) => {
    enforceRateLimit(c, services, 'otp');
    const body = await readJsonObject(c);
    if (stringField(body, 'phone') !== '') {
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    const email = normalizeEmail(stringField(body, 'email'));
    const createIfMissing = body.create_user !== false;
    const data = isJsonObject(body.data) ? body.data : {};
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    const { autoconfirm } = services.mail;
    await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createIfMissing) {
          throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        }
        const id = await createUser(tx, {
          email,
          passwordHash: null,
          userMetadata: data,
          confirmed: autoconfirm,
        });
        user = await findUserById(tx, id);
      }
      if (!user) return;
      // supabase/auth internal/api/magic_link.go: an address not yet confirmed is signed up,
      // which mails the sign-up confirmation instead of a link.
      const kind = user.emailConfirmedAt || autoconfirm ? 'magiclink' : 'signup';
      await claimMailSlot(tx, services, user.id, kind);
      await sendLinkMail(tx, services, user, { kind, to: email, redirectTo });
    });
    return c.json({});
  };
  app.post('/otp', sendMagicLink);
  app.post('/magiclink', sendMagicLink);

  app.post('/resend', async (c) => {
    enforceRateLimit(c, services, 'otp');
    const body = await readJsonObject(c);
    const type = stringField(body, 'type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw authErrors.validation(
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = normalizeEmail(stringField(body, 'email'));
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // supabase/auth internal/api/resend.go: nothing to send answers {} as well.
      if (!user) return;
      if (type === 'signup') {
        if (user.emailConfirmedAt || user.email === null) return;
        await claimMailSlot(tx, services, user.id, 'signup');
        await sendLinkMail(tx, services, user, { kind: 'signup', to: user.email, redirectTo });
        return;
      }
      if (type !== 'email_change') return;
      const newEmail = await pendingEmailChange(tx, user.id);
      if (newEmail === '') return;
      await sendEmailChangeMails(tx, services, user, newEmail, redirectTo);
    });
    return c.json({});
  });

  app.get('/verify', async (c) => {
    enforceRateLimit(c, services, 'verify');
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    const type = c.req.query('type') ?? '';
    try {
      const verified = await verify(c, type, c.req.query('token') ?? '');
      const fragment =
        verified.kind === 'partial'
          ? new URLSearchParams({ message: verified.message })
          : new URLSearchParams({
              access_token: verified.session.access_token,
              expires_at: String(verified.session.expires_at),
              expires_in: String(verified.session.expires_in),
              refresh_token: verified.session.refresh_token,
              token_type: 'bearer',
              type,
            });
      return c.redirect(withFragment(redirectTo, fragment), 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment = new URLSearchParams({
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.code,
        error_description:
          error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
      });
      return c.redirect(withFragment(redirectTo, fragment), 303);
    }
  });

  app.post('/verify', async (c) => {
    enforceRateLimit(c, services, 'verify');
    const body = await readJsonObject(c);
    const type = stringField(body, 'type');
    const verified = await verify(c, type, verifyPostHash(body));
    if (verified.kind === 'partial') return c.json({ msg: verified.message, code: 200 });
    return c.json(verified.session);
  });

  app.get('/reauthenticate', async (c) => {
    await db.transaction(async (tx) => {
      const { user } = await requireSignedInUser(c, services, tx);
      if (!user.email) {
        throw authErrors.validation(
          'Reauthentication requires the user to have an email or a phone number',
        );
      }
      await claimMailSlot(tx, services, user.id, 'reauthentication');
      await sendLinkMail(tx, services, user, {
        kind: 'reauthentication',
        to: user.email,
        redirectTo: services.mail.siteUrl,
      });
    });
    return c.json({});
  });
}

/**
 * Secure e-mail change (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED, on by default and in the
 * CLI's config.toml): a link to the new address and one to the current; both must be opened.
 */
export async function sendEmailChangeMails(
  tx: SqlExecutor,
  services: BackendServices,
  user: { id: string; email: string | null } & Parameters<typeof sendLinkMail>[2],
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  const kind: MailKind = 'email_change';
  await claimMailSlot(tx, services, user.id, kind, newEmail);
  await tx.query(`update auth.users set email_change = $2 where id = $1::uuid`, [
    user.id,
    newEmail,
  ]);
  await sendLinkMail(tx, services, user, { kind, to: newEmail, redirectTo, newEmail });
  if (user.email) {
    await sendLinkMail(tx, services, user, {
      kind,
      to: user.email,
      redirectTo,
      newEmail,
      tokenType: 'email_change_token_current',
    });
  }
}
