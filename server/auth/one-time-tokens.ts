import { createHash, randomInt } from 'node:crypto';
import type { SqlExecutor } from '../db/database.ts';

/** GoTrue's one-time token kinds (supabase/auth internal/models/one_time_token.go). */
export type OneTimeTokenType =
  | 'recovery_token'
  | 'confirmation_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

/** GOTRUE_MAILER_OTP_EXP: links and codes work for an hour. */
export const OTP_EXPIRY_SECONDS = 3600;

/** A six-digit code (GOTRUE_MAILER_OTP_LENGTH's default). */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** supabase/auth internal/crypto GenerateTokenHash: sha224 of e-mail + code, hex. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** Stores a user's token of this kind (replacing the previous one) and returns its hash. */
export async function saveToken(
  tx: SqlExecutor,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at)
     values (gen_random_uuid(), $1::uuid, $2, $3, $4, now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now()`,
    [userId, type, hash, relatesTo],
  );
}

/** The live token with this hash, consumed (deleted) on the way; null if unknown or expired. */
export async function consumeToken(
  tx: SqlExecutor,
  types: readonly OneTimeTokenType[],
  hash: string,
): Promise<{ userId: string; type: OneTimeTokenType; relatesTo: string } | null> {
  // Postgres text cannot hold NUL: such a token matches nothing (GoTrue: otp_expired).
  if (hash.includes('\0')) return null;
  const { rows } = await tx.query(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = any ($2::text[])
     returning user_id::text as user_id, token_type, relates_to,
       created_at > now() - make_interval(secs => $3::int) as live`,
    [hash, `{${types.join(',')}}`, String(OTP_EXPIRY_SECONDS)],
  );
  const row = rows[0];
  if (!row || row.live !== true) return null;
  return {
    userId: String(row.user_id),
    type: String(row.token_type) as OneTimeTokenType,
    relatesTo: String(row.relates_to),
  };
}

export async function hasToken(
  tx: SqlExecutor,
  userId: string,
  type: OneTimeTokenType,
): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from auth.one_time_tokens where user_id = $1::uuid and token_type = $2',
    [userId, type],
  );
  return rows.length > 0;
}

/** After a password change every pending link is void (GoTrue's ClearAllOneTimeTokensForUser). */
export async function clearTokens(tx: SqlExecutor, userId: string): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid', [userId]);
}
