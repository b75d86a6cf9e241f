import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../db/database.ts';
import { authErrors } from './errors.ts';
import type { JwtKeys } from './jwt.ts';
import { addAmrClaim, sessionAssurance, type SessionAssurance } from './factors.ts';
import { userJson, type UserRecord } from './users.ts';

/** GoTrue's refresh-token reuse interval: a just-rotated token still works for this long, so
 *  two tabs refreshing at once do not log each other out. */
export const REUSE_INTERVAL_SECONDS = 10;

export interface TokenSettings {
  keys: JwtKeys;
  /** The `iss` claim, e.g. http://127.0.0.1:54321/auth/v1 */
  issuer: string;
  expirySeconds: number;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

const newRefreshToken = () => randomBytes(24).toString('base64url');

async function insertRefreshToken(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at,
       parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4::uuid)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/**
 * How a session began, GoTrue's AuthenticationMethod names: `password` (sign-in and sign-up),
 * `otp` (mail links and codes), `anonymous` (guests).
 */
export type SignInMethod = 'password' | 'otp' | 'anonymous';

/** Starts a session (one sign-in on one device) and returns its first refresh token. */
export async function startSession(
  tx: SqlExecutor,
  userId: string,
  client: ClientInfo,
  method: SignInMethod,
) {
  const sessionId = crypto.randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, client.userAgent, client.ip],
  );
  await addAmrClaim(tx, sessionId, method);
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  return { sessionId, refreshToken };
}

/**
 * After a second factor is verified: the session's refresh tokens are dropped and it gets a
 * new one, so an aal1 token held before can neither refresh into the aal2 session nor be
 * handed its token as a "just rotated" duplicate (GoTrue increments its refresh-token counter
 * by two for the same reason).
 */
export async function newSessionRefreshToken(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
): Promise<string> {
  await tx.query('delete from auth.refresh_tokens where session_id = $1::uuid', [sessionId]);
  return insertRefreshToken(tx, userId, sessionId, null);
}

export async function sessionExists(tx: SqlExecutor, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await tx.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return rows.length > 0;
}

/**
 * Exchanges a refresh token for the next one of its session (rotation). A token that was
 * already exchanged is refused, and the whole session's token family revoked, unless it is
 * the direct parent of the session's current token or was exchanged moments ago: then the
 * current token is handed out again, as GoTrue does.
 *
 * A reuse answers `{ reused: true }` instead of throwing: the caller commits the family's
 * revocation first and refuses the request afterwards, as supabase/auth
 * internal/tokens/service.go does with storage.NewCommitWithError. A thrown error would roll
 * the revocation back and leave a stolen token family alive.
 */
export async function rotateRefreshToken(
  tx: SqlExecutor,
  token: string,
): Promise<
  { reused: true } | { reused: false; userId: string; sessionId: string; refreshToken: string }
> {
  const { rows } = await tx.query(
    `select rt.token, rt.revoked, rt.user_id, rt.session_id::text as session_id,
       extract(epoch from now() - rt.updated_at)::float8 as seconds_since_update
     from auth.refresh_tokens rt where rt.token = $1 for update`,
    [token],
  );
  const found = rows[0];
  if (!found || found.session_id === null) throw authErrors.refreshTokenNotFound();
  const userId = String(found.user_id);
  const sessionId = String(found.session_id);

  if (found.revoked === true) {
    const active = await tx.query(
      `select token, parent from auth.refresh_tokens
       where session_id = $1::uuid and revoked = false order by id desc limit 1`,
      [sessionId],
    );
    const current = active.rows[0];
    const recentlyRotated = Number(found.seconds_since_update) < REUSE_INTERVAL_SECONDS;
    if (current && (current.parent === token || recentlyRotated)) {
      return { reused: false, userId, sessionId, refreshToken: String(current.token) };
    }
    await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1::uuid', [
      sessionId,
    ]);
    return { reused: true };
  }

  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [token],
  );
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, token);
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now()
     where id = $1::uuid`,
    [sessionId],
  );
  return { reused: false, userId, sessionId, refreshToken };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** global: every session of the user; local: this one; others: all but this one. */
export async function endSessions(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
) {
  const condition = {
    global: 'user_id = $1::uuid',
    local: 'user_id = $1::uuid and id = $2::uuid',
    others: 'user_id = $1::uuid and id <> $2::uuid',
  }[scope];
  await tx.query(
    `delete from auth.sessions where ${condition}`,
    scope === 'global' ? [userId] : [userId, sessionId],
  );
}

/**
 * The access token: the claims supabase-js and the database policies read. `aal` and `amr`
 * come from the session's AMR claims (GoTrue's CalculateAALAndAMR): aal2 once a second
 * factor was verified in this session.
 */
export async function signAccessToken(
  settings: TokenSettings,
  user: UserRecord,
  sessionId: string,
  assurance: SessionAssurance,
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + settings.expirySeconds;
  const accessToken = await settings.keys.signAccessToken({
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: settings.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.isAnonymous,
  });
  return { accessToken, expiresAt };
}

/** The session JSON of /signup, /token, /verify and /factors/{id}/verify. */
export async function sessionJson(
  tx: SqlExecutor,
  settings: TokenSettings,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
) {
  const assurance = await sessionAssurance(tx, sessionId);
  const { accessToken, expiresAt } = await signAccessToken(settings, user, sessionId, assurance);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.expirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}
