import type { Context } from 'hono';
import type { SqlExecutor } from '../db/database.ts';
import { RestError } from './errors.ts';
import { negotiateRowsShape, type RowsShape } from './media-type.ts';

/**
 * The `Prefer` header as PostgREST reads it (src/library/PostgREST/ApiRequest/Preferences.hs):
 * the first recognised value of each kind wins; anything else is an invalid preference, an
 * error (PGRST122) only with `handling=strict`.
 * https://docs.postgrest.org/en/stable/references/api/preferences.html
 */
export interface Preferences {
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  representation: 'representation' | 'minimal' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  /** Only read when the server allows it (db-tx-end = *-allow-override). */
  tx: 'commit' | 'rollback' | undefined;
  missing: 'default' | 'null' | undefined;
  handling: 'strict' | 'lenient' | undefined;
  timezone: string | undefined;
  maxAffected: number | undefined;
  invalid: string[];
}

/** PostgREST's db-tx-end: whether requests commit, and whether `Prefer: tx=` may override. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

const KINDS = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  representation: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const;
const KEYS: Record<keyof typeof KINDS, string> = {
  resolution: 'resolution',
  representation: 'return',
  count: 'count',
  tx: 'tx',
  missing: 'missing',
  handling: 'handling',
};

export function parsePreferences(header: string | undefined, txEnd: TxEnd = 'commit') {
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const pick = <K extends keyof typeof KINDS>(kind: K) => {
    for (const token of tokens) {
      const value = KINDS[kind].find((option) => token === `${KEYS[kind]}=${option}`);
      if (value) return value as (typeof KINDS)[K][number];
    }
    return undefined;
  };
  const accepted = new Set(
    Object.entries(KINDS).flatMap(([kind, values]) =>
      values.map((value) => `${KEYS[kind as keyof typeof KINDS]}=${value}`),
    ),
  );
  const prefixed = (prefix: string) =>
    tokens.find((token) => token.startsWith(prefix))?.slice(prefix.length);
  const maxAffected = prefixed('max-affected=');
  const preferences: Preferences = {
    resolution: pick('resolution'),
    representation: pick('representation'),
    count: pick('count'),
    tx: txEnd.endsWith('allow-override') ? pick('tx') : undefined,
    missing: pick('missing'),
    handling: pick('handling'),
    timezone: prefixed('timezone='),
    maxAffected:
      maxAffected !== undefined && /^-?\d+$/.test(maxAffected) ? Number(maxAffected) : undefined,
    invalid: tokens.filter(
      (token) =>
        !accepted.has(token) &&
        !token.startsWith('timezone=') &&
        !token.startsWith('max-affected='),
    ),
  };
  return preferences;
}

/** `handling=strict` with an unknown preference: PGRST122 (Plan.hs, once the target is known). */
export function checkStrictPreferences(preferences: Preferences): void {
  if (preferences.handling === 'strict' && preferences.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${preferences.invalid.join(', ')}`,
    );
  }
}

/** `Prefer: timezone=…` sets the transaction's time zone, as PostgREST's PreQuery.hs does. */
export async function applyTimezone(tx: SqlExecutor, preferences: Preferences): Promise<void> {
  if (preferences.timezone === undefined) return;
  await tx.query(`select set_config('timezone', $1, true)`, [preferences.timezone]);
}

/** Whether the transaction ends in a rollback (db-tx-end, overridable by `Prefer: tx=`). */
export function shouldRollback(preferences: Preferences, txEnd: TxEnd): boolean {
  if (preferences.tx) return preferences.tx === 'rollback';
  return txEnd.startsWith('rollback');
}

export type RequestKind = 'read' | 'insert' | 'update' | 'delete' | 'call';

/**
 * Preference-Applied as PostgREST's Response.hs builds it: only the preferences that apply
 * to this kind of request, in its order.
 */
export function appliedPreferences(
  preferences: Preferences,
  kind: RequestKind,
  options: { hasConflictTarget?: boolean } = {},
): string[] {
  const mutation = kind === 'insert' || kind === 'update' || kind === 'delete';
  const values = [
    kind === 'insert' && options.hasConflictTarget && preferences.resolution
      ? `resolution=${preferences.resolution}`
      : undefined,
    (kind === 'insert' || kind === 'update') && preferences.missing
      ? `missing=${preferences.missing}`
      : undefined,
    mutation && preferences.representation ? `return=${preferences.representation}` : undefined,
    preferences.count ? `count=${preferences.count}` : undefined,
    preferences.tx ? `tx=${preferences.tx}` : undefined,
    preferences.handling ? `handling=${preferences.handling}` : undefined,
    preferences.timezone ? `timezone=${preferences.timezone}` : undefined,
    (kind === 'update' || kind === 'delete' || kind === 'call') &&
    preferences.handling === 'strict' &&
    preferences.maxAffected !== undefined
      ? `max-affected=${preferences.maxAffected}`
      : undefined,
  ];
  return values.filter((value): value is string => value !== undefined);
}

/** `Prefer: max-affected=n` with `handling=strict` (update, delete, RPC): PGRST124 beyond n. */
export function checkMaxAffected(preferences: Preferences, affected: number): void {
  if (preferences.handling !== 'strict' || preferences.maxAffected === undefined) return;
  if (affected > preferences.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

/** How the rows come back, negotiated from Accept (media-type.ts). */
export function rowsShapeOf(c: Context, options: { planEnabled: boolean }): RowsShape {
  return negotiateRowsShape(c.req.header('accept'), options);
}

/**
 * PostgREST's Content-Range (RangeQuery.hs contentRangeH): `lower-upper/total`, with `*` for
 * the range when there are no rows (or the total is 0) and for an unknown total.
 */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : String(total)}`;
}
