import type { TxEnd } from './preferences.ts';

/** PostgREST settings the local backend honours, with hosted Supabase's values by default. */
export interface RestOptions {
  /** db-tx-end: `commit` on hosted Supabase (so `Prefer: tx=rollback` is ignored there). */
  txEnd?: TxEnd;
  /** db-max-rows: Supabase's API settings default to 1000 rows per response. */
  maxRows?: number;
}

export function restOptionsWithDefaults(options: RestOptions = {}): Required<RestOptions> {
  return { txEnd: options.txEnd ?? 'commit', maxRows: options.maxRows ?? 1000 };
}
