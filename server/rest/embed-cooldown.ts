import { RestError } from './errors.ts';

/**
 * After a caller's embedding request was cut by the embed timeout (PGlite only,
 * rest-options.ts), that caller's next embedding requests are refused for a while, so one
 * caller sending the same heavy embed again and again (or many at once) holds PGlite's one
 * session for at most about a ninth of the time: 250 ms of work, then 2 s of refusals. Only
 * embedding requests are refused; the caller's other requests go on as before.
 *
 * Several callers doing it together (guests are cheap to make) would each get their 250 ms, so
 * once a second caller's embed is cut within the same period, every caller's embedding requests
 * are refused for that period: cut embeds then hold the session about a fifth of the time
 * however many take part. The site's own pages embed nothing, so only embedding API calls wait.
 */
export const COOLDOWN_FACTOR = 8;

/** Cuts from this many different callers within one period refuse everyone's embeds. */
export const CALLERS_FOR_EVERYONE = 2;

/** Who a refusal holds back: the caller whose embed was cut, or every caller. */
export type CooldownScope = 'caller' | 'everyone';

export interface CooldownWait {
  /** Milliseconds to wait (0: may go ahead). */
  ms: number;
  scope: CooldownScope;
}

/** Entries are dropped once expired; the maps never outgrow the callers of the last seconds. */
export class EmbedCooldown {
  private readonly until = new Map<string, number>();
  /** The last cut of each caller cut within the period. */
  private readonly recentCuts = new Map<string, number>();
  private everyoneUntil = 0;

  constructor(private readonly cooldownMs: number) {}

  /** How long the caller still has to wait, and why. */
  wait(caller: string, now = Date.now()): CooldownWait {
    const own = Math.max(0, (this.until.get(caller) ?? 0) - now);
    if (own === 0) this.until.delete(caller);
    const everyone = Math.max(0, this.everyoneUntil - now);
    return own >= everyone ? { ms: own, scope: 'caller' } : { ms: everyone, scope: 'everyone' };
  }

  /** Milliseconds the caller still has to wait (0: may go ahead). */
  remaining(caller: string, now = Date.now()): number {
    return this.wait(caller, now).ms;
  }

  penalize(caller: string, now = Date.now()): void {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
    for (const [key, at] of this.recentCuts) {
      if (at + this.cooldownMs <= now) this.recentCuts.delete(key);
    }
    this.until.set(caller, now + this.cooldownMs);
    this.recentCuts.set(caller, now);
    if (this.recentCuts.size >= CALLERS_FOR_EVERYONE) this.everyoneUntil = now + this.cooldownMs;
  }
}

/**
 * The refusal, shaped as PostgREST errors and as this backend's other rate limits
 * (over_request_rate_limit, status 429 with Retry-After).
 */
export function cooldownError(wait: CooldownWait): RestError {
  const seconds = Math.ceil(wait.ms / 1000);
  return new RestError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    null,
    wait.scope === 'caller'
      ? `A request embedding other tables from this caller ran past the time allowed; wait ${seconds} s before sending another.`
      : `Requests embedding other tables from several callers ran past the time allowed; wait ${seconds} s before sending another.`,
  );
}
