import type { Context } from 'hono';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { jsonNestsDeeperThan } from '../http/json-depth.ts';
import type { RateLimitName } from '../http/rate-limit.ts';
import { AuthError, authErrors } from './errors.ts';
import { bearerToken, type JwtClaims } from './jwt.ts';
import type { ClientInfo, TokenSettings } from './sessions.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRecord } from './users.ts';

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GoTrue parses every body as JSON whatever its Content-Type; an empty body is `{}`. */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // Go's encoding/json stops at 10,000 levels; ours stops earlier (http/json-depth.ts).
  if (jsonNestsDeeperThan(text)) throw authErrors.badJson();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw authErrors.badJson();
  }
  if (!isJsonObject(parsed)) throw authErrors.badJson();
  return parsed;
}

export const stringField = (body: JsonObject, name: string): string =>
  typeof body[name] === 'string' ? body[name] : '';

export function clientInfo(c: Context): ClientInfo {
  return { userAgent: c.req.header('user-agent') ?? null, ip: clientAddress(c) };
}

export function tokenSettings(services: BackendServices): TokenSettings {
  return {
    keys: services.keys,
    issuer: `${services.publicUrl()}/auth/v1`,
    expirySeconds: services.jwtExpirySeconds,
  };
}

/** The verified claims of the request's bearer token (401 without one, 403 if invalid). */
export async function requireClaims(c: Context, services: BackendServices): Promise<JwtClaims> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw authErrors.noAuthorization();
  const check = await services.keys.verify(token);
  if (!check.ok) throw authErrors.badJwt(check.message);
  return check.claims;
}

export interface SignedInCaller {
  user: UserRecord;
  sessionId: string;
}

/**
 * The signed-in user behind the bearer token, checked as GoTrue does: a valid signature,
 * a `sub` naming an existing user and a `session_id` naming a live session.
 */
export async function requireSignedInUser(
  c: Context,
  services: BackendServices,
  tx: SqlExecutor,
): Promise<SignedInCaller> {
  const claims = await requireClaims(c, services);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw authErrors.badJwt('invalid claim: missing sub claim');
  }
  const user = await findUserById(tx, claims.sub);
  if (!user) throw authErrors.userNotFoundFromJwt();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!(await sessionExists(tx, sessionId))) throw authErrors.sessionNotFound();
  return { user, sessionId };
}

/** GoTrue's answer once the caller's address used up a limit (over_request_rate_limit). */
export function enforceRateLimit(c: Context, services: BackendServices, name: RateLimitName) {
  if (!services.rateLimits.allow(name, clientAddress(c))) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/** Postgres's unique violation on auth.users' e-mail index: someone took it meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export { AuthError };
