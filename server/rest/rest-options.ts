import type { TxEnd } from './preferences.ts';

/**
 * PostgREST settings the local backend honours, with hosted Supabase's values by default.
 * The Supabase CLI's test stacks turn some on (postgrest-js's suite: a second schema,
 * aggregates, plans, db-tx-end with overrides); scripts/checks/supabase-js-suites.sh does the same
 * through the PGRST_* variables.
 */
export interface RestOptions {
  /** db-tx-end: `commit` on hosted Supabase (so `Prefer: tx=rollback` is ignored there). */
  txEnd?: TxEnd;
  /** db-max-rows: Supabase's API settings default to 1000 rows per response. */
  maxRows?: number;
  /** The largest response body in bytes (64 MiB); larger ones are refused with 400. */
  maxResponseBytes?: number;
  /** db-schemas: the exposed schemas, the first the default (hosted Supabase: public). */
  schemas?: string[];
  /** db-aggregates-enabled: count(), sum() … in select (off on hosted Supabase). */
  aggregates?: boolean;
  /** db-plan-enabled: `Accept: application/vnd.pgrst.plan` answers EXPLAIN (off). */
  planEnabled?: boolean;
  /**
   * Whether a request needs an `apikey`: Supabase's gateway refuses requests without one;
   * the CLI's local gateway lets them through as anon, and its test suites rely on that.
   */
  apiKeyRequired?: boolean;
  /**
   * PGlite only: the statement timeout (ms) of a request whose `select` embeds relations, when
   * shorter than the role's. Embeds are what lets a client multiply the work (each to-many
   * level multiplies the rows: six levels over a 200-answer poll are 8 million
   * rows), and PGlite answers nobody else while a statement runs. The site's own queries embed
   * nothing; 0 leaves embeds to the role's timeout.
   */
  embedTimeoutMs?: number;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/**
 * A quarter of a second: embedding reads of ordinary size take milliseconds, and a client
 * waiting behind a cut one is answered well within a second (scripts/bench/probe-stall.ts).
 */
export const DEFAULT_EMBED_TIMEOUT_MS = 250;
const TX_ENDS: readonly TxEnd[] = [
  'commit',
  'commit-allow-override',
  'rollback',
  'rollback-allow-override',
];

export function restOptionsWithDefaults(options: RestOptions = {}): Required<RestOptions> {
  return {
    txEnd: options.txEnd ?? 'commit',
    maxRows: options.maxRows ?? 1000,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    schemas: options.schemas?.length ? options.schemas : ['public'],
    aggregates: options.aggregates ?? false,
    planEnabled: options.planEnabled ?? false,
    apiKeyRequired: options.apiKeyRequired ?? true,
    embedTimeoutMs: options.embedTimeoutMs ?? DEFAULT_EMBED_TIMEOUT_MS,
  };
}

/**
 * PGRST_DB_SCHEMAS (public), PGRST_DB_AGGREGATES_ENABLED, PGRST_DB_PLAN_ENABLED (false),
 * PGRST_DB_TX_END (commit), PGRST_DB_MAX_ROWS (1000), MAX_RESPONSE_BYTES (64 MiB) and
 * API_KEY_REQUIRED (true) and EMBED_TIMEOUT_MS (250; PGlite only), named as PostgREST's own
 * environment variables where it has one.
 */
export function restOptionsFromEnv(env: NodeJS.ProcessEnv): RestOptions {
  const flag = (name: string) =>
    env[name] === undefined || env[name] === '' ? undefined : /^(true|1|on)$/i.test(env[name]);
  const whole = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
    return Number(value);
  };
  const txEnd = env.PGRST_DB_TX_END || undefined;
  if (txEnd !== undefined && !TX_ENDS.includes(txEnd as TxEnd)) {
    throw new Error(`PGRST_DB_TX_END must be one of ${TX_ENDS.join(', ')}, got "${txEnd}"`);
  }
  return {
    txEnd: txEnd as TxEnd | undefined,
    maxRows: whole('PGRST_DB_MAX_ROWS'),
    maxResponseBytes: whole('MAX_RESPONSE_BYTES'),
    schemas: (env.PGRST_DB_SCHEMAS ?? '')
      .split(',')
      .map((schema) => schema.trim())
      .filter(Boolean),
    aggregates: flag('PGRST_DB_AGGREGATES_ENABLED'),
    planEnabled: flag('PGRST_DB_PLAN_ENABLED'),
    apiKeyRequired: flag('API_KEY_REQUIRED'),
    embedTimeoutMs: whole('EMBED_TIMEOUT_MS'),
  };
}
