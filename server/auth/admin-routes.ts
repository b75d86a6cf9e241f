import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { mountAdminFactorRoutes } from './admin-factor-routes.ts';
import { mountAdminLinkRoutes } from './admin-link-routes.ts';
import { normalizeEmail } from './email-address.ts';
import { authErrors } from './errors.ts';
import { oauthServerDisabledError } from './provider-routes.ts';
import { clearTokens } from './one-time-tokens.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import {
  isJsonObject,
  isUniqueViolation,
  readJsonObject,
  requireClaims,
  stringField,
  type JsonObject,
} from './request.ts';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  mergeAppMetadata,
  mergeUserMetadata,
  setUserEmail,
  setUserPassword,
  userJson,
} from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
/** supabase/auth internal/api/pagination.go defaultPerPage; our own upper bound. */
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

function pageParameter(c: Context, name: string, fallback: number): number {
  const text = c.req.query(name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) {
    throw authErrors.validation(
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${text}": invalid syntax`,
    );
  }
  return Number(text);
}

/** GoTrue's Link header: rel="next" while pages remain, always rel="last" (pagination.go). */
function paginationLink(c: Context, page: number, perPage: number, total: number): string {
  const totalPages = Math.ceil(total / perPage);
  const url = new URL(c.req.url);
  const parts: string[] = [];
  if (totalPages > page) {
    url.searchParams.set('page', String(page + 1));
    parts.push(`<${url.pathname}?${url.searchParams.toString()}>; rel="next"`);
  }
  url.searchParams.set('page', String(totalPages));
  parts.push(`<${url.pathname}?${url.searchParams.toString()}>; rel="last"`);
  return parts.join(', ');
}

async function passwordHashFrom(body: JsonObject, services: BackendServices) {
  if (typeof body.password !== 'string' || body.password === '') return null;
  assertAcceptablePassword(body.password);
  return hashPassword(body.password, services.bcryptCost);
}

/** GoTrue's admin API (supabase.auth.admin.*): service-role key only. */
export function mountAdminRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  async function requireAdmin(c: Context) {
    const claims = await requireClaims(c, services);
    if (!ADMIN_ROLES.has(String(claims.role))) throw authErrors.notAdmin();
  }
  mountAdminLinkRoutes(app, services, requireAdmin);
  mountAdminFactorRoutes(app, services, requireAdmin);

  // GOTRUE_OAUTH_SERVER_ENABLED is off (Supabase Auth as an OAuth 2.1 provider): its client
  // registry answers as GoTrue's requireOAuthServerEnabled, once the caller is an admin.
  const oauthServerDisabled = async (c: Context) => {
    await requireAdmin(c);
    throw oauthServerDisabledError();
  };
  app.on(['GET', 'POST'], '/admin/oauth/clients', oauthServerDisabled);
  app.on(['GET', 'PUT', 'DELETE'], '/admin/oauth/clients/:clientId', oauthServerDisabled);
  app.post('/admin/oauth/clients/:clientId/regenerate_secret', oauthServerDisabled);

  // supabase/auth internal/api/admin.go adminUsers: newest first, page/per_page, with
  // Link and X-Total-Count headers.
  app.get('/admin/users', async (c) => {
    await requireAdmin(c);
    const page = Math.max(1, pageParameter(c, 'page', 1));
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, pageParameter(c, 'per_page', DEFAULT_PER_PAGE)),
    );
    const { users, total } = await db.transaction(async (tx) => {
      const ids = await tx.query(
        `select id::text as id from auth.users order by created_at desc, id desc
         limit $1::int offset $2::int`,
        [String(perPage), String((page - 1) * perPage)],
      );
      const count = await tx.query('select count(*)::int as total from auth.users');
      const found = await Promise.all(ids.rows.map((row) => findUserById(tx, String(row.id))));
      return { users: found.filter((user) => user !== null), total: Number(count.rows[0]?.total) };
    });
    c.header('Link', paginationLink(c, page, perPage, total));
    c.header('X-Total-Count', String(total));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    await requireAdmin(c);
    const body = await readJsonObject(c);
    const rawEmail = stringField(body, 'email');
    if (rawEmail === '' && stringField(body, 'phone') === '') {
      throw authErrors.validation('Cannot create a user without either an email or phone');
    }
    const email = normalizeEmail(rawEmail);
    const passwordHash = await passwordHashFrom(body, services);
    try {
      const user = await db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
        const id = await createUser(tx, {
          email,
          passwordHash,
          userMetadata: isJsonObject(body.user_metadata) ? body.user_metadata : {},
          admin: {
            emailConfirmed: body.email_confirm === true,
            appMetadata: isJsonObject(body.app_metadata) ? body.app_metadata : {},
          },
        });
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

  // supabase/auth internal/api/admin.go adminUserUpdate: e-mail (validated, taken at once),
  // password (every session ends), metadata merged key by key, email_confirm.
  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(c);
    const body = await readJsonObject(c);
    const rawEmail = stringField(body, 'email');
    const email = rawEmail === '' ? null : normalizeEmail(rawEmail);
    const passwordHash = await passwordHashFrom(body, services);
    try {
      const updated = await db.transaction(async (tx) => {
        const user = await findUserById(tx, c.req.param('id'));
        if (!user) throw authErrors.userNotFound();
        if (email !== null && email !== user.email) {
          const owner = await findUserByEmail(tx, email);
          if (owner && owner.id !== user.id) throw authErrors.emailExists();
          await setUserEmail(tx, user, email);
        }
        if (body.email_confirm === true) {
          await tx.query(
            `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now())
             where id = $1::uuid`,
            [user.id],
          );
        }
        if (passwordHash !== null) {
          await setUserPassword(tx, user.id, passwordHash);
          await clearTokens(tx, user.id);
          await tx.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
        }
        if (isJsonObject(body.user_metadata)) {
          await mergeUserMetadata(tx, user.id, body.user_metadata);
        }
        if (isJsonObject(body.app_metadata)) {
          await mergeAppMetadata(tx, user.id, body.app_metadata);
        }
        return findUserById(tx, user.id);
      });
      if (!updated) throw authErrors.userNotFound();
      return c.json(userJson(updated));
    } catch (error) {
      throw isUniqueViolation(error) ? authErrors.emailExists() : error;
    }
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(c);
    const deleted = await db.transaction((tx) => deleteUser(tx, c.req.param('id')));
    if (!deleted) throw authErrors.userNotFound();
    return c.json({});
  });
}
