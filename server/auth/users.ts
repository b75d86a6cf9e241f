import type { SqlExecutor } from '../db/database.ts';
import { factorJson, listFactors, type FactorRecord } from './factors.ts';
import { isoTimestamp } from './sql-time.ts';

/** A user as auth.users and auth.identities hold it, in the form the routes work with. */
export interface UserRecord {
  id: string;
  email: string | null;
  passwordHash: string | null;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
  invitedAt: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  isAnonymous: boolean;
  identities: IdentityRecord[];
  /** Enrolled MFA factors (GoTrue lists them in the user object when there are any). */
  factors: FactorRecord[];
}

export interface IdentityRecord {
  identityId: string;
  providerId: string;
  provider: string;
  identityData: Record<string, unknown>;
  email: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export { isoTimestamp };

const USER_COLUMNS = `
  u.id::text as id, u.email, u.encrypted_password,
  ${isoTimestamp('u.email_confirmed_at')} as email_confirmed_at,
  ${isoTimestamp('u.last_sign_in_at')} as last_sign_in_at,
  ${isoTimestamp('u.invited_at')} as invited_at,
  coalesce(u.raw_app_meta_data, '{}')::text as app_metadata,
  coalesce(u.raw_user_meta_data, '{}')::text as user_metadata,
  ${isoTimestamp('u.created_at')} as created_at,
  ${isoTimestamp('u.updated_at')} as updated_at,
  u.is_anonymous`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

async function loadIdentities(tx: SqlExecutor, userId: string): Promise<IdentityRecord[]> {
  const { rows } = await tx.query(
    `select i.id::text as identity_id, i.provider_id, i.provider, i.identity_data::text as data,
       i.email, ${isoTimestamp('i.last_sign_in_at')} as last_sign_in_at,
       ${isoTimestamp('i.created_at')} as created_at, ${isoTimestamp('i.updated_at')} as updated_at
     from auth.identities i where i.user_id = $1 order by i.created_at`,
    [userId],
  );
  return rows.map((row) => ({
    identityId: String(row.identity_id),
    providerId: String(row.provider_id),
    provider: String(row.provider),
    identityData: JSON.parse(String(row.data)) as Record<string, unknown>,
    email: text(row.email),
    lastSignInAt: text(row.last_sign_in_at),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }));
}

async function loadUser(tx: SqlExecutor, where: string, value: string) {
  const { rows } = await tx.query(`select ${USER_COLUMNS} from auth.users u where ${where}`, [
    value,
  ]);
  const row = rows[0];
  if (!row) return null;
  const user: UserRecord = {
    id: String(row.id),
    email: text(row.email),
    passwordHash: text(row.encrypted_password),
    emailConfirmedAt: text(row.email_confirmed_at),
    lastSignInAt: text(row.last_sign_in_at),
    invitedAt: text(row.invited_at),
    appMetadata: JSON.parse(String(row.app_metadata)) as Record<string, unknown>,
    userMetadata: JSON.parse(String(row.user_metadata)) as Record<string, unknown>,
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    isAnonymous: row.is_anonymous === true,
    identities: await loadIdentities(tx, String(row.id)),
    factors: await listFactors(tx, String(row.id)),
  };
  return user;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findUserById(tx: SqlExecutor, id: string): Promise<UserRecord | null> {
  return UUID.test(id) ? loadUser(tx, 'u.id = $1::uuid', id) : Promise.resolve(null);
}

export function findUserByEmail(tx: SqlExecutor, email: string): Promise<UserRecord | null> {
  return loadUser(tx, 'lower(u.email) = $1', email.toLowerCase());
}

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** What GoTrue stores about an e-mail identity, also merged into the user's metadata. */
function emailIdentityData(userId: string, email: string, verified = true) {
  return { sub: userId, email, email_verified: verified, phone_verified: false };
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  /** Admin creation: user_metadata exactly as given, confirmed only when asked. */
  admin?: { emailConfirmed: boolean; appMetadata: Record<string, unknown> };
  /** A sign-up's address counts as confirmed (mailer autoconfirm); true unless said. */
  confirmed?: boolean;
}

/** Creates an e-mail user (confirmed unless `confirmed: false`, as with confirmations on) or,
 *  without an e-mail, an anonymous user. Returns the new user's id. */
export async function createUser(tx: SqlExecutor, user: NewUser): Promise<string> {
  const id = crypto.randomUUID();
  const anonymous = user.email === null;
  // Sign-ups get the e-mail identity's claims merged into user_metadata, as GoTrue does;
  // supabase/auth internal/api/admin.go adminUserCreate keeps the given metadata as it is.
  const metadata =
    anonymous || user.admin
      ? user.userMetadata
      : {
          ...user.userMetadata,
          ...emailIdentityData(id, user.email ?? '', user.confirmed ?? true),
        };
  const confirmed =
    !anonymous && (user.admin ? user.admin.emailConfirmed : (user.confirmed ?? true));
  const appMetadata = anonymous
    ? {}
    : { ...(user.admin?.appMetadata ?? {}), ...EMAIL_APP_METADATA };
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       is_anonymous, is_super_admin)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated',
       $2::text, $3::text, case when $7::boolean then now() end, $4::jsonb,
       $5::jsonb, now(), now(), $6::boolean, false)`,
    [
      id,
      user.email,
      user.passwordHash,
      JSON.stringify(appMetadata),
      JSON.stringify(metadata),
      String(anonymous),
      String(confirmed),
    ],
  );
  if (user.email !== null) await addEmailIdentity(tx, id, user.email, confirmed);
  return id;
}

async function addEmailIdentity(
  tx: SqlExecutor,
  userId: string,
  email: string,
  verified = true,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider,
       last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::text::uuid, $2::jsonb, 'email', now(), now(), now())`,
    [userId, JSON.stringify(emailIdentityData(userId, email, verified))],
  );
}

/** Opening a mailed link or entering its code proves the address (GoTrue's user.Confirm). */
export async function confirmUserEmail(tx: SqlExecutor, userId: string): Promise<void> {
  const verified = JSON.stringify({ email_verified: true });
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
         then raw_user_meta_data || $2::jsonb else raw_user_meta_data end
     where id = $1::uuid`,
    [userId, verified],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb
     where user_id = $1::uuid and provider = 'email'`,
    [userId, verified],
  );
}

/**
 * Gives a user a (new) confirmed e-mail. For a guest this is the conversion into a permanent
 * account: same id, so every row it owns stays its own.
 */
export async function setUserEmail(tx: SqlExecutor, user: UserRecord, email: string) {
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = now(), is_anonymous = false,
       raw_app_meta_data = $3::jsonb,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $4::jsonb, updated_at = now()
     where id = $1::uuid`,
    [user.id, email, JSON.stringify(EMAIL_APP_METADATA), JSON.stringify({ email })],
  );
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [user.id, JSON.stringify({ email })],
  );
  if (updated.affectedRows === 0) await addEmailIdentity(tx, user.id, email);
}

export async function setUserPassword(tx: SqlExecutor, userId: string, passwordHash: string) {
  await tx.query(
    `update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid`,
    [userId, passwordHash],
  );
}

// Top-level null means "remove the key"; nested values (nulls included) are kept as given.
const keptKeys = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
const textArray = (items: string[]) => `{${items.map((item) => JSON.stringify(item)).join(',')}}`;

/** GoTrue merges `data` into user_metadata key by key; a null value removes the key. */
export async function mergeUserMetadata(
  tx: SqlExecutor,
  userId: string,
  data: Record<string, unknown>,
) {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await tx.query(
    `update auth.users set updated_at = now(),
       raw_user_meta_data = (coalesce(raw_user_meta_data, '{}') - $3::text[]) || $2::jsonb
     where id = $1::uuid`,
    [userId, JSON.stringify(keptKeys(data)), textArray(removed)],
  );
}

/** GoTrue merges app_metadata key by key (admin updates); a null value removes the key. */
export async function mergeAppMetadata(
  tx: SqlExecutor,
  userId: string,
  data: Record<string, unknown>,
) {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await tx.query(
    `update auth.users set updated_at = now(),
       raw_app_meta_data = (coalesce(raw_app_meta_data, '{}') - $3::text[]) || $2::jsonb
     where id = $1::uuid`,
    [userId, JSON.stringify(keptKeys(data)), textArray(removed)],
  );
}

export async function recordSignIn(tx: SqlExecutor, userId: string) {
  await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`,
    [userId],
  );
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1::uuid`, [
    userId,
  ]);
}

/** Deleting the auth user removes its sessions, tokens and, by cascade, all its rows. */
export async function deleteUser(tx: SqlExecutor, userId: string): Promise<boolean> {
  if (!UUID.test(userId)) return false;
  return (await tx.query('delete from auth.users where id = $1::uuid', [userId])).affectedRows > 0;
}

/** The user object of GoTrue's responses (`/user`, sessions, admin). */
export function userJson(user: UserRecord): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: '',
  };
  if (user.emailConfirmedAt) {
    json.email_confirmed_at = user.emailConfirmedAt;
    json.confirmed_at = user.emailConfirmedAt;
  }
  if (user.invitedAt) json.invited_at = user.invitedAt;
  if (user.lastSignInAt) json.last_sign_in_at = user.lastSignInAt;
  return {
    ...json,
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: user.identities.map((identity) => ({
      identity_id: identity.identityId,
      id: identity.providerId,
      user_id: user.id,
      identity_data: identity.identityData,
      provider: identity.provider,
      last_sign_in_at: identity.lastSignInAt,
      created_at: identity.createdAt,
      updated_at: identity.updatedAt,
      email: identity.email,
    })),
    ...(user.factors.length > 0 ? { factors: user.factors.map(factorJson) } : {}),
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: user.isAnonymous,
  };
}
