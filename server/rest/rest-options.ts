import type { TxEnd } from './preferences.ts';

/** PostgREST settings the local backend honours, with hosted Supabase's values by default. */
export interface RestOptions {
  /** db-tx-end: `commit` on hosted Supabase (so `Prefer: tx=rollback` is ignored there). */
  txEnd?: TxEnd;
  /** db-max-rows: Supabase's API settings default to 1000 rows per response. */
  maxRows?: number;
  /** The largest response body in bytes (64 MiB); larger ones are refused with 400. */
  maxResponseBytes?: number;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export function restOptionsWithDefaults(options: RestOptions = {}): Required<RestOptions> {
  return {
    txEnd: options.txEnd ?? 'commit',
    maxRows: options.maxRows ?? 1000,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  };
}
