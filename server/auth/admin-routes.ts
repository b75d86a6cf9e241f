import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { authErrors } from './errors.ts';
import { assertAcceptablePassword, hashPassword, normalizeEmail } from './passwords.ts';
import {
  isJsonObject,
  isUniqueViolation,
  readJsonObject,
  requireClaims,
  stringField,
} from './request.ts';
import { createUser, deleteUser, findUserById, userJson } from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's admin API (supabase.auth.admin.*): service-role key only. */
export function mountAdminRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  async function requireAdmin(c: Context) {
    const claims = await requireClaims(c, services);
    if (!ADMIN_ROLES.has(String(claims.role))) throw authErrors.notAdmin();
  }

  app.get('/admin/users', async (c) => {
    await requireAdmin(c);
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const perPage = Math.min(
      1000,
      Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50),
    );
    const { users, total } = await db.transaction(async (tx) => {
      const ids = await tx.query(
        'select id::text as id from auth.users order by created_at, id limit $1::int offset $2::int',
        [String(perPage), String((page - 1) * perPage)],
      );
      const count = await tx.query('select count(*)::int as total from auth.users');
      const found = await Promise.all(ids.rows.map((row) => findUserById(tx, String(row.id))));
      return { users: found.filter((user) => user !== null), total: Number(count.rows[0]?.total) };
    });
    c.header('x-total-count', String(total));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    await requireAdmin(c);
    const body = await readJsonObject(c);
    const email = normalizeEmail(stringField(body, 'email'));
    const password = stringField(body, 'password');
    let passwordHash: string | null = null;
    if (password !== '') {
      assertAcceptablePassword(password);
      passwordHash = await hashPassword(password, services.bcryptCost);
    }
    const metadata = isJsonObject(body.user_metadata) ? body.user_metadata : {};
    try {
      const user = await db.transaction(async (tx) => {
        const id = await createUser(tx, { email, passwordHash, userMetadata: metadata });
        return findUserById(tx, id);
      });
      if (!user) throw authErrors.userNotFound();
      return c.json(userJson(user));
    } catch (error) {
      throw isUniqueViolation(error) ? authErrors.emailExists() : error;
    }
  });

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(c);
    const user = await db.transaction((tx) => findUserById(tx, c.req.param('id')));
    if (!user) throw authErrors.userNotFound();
    return c.json(userJson(user));
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(c);
    const deleted = await db.transaction((tx) => deleteUser(tx, c.req.param('id')));
    if (!deleted) throw authErrors.userNotFound();
    return c.json({});
  });
}
