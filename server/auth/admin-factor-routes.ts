import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { AuthError, authErrors } from './errors.ts';
import { deleteFactor, factorJson, findOwnedFactor, type FactorRecord } from './factors.ts';
import { readJsonObject, stringField } from './request.ts';
import { findUserById, type UserRecord } from './users.ts';

type RequireAdmin = (c: Context) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadUser (internal/api/admin.go): 404 for an id that is no UUID or no user. */
async function loadUser(c: Context, tx: SqlExecutor): Promise<UserRecord> {
  const id = c.req.param('userId') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(tx, id);
  if (!user) throw authErrors.userNotFound();
  return user;
}

/** GoTrue's loadFactor (internal/api/mfa.go): the user's own factor or 404. */
async function loadFactor(c: Context, tx: SqlExecutor, user: UserRecord): Promise<FactorRecord> {
  const id = c.req.param('factorId') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(tx, user.id, id);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * The admin MFA API (supabase.auth.admin.mfa: listFactors, deleteFactor; GoTrue's
 * adminUserGetFactors, adminUserDeleteFactor, adminUserUpdateFactor), service role only.
 */
export function mountAdminFactorRoutes(
  app: Hono,
  services: BackendServices,
  requireAdmin: RequireAdmin,
): void {
  const { db } = services;

  app.get('/admin/users/:userId/factors', async (c) => {
    await requireAdmin(c);
    const user = await db.transaction((tx) => loadUser(c, tx));
    return c.json(user.factors.map(factorJson));
  });

  app.delete('/admin/users/:userId/factors/:factorId', async (c) => {
    await requireAdmin(c);
    const factor = await db.transaction(async (tx) => {
      const found = await loadFactor(c, tx, await loadUser(c, tx));
      await deleteFactor(tx, found);
      return found;
    });
    return c.json(factorJson(factor));
  });

  // Only the name can change: phone factors, the other thing GoTrue updates, do not exist here.
  app.put('/admin/users/:userId/factors/:factorId', async (c) => {
    await requireAdmin(c);
    const body = await readJsonObject(c);
    const name = stringField(body, 'friendly_name');
    const factor = await db.transaction(async (tx) => {
      const found = await loadFactor(c, tx, await loadUser(c, tx));
      if (name === '') return found;
      const user = await loadUser(c, tx);
      if (user.factors.some((other) => other.id !== found.id && other.friendlyName === name)) {
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
        );
      }
      await tx.query(
        `update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1::uuid`,
        [found.id, name],
      );
      return (await findOwnedFactor(tx, found.userId, found.id)) ?? found;
    });
    return c.json(factorJson(factor));
  });
}
