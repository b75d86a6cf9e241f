import type { SqlExecutor } from '../db/database.ts';
import { isoTimestamp } from './sql-time.ts';

/**
 * GoTrue's MFA records (supabase/auth internal/models/factor.go, challenge.go, amr.go): a
 * user's enrolled factors, the challenges issued for them, and the AMR claims of a session,
 * which decide the access token's `aal` and `amr`.
 */
export interface FactorRecord {
  id: string;
  userId: string;
  friendlyName: string | null;
  factorType: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  secret: string | null;
  createdAt: string;
  updatedAt: string;
  lastChallengedAt: string | null;
}

const FACTOR_COLUMNS = `
  f.id::text as id, f.user_id::text as user_id, f.friendly_name, f.factor_type::text as factor_type,
  f.status::text as status, f.secret,
  ${isoTimestamp('f.created_at')} as created_at, ${isoTimestamp('f.updated_at')} as updated_at,
  ${isoTimestamp('f.last_challenged_at')} as last_challenged_at`;

function toFactor(row: Record<string, unknown>): FactorRecord {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(row.id),
    userId: String(row.user_id),
    friendlyName: text(row.friendly_name),
    factorType: String(row.factor_type) as FactorRecord['factorType'],
    status: String(row.status) as FactorRecord['status'],
    secret: text(row.secret),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    lastChallengedAt: text(row.last_challenged_at),
  };
}

export async function listFactors(tx: SqlExecutor, userId: string): Promise<FactorRecord[]> {
  const { rows } = await tx.query(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f where f.user_id = $1::uuid
     order by f.created_at`,
    [userId],
  );
  return rows.map(toFactor);
}

/** The user's factor with this id, or null (GoTrue's FindOwnedFactorByID). */
export async function findOwnedFactor(
  tx: SqlExecutor,
  userId: string,
  factorId: string,
): Promise<FactorRecord | null> {
  const { rows } = await tx.query(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f
     where f.id = $1::uuid and f.user_id = $2::uuid`,
    [factorId, userId],
  );
  return rows[0] ? toFactor(rows[0]) : null;
}

/** GoTrue's factor JSON (models.Factor): in /user's `factors` and the admin API. */
export function factorJson(factor: FactorRecord): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt,
    updated_at: factor.updatedAt,
    last_challenged_at: factor.lastChallengedAt,
    phone: '',
  };
}

/**
 * GoTrue's DeleteExpiredFactors: unverified factors never challenged are dropped five minutes
 * after enrolment, so abandoned set-ups do not pile up.
 */
export async function deleteExpiredFactors(tx: SqlExecutor): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + interval '300 seconds' < now()`,
  );
}

/**
 * Deletes a factor; the sessions verified with it lose its claim and go back to aal1
 * (GoTrue's tx.Destroy(factor) and DowngradeSessionsToAAL1).
 */
export async function deleteFactor(tx: SqlExecutor, factor: FactorRecord): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factor.id],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null
     where user_id = $1::uuid and factor_id = $2::uuid`,
    [factor.userId, factor.id],
  );
  await tx.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id]);
}

export async function insertTotpFactor(
  tx: SqlExecutor,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRecord> {
  const { rows } = await tx.query(
    `insert into auth.mfa_factors as f (id, user_id, friendly_name, factor_type, status,
       created_at, updated_at, secret)
     values (gen_random_uuid(), $1::uuid, $2, 'totp', 'unverified', now(), now(), $3)
     returning ${FACTOR_COLUMNS}`,
    [userId, friendlyName, secret],
  );
  return toFactor(rows[0] as Record<string, unknown>);
}

/** The session's stored assurance level ('aal1' when it has none). */
export async function sessionAal(tx: SqlExecutor, sessionId: string): Promise<string> {
  const { rows } = await tx.query('select aal from auth.sessions where id = $1::uuid', [sessionId]);
  return String(rows[0]?.aal ?? 'aal1');
}

/** GoTrue's User.HasMFAEnabled: the user has at least one verified factor. */
export async function hasVerifiedFactor(tx: SqlExecutor, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select exists (select 1 from auth.mfa_factors
       where user_id = $1::uuid and status = 'verified') as verified`,
    [userId],
  );
  return rows[0]?.verified === true;
}

/** AMR methods that make a session aal2 (GoTrue's IsAAL2Claim). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** Records (or refreshes) how a session was authenticated (GoTrue's AddClaimToSession). */
export async function addAmrClaim(
  tx: SqlExecutor,
  sessionId: string,
  method: string,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  );
}

export interface SessionAssurance {
  aal: 'aal1' | 'aal2';
  /** Most recent first, as GoTrue's CalculateAALAndAMR orders them. */
  amr: { method: string; timestamp: number }[];
}

/** The session's assurance level and methods, from its AMR claims. */
export async function sessionAssurance(
  tx: SqlExecutor,
  sessionId: string,
): Promise<SessionAssurance> {
  const { rows } = await tx.query(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as at
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc, method`,
    [sessionId],
  );
  const amr = rows.map((row) => ({ method: String(row.method), timestamp: Number(row.at) }));
  const aal = amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}

/** GoTrue's MFA limits (GOTRUE_MFA_MAX_ENROLLED_FACTORS, _MAX_VERIFIED_FACTORS, challenge expiry). */
export const MAX_ENROLLED_FACTORS = 10;
export const MAX_VERIFIED_FACTORS = 10;
export const CHALLENGE_EXPIRY_SECONDS = 300;

/** A new challenge for the factor from this address; returns its id and expiry (epoch seconds). */
export async function insertChallenge(
  tx: SqlExecutor,
  factorId: string,
  ip: string | null,
): Promise<{ id: string; expiresAt: number }> {
  const { rows } = await tx.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1::uuid, now(), $2::inet)
     returning id::text as id,
       extract(epoch from created_at + make_interval(secs => $3::int))::bigint as expires_at`,
    [factorId, ip ?? '0.0.0.0', String(CHALLENGE_EXPIRY_SECONDS)],
  );
  await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1::uuid', [
    factorId,
  ]);
  const row = rows[0] as Record<string, unknown>;
  return { id: String(row.id), expiresAt: Number(row.expires_at) };
}

export interface ChallengeRecord {
  id: string;
  verified: boolean;
  ip: string;
  expired: boolean;
}

export async function findChallenge(
  tx: SqlExecutor,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(challengeId)) return null;
  const { rows } = await tx.query(
    `select id::text as id, verified_at is not null as verified, host(ip_address) as ip,
       created_at + make_interval(secs => $3::int) < now() as expired
     from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid`,
    [challengeId, factorId, String(CHALLENGE_EXPIRY_SECONDS)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    verified: row.verified === true,
    ip: String(row.ip),
    expired: row.expired === true,
  };
}
