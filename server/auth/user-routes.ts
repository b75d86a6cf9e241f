import type { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { sendEmailChangeMails } from './email-routes.ts';
import { redirectTarget } from './mail-flows.ts';
import { clearTokens, consumeToken, tokenHash } from './one-time-tokens.ts';
import { normalizeEmail } from './email-address.ts';
import { AuthError, authErrors } from './errors.ts';
import { assertAcceptablePassword, hashPassword, passwordMatches } from './passwords.ts';
import {
  enforceRateLimit,
  isJsonObject,
  isUniqueViolation,
  readJsonObject,
  requireSignedInUser,
  stringField,
} from './request.ts';
import { hasVerifiedFactor, sessionAal } from './factors.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  setUserEmail,
  setUserPassword,
  userJson,
  type UserRecord,
} from './users.ts';

/** A session younger than this may change the password without a nonce (GoTrue: 24 h). */
const RECENT_SIGN_IN_HOURS = 24;

/**
 * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION (supabase/auth internal/api/user.go):
 * a session older than a day must send the code of GET /reauthenticate as `nonce`.
 */
async function requireRecentSignInOrNonce(
  tx: SqlExecutor,
  user: UserRecord,
  sessionId: string,
  nonce: string,
): Promise<void> {
  const { rows } = await tx.query(
    `select created_at > now() - make_interval(hours => $2::int) as recent
     from auth.sessions where id = $1::uuid`,
    [sessionId, String(RECENT_SIGN_IN_HOURS)],
  );
  if (rows[0]?.recent === true) return;
  if (nonce === '') {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const valid =
    user.email !== null &&
    (await consumeToken(tx, ['reauthentication_token'], tokenHash(user.email, nonce.trim())));
  if (!valid) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
}

/** The signed-in user's own endpoints: read, update (incl. guest conversion), sign out. */
export function mountUserRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  app.get('/user', async (c) => {
    const { user } = await db.transaction((tx) => requireSignedInUser(c, services, tx));
    return c.json(userJson(user));
  });

  app.put('/user', async (c) => {
    enforceRateLimit(c, services, 'otp');
    const body = await readJsonObject(c);
    const { user, sessionId, needsAal2 } = await db.transaction(async (tx) => {
      const caller = await requireSignedInUser(c, services, tx);
      const needsAal2 =
        (await hasVerifiedFactor(tx, caller.user.id)) &&
        (await sessionAal(tx, caller.sessionId)) !== 'aal2';
      return { ...caller, needsAal2 };
    });
    const rawEmail = stringField(body, 'email');
    const newEmail = rawEmail === '' ? null : normalizeEmail(rawEmail);
    const emailChanges = newEmail !== null && newEmail !== user.email;
    const password = stringField(body, 'password');
    if (password !== '') assertAcceptablePassword(password);
    // supabase/auth internal/api/user.go UserUpdate: once a factor is verified, the password
    // and the e-mail change only from a session that passed it; other fields still may.
    if (needsAal2 && (password !== '' || emailChanges)) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }

    let passwordHash: string | null = null;
    if (password !== '') {
      // A guest may set a password only while also getting an e-mail: without one it could
      // never sign in with it (GoTrue refuses the same way).
      if (user.isAnonymous && user.email === null && !emailChanges) {
        throw new AuthError(
          422,
          'validation_failed',
          'Updating password of an anonymous user without an email or phone is not allowed',
        );
      }
      if (await passwordMatches(password, user.passwordHash, services.bcryptCost)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password, services.bcryptCost);
    }
    // A permanent user's new address must be confirmed by mail; so must a guest's unless
    // accounts need no confirmation (supabase/auth internal/api/user.go: anonymous users are
    // converted at once only with mailer autoconfirm).
    const confirmByMail =
      emailChanges && (!services.mail.autoconfirm || (!user.isAnonymous && user.email !== null));
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    const nonce = stringField(body, 'nonce');

    try {
      const updated = await db.transaction(async (tx) => {
        if (passwordHash !== null && services.security.updatePasswordRequireReauthentication) {
          await requireRecentSignInOrNonce(tx, user, sessionId, nonce);
        }
        // GoTrue's order (internal/api/user.go): the password (which voids pending links),
        // the metadata (the mail below is written in its `locale`), then the e-mail.
        if (passwordHash !== null) {
          await setUserPassword(tx, user.id, passwordHash);
          // supabase/auth internal/models/user.go UpdatePassword: pending links are void and
          // every other session of the user ends; this one stays signed in.
          await clearTokens(tx, user.id);
          await endSessions(tx, user.id, sessionId, 'others');
        }
        if (isJsonObject(body.data)) await mergeUserMetadata(tx, user.id, body.data);
        if (emailChanges && newEmail !== null) {
          const owner = await findUserByEmail(tx, newEmail);
          if (owner && owner.id !== user.id) throw authErrors.emailExists();
          if (confirmByMail) await sendEmailChangeMails(tx, services, user, newEmail, redirectTo);
          else await setUserEmail(tx, user, newEmail);
        }
        return findUserById(tx, user.id);
      });
      if (!updated) throw authErrors.userNotFoundFromJwt();
      if (!confirmByMail || newEmail === null) return c.json(userJson(updated));
      return c.json({
        ...userJson(updated),
        new_email: newEmail,
        email_change_sent_at: new Date().toISOString(),
      });
    } catch (error) {
      throw isUniqueViolation(error) ? authErrors.emailExists() : error;
    }
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    await db.transaction(async (tx) => {
      const { user, sessionId } = await requireSignedInUser(c, services, tx);
      await endSessions(tx, user.id, sessionId, scope as LogoutScope);
    });
    return c.body(null, 204);
  });
}
