import { RestError } from './errors.ts';

/**
 * After a caller's embedding request was cut by the embed timeout (PGlite only,
 * rest-options.ts), that caller's next embedding requests are refused for a while, so one
 * caller sending the same heavy embed again and again (or many at once) holds PGlite's one
 * session for at most about a ninth of the time: 250 ms of work, then 2 s of refusals. Only
 * embedding requests are refused; the caller's other requests go on as before.
 */
export const COOLDOWN_FACTOR = 8;

/** Entries are dropped once expired; the map never outgrows the callers of the last seconds. */
export class EmbedCooldown {
  private readonly until = new Map<string, number>();

  constructor(private readonly cooldownMs: number) {}

  /** Milliseconds the caller still has to wait (0: may go ahead). */
  remaining(caller: string, now = Date.now()): number {
    const until = this.until.get(caller) ?? 0;
    if (until > now) return until - now;
    this.until.delete(caller);
    return 0;
  }

  penalize(caller: string, now = Date.now()): void {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
    this.until.set(caller, now + this.cooldownMs);
  }
}

/**
 * The refusal, shaped as PostgREST errors and as this backend's other rate limits
 * (over_request_rate_limit, status 429 with Retry-After).
 */
export function cooldownError(remainingMs: number): RestError {
  return new RestError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    null,
    `A request embedding other tables from this caller ran past the time allowed; wait ${Math.ceil(remainingMs / 1000)} s before sending another.`,
  );
}
