import { randomUUID } from 'node:crypto';
import { isApiRole, type JwtClaims } from '../auth/jwt.ts';
import { isPostgresError, type Database, type SqlExecutor } from '../db/database.ts';

/**
 * Private-channel authorisation exactly as supabase/realtime does it
 * (lib/realtime/tenants/authorization.ex): row-level security on realtime.messages decides.
 *
 * - Read: in a transaction that is always rolled back, one probe row per extension
 *   ('broadcast', and 'presence' when presence is on) is inserted with the channel's topic by
 *   the privileged connection; then, as the JWT's role with its claims and `realtime.topic` set,
 *   the probes are selected back. A probe the SELECT policies let through grants that read.
 * - Write: as the JWT's role, a row (topic, extension) is inserted in a savepoint; the INSERT
 *   policies' verdict (SQLSTATE 42501 or not) grants or denies the write. Rolled back too.
 */
export interface AuthorizationContext {
  /** The channel's topic without the 'realtime:' prefix. */
  topic: string;
  claims: JwtClaims & { role: string };
  /** The `x-*` headers of the WebSocket upgrade (or HTTP request), as `request.headers`. */
  headers: Record<string, string>;
}

export type Extension = 'broadcast' | 'presence';

/** true / false once evaluated, undefined when not checked yet (Realtime's nil). */
export interface Policies {
  broadcast: { read?: boolean; write?: boolean };
  presence: { read?: boolean; write?: boolean };
}

export function emptyPolicies(): Policies {
  return { broadcast: {}, presence: {} };
}

/** Why a check could not run (a policy raising, a role that does not exist, a timeout). */
export class PolicyCheckError extends Error {
  constructor(
    message: string,
    readonly canceled: boolean,
  ) {
    super(message);
  }
}

const ROLLBACK = Symbol('rollback');

/** Runs `work` in a transaction as `role` (with its statement timeout) and always rolls back. */
async function inRolledBackTransaction<T>(
  db: Database,
  role: string,
  work: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(
      async (tx) => {
        result = { value: await work(tx) };
        throw ROLLBACK;
      },
      { role },
    );
  } catch (error) {
    if (error !== ROLLBACK) {
      const message = error instanceof Error ? error.message : String(error);
      const canceled = isPostgresError(error) && error.code === '57014';
      throw new PolicyCheckError(message, canceled);
    }
  }
  if (!result) throw new PolicyCheckError('the policy check returned nothing', false);
  return result.value;
}

async function enterRole(tx: SqlExecutor, context: AuthorizationContext) {
  const { role, sub } = context.claims;
  // Realtime sets exactly these; a role the database does not know fails here, as there.
  await tx.query(
    `select set_config('role', $1, true),
       set_config('realtime.topic', $2, true),
       set_config('request.jwt.claims', $3, true),
       set_config('request.jwt.claim.sub', $4, true),
       set_config('request.jwt.claim.role', $5, true),
       set_config('request.headers', $6, true)`,
    [
      role,
      context.topic,
      JSON.stringify(context.claims),
      sub ?? '',
      role,
      JSON.stringify(context.headers),
    ],
  );
}

function checkRole(context: AuthorizationContext) {
  // Only the API roles may be assumed (never a superuser named in a forged claim).
  if (!isApiRole(context.claims.role)) {
    throw new PolicyCheckError(`role "${context.claims.role}" does not exist`, false);
  }
}

/**
 * Verdicts of a check kept for a few seconds per (claims, headers, topic, extensions), so that
 * a flood of joins or sends costs the database one check per topic and caller, not one per
 * message. A verdict is dropped as soon as anything was written to the database (the policies
 * read the data), and after POLICY_CACHE_MS in any case; a new access token is a new key.
 */
export const POLICY_CACHE_MS = 5000;
const verdictCaches = new WeakMap<
  Database,
  Map<string, { at: number; writes: number; verdicts: Map<Extension, boolean> }>
>();

async function cachedVerdicts(
  db: Database,
  kind: 'read' | 'write',
  context: AuthorizationContext,
  extensions: Extension[],
  check: () => Promise<Map<Extension, boolean>>,
): Promise<Map<Extension, boolean>> {
  const writes = db.writeCount?.();
  if (writes === undefined) return check();
  let cache = verdictCaches.get(db);
  if (!cache) verdictCaches.set(db, (cache = new Map()));
  const key = JSON.stringify([kind, context.claims, context.headers, context.topic, extensions]);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.writes === writes && now - hit.at < POLICY_CACHE_MS) return hit.verdicts;
  const verdicts = await check();
  if (cache.size > 10_000) cache.clear();
  // The count as it was before the check: a write made meanwhile leaves the entry stale.
  cache.set(key, { at: now, writes, verdicts });
  return verdicts;
}

export async function readPolicies(
  db: Database,
  context: AuthorizationContext,
  extensions: Extension[],
  policies: Policies = emptyPolicies(),
): Promise<Policies> {
  checkRole(context);
  const verdicts = await cachedVerdicts(db, 'read', context, extensions, () =>
    checkReads(db, context, extensions),
  );
  const next = structuredClone(policies);
  for (const extension of extensions) next[extension].read = verdicts.get(extension) ?? false;
  return next;
}

async function checkReads(
  db: Database,
  context: AuthorizationContext,
  extensions: Extension[],
): Promise<Map<Extension, boolean>> {
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
  const visible = await inRolledBackTransaction(db, context.claims.role, async (tx) => {
    for (const probe of probes) {
      await tx.query(
        `insert into realtime.messages (id, topic, extension, updated_at, inserted_at)
         values ($1::uuid, $2, $3, now(), now())`,
        [probe.id, context.topic, probe.extension],
      );
    }
    await enterRole(tx, context);
    const { rows } = await tx.query(
      `select id::text as id from realtime.messages where id = any($1::uuid[])`,
      [`{${probes.map((probe) => probe.id).join(',')}}`],
    );
    return new Set(rows.map((row) => String(row.id)));
  });
  return new Map(probes.map((probe) => [probe.extension, visible.has(probe.id)]));
}

export async function writePolicies(
  db: Database,
  context: AuthorizationContext,
  extensions: Extension[],
  policies: Policies = emptyPolicies(),
): Promise<Policies> {
  checkRole(context);
  const allowed = await cachedVerdicts(db, 'write', context, extensions, () =>
    checkWrites(db, context, extensions),
  );
  const next = structuredClone(policies);
  // Extensions not checked are denied for writes, as Realtime's check_write_policies does.
  for (const extension of ['broadcast', 'presence'] as const) {
    next[extension].write = allowed.get(extension) ?? false;
  }
  return next;
}

function checkWrites(
  db: Database,
  context: AuthorizationContext,
  extensions: Extension[],
): Promise<Map<Extension, boolean>> {
  return inRolledBackTransaction(db, context.claims.role, async (tx) => {
    await enterRole(tx, context);
    const verdicts = new Map<Extension, boolean>();
    for (const extension of extensions) {
      await tx.query('savepoint realtime_write_check');
      try {
        await tx.query(
          `insert into realtime.messages (topic, extension, updated_at, inserted_at)
           values ($1, $2, now(), now())`,
          [context.topic, extension],
        );
        verdicts.set(extension, true);
      } catch (error) {
        if (!isPostgresError(error) || error.code !== '42501') throw error;
        verdicts.set(extension, false);
      }
      await tx.query('rollback to savepoint realtime_write_check');
    }
    return verdicts;
  });
}
