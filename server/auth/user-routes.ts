import type { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { AuthError, authErrors } from './errors.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  normalizeEmail,
  passwordMatches,
} from './passwords.ts';
import {
  isJsonObject,
  isUniqueViolation,
  readJsonObject,
  requireSignedInUser,
  stringField,
} from './request.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  setUserEmail,
  setUserPassword,
  userJson,
} from './users.ts';

/** The signed-in user's own endpoints: read, update (incl. guest conversion), sign out. */
export function mountUserRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  app.get('/user', async (c) => {
    const { user } = await db.transaction((tx) => requireSignedInUser(c, services, tx));
    return c.json(userJson(user));
  });

  app.put('/user', async (c) => {
    const body = await readJsonObject(c);
    const { user } = await db.transaction((tx) => requireSignedInUser(c, services, tx));
    const rawEmail = stringField(body, 'email');
    const newEmail = rawEmail === '' ? null : normalizeEmail(rawEmail);
    const emailChanges = newEmail !== null && newEmail !== user.email;
    const password = stringField(body, 'password');

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
      assertAcceptablePassword(password);
      if (await passwordMatches(password, user.passwordHash)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password, services.bcryptCost);
    }

    try {
      const updated = await db.transaction(async (tx) => {
        if (emailChanges && newEmail !== null) {
          const owner = await findUserByEmail(tx, newEmail);
          if (owner && owner.id !== user.id) throw authErrors.emailExists();
          // The local stack autoconfirms, so the change (and a guest's conversion) is immediate.
          await setUserEmail(tx, user, newEmail);
        }
        if (passwordHash !== null) await setUserPassword(tx, user.id, passwordHash);
        if (isJsonObject(body.data)) await mergeUserMetadata(tx, user.id, body.data);
        return findUserById(tx, user.id);
      });
      if (!updated) throw authErrors.userNotFoundFromJwt();
      return c.json(userJson(updated));
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
