/**
 * Per-IP rate limits as GoTrue applies them (supabase/auth internal/api/apilimiter): a token
 * bucket per caller address that refills at `perWindow / windowSeconds` tokens a second and
 * holds at most `burst` (tollbooth's limiter, which GoTrue uses). Keys idle for an hour are
 * forgotten, as tollbooth's DefaultExpirationTTL does.
 */
export interface RateRule {
  perWindow: number;
  windowSeconds: number;
  burst: number;
}

export type RateLimitName =
  | 'tokenRefresh'
  | 'verify'
  | 'anonymousUsers'
  | 'otp'
  | 'mfa'
  | 'contact'
  | 'pollAnswers'
  | 'emailSent'
  | 'emailToAddress';

export type RateLimitSettings = Record<RateLimitName, RateRule>;

/** GoTrue's defaults (internal/conf/configuration.go, internal/api/apilimiter), and ours. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  // GOTRUE_RATE_LIMIT_TOKEN_REFRESH=150 per 5 minutes, burst 30: password sign-in and refresh.
  tokenRefresh: { perWindow: 150, windowSeconds: 300, burst: 30 },
  // GOTRUE_RATE_LIMIT_VERIFY=30 per 5 minutes, burst 30.
  verify: { perWindow: 30, windowSeconds: 300, burst: 30 },
  // GOTRUE_RATE_LIMIT_ANONYMOUS_USERS=30 per hour, burst 30.
  anonymousUsers: { perWindow: 30, windowSeconds: 3600, burst: 30 },
  // GOTRUE_RATE_LIMIT_OTP=30 per 5 minutes, burst 30: sign-up, recover, resend, otp, PUT /user.
  otp: { perWindow: 30, windowSeconds: 300, burst: 30 },
  // GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY=15 per minute, burst 30: /factors challenge and
  // verify (one bucket here; GoTrue keeps one for each).
  mfa: { perWindow: 15, windowSeconds: 60, burst: 30 },
  // The site's own endpoints (no GoTrue equivalent): the contact form and poll answers.
  contact: { perWindow: 10, windowSeconds: 3600, burst: 5 },
  pollAnswers: { perWindow: 60, windowSeconds: 300, burst: 30 },
  // GOTRUE_RATE_LIMIT_EMAIL_SENT=30 per hour for the whole project, not per IP: auth mails
  // (supabase/auth internal/ratelimit IntervalLimiter: a count reset every hour).
  emailSent: { perWindow: 30, windowSeconds: 3600, burst: 30 },
  // Ours: auth mails one caller address may have sent to one mail address in any hour (a
  // sliding hour, not a bucket, so never more): someone typing a stranger's address into the
  // sign-in, sign-up or resend form fills no inbox (the 60 s spacing alone lets the project's
  // whole 30 an hour through). The owner, asking from another address, is not held back.
  emailToAddress: { perWindow: 5, windowSeconds: 3600, burst: 5 },
};

/** GoTrue's IntervalLimiter: `events` allowed per interval, the count reset at each one. */
class IntervalLimiter {
  private last = Date.now();
  private count = 0;

  constructor(private readonly rule: RateRule) {}

  allow(now: number): boolean {
    const interval = this.rule.windowSeconds * 1000;
    const passed = Math.floor((now - this.last) / interval);
    if (passed > 0) {
      this.last += passed * interval;
      this.count = 0;
    }
    if (this.count >= this.rule.perWindow) return false;
    this.count += 1;
    return true;
  }
}

const IDLE_TTL_MS = 60 * 60 * 1000;

/** At most `perWindow` events per key in any `windowSeconds` (the times kept per key). */
class SlidingWindows {
  private readonly times = new Map<string, number[]>();
  private sweptAt = 0;

  constructor(private readonly rule: RateRule) {}

  /** Whether every key has room for one more event now; records one for each when so. */
  takeAll(keys: readonly string[], now: number): boolean {
    this.sweep(now);
    const since = now - this.rule.windowSeconds * 1000;
    const recent = keys.map((key) => (this.times.get(key) ?? []).filter((at) => at > since));
    if (recent.some((times) => times.length >= this.rule.perWindow)) return false;
    keys.forEach((key, index) => this.times.set(key, [...(recent[index] ?? []), now]));
    return true;
  }

  private sweep(now: number): void {
    const window = this.rule.windowSeconds * 1000;
    if (now - this.sweptAt < window) return;
    this.sweptAt = now;
    for (const [key, times] of this.times) {
      if (times.every((at) => now - at > window)) this.times.delete(key);
    }
  }
}

class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private sweptAt = 0;

  constructor(private readonly rule: RateRule) {}

  take(key: string, now: number): boolean {
    this.sweep(now);
    const rate = this.rule.perWindow / this.rule.windowSeconds / 1000;
    const bucket = this.buckets.get(key) ?? { tokens: this.rule.burst, at: now };
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < IDLE_TTL_MS) return;
    this.sweptAt = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > IDLE_TTL_MS) this.buckets.delete(key);
    }
  }
}

export class RateLimits {
  private readonly buckets = new Map<RateLimitName, TokenBuckets>();
  private readonly emailSent: IntervalLimiter | null = null;
  private readonly emailToAddress: SlidingWindows | null = null;

  /** `false` turns every limit off (tests and e2e runs that need bursts). */
  constructor(settings: Partial<RateLimitSettings> | false) {
    if (settings === false) return;
    const rules = { ...DEFAULT_RATE_LIMITS, ...settings };
    for (const [name, rule] of Object.entries(rules)) {
      if (name === 'emailSent' || name === 'emailToAddress') continue;
      if (rule.perWindow > 0) this.buckets.set(name as RateLimitName, new TokenBuckets(rule));
    }
    // GoTrue refuses every auth mail when the limit is 0; here 0 turns it off, like the others.
    if (rules.emailSent.perWindow > 0) this.emailSent = new IntervalLimiter(rules.emailSent);
    if (rules.emailToAddress.perWindow > 0) {
      this.emailToAddress = new SlidingWindows(rules.emailToAddress);
    }
  }

  /**
   * Whether the caller at `from` may have one more auth mail sent to each of `recipients`
   * (mail addresses, compared in lower case) this hour; counts it for each when so.
   */
  allowMailsTo(from: string | null, recipients: readonly string[]): boolean {
    if (!this.emailToAddress) return true;
    const keys = [...new Set(recipients.map((to) => `${from ?? 'unknown'} ${to.toLowerCase()}`))];
    return this.emailToAddress.takeAll(keys, Date.now());
  }

  /** Whether the project may send one more auth mail this hour (GoTrue's email_sent). */
  allowEmailSent(): boolean {
    return this.emailSent ? this.emailSent.allow(Date.now()) : true;
  }

  /** Whether the caller at `address` may make one more request of this kind now. */
  allow(name: RateLimitName, address: string | null): boolean {
    const buckets = this.buckets.get(name);
    return buckets ? buckets.take(address ?? 'unknown', Date.now()) : true;
  }
}

/**
 * Reads `RATE_LIMITS=off` and `RATE_LIMIT_<NAME>=<count>` (per the rule's window, GoTrue's
 * GOTRUE_RATE_LIMIT_* counterparts; 0 turns that one off).
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimitSettings> | false {
  if (/^(off|false|0)$/i.test(env.RATE_LIMITS ?? '')) return false;
  const names: Record<string, RateLimitName> = {
    RATE_LIMIT_TOKEN_REFRESH: 'tokenRefresh',
    RATE_LIMIT_VERIFY: 'verify',
    RATE_LIMIT_ANONYMOUS_USERS: 'anonymousUsers',
    RATE_LIMIT_OTP: 'otp',
    RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY: 'mfa',
    RATE_LIMIT_CONTACT: 'contact',
    RATE_LIMIT_POLL_ANSWERS: 'pollAnswers',
    RATE_LIMIT_EMAIL_SENT: 'emailSent',
    RATE_LIMIT_EMAIL_TO_ADDRESS: 'emailToAddress',
  };
  const settings: Partial<RateLimitSettings> = {};
  for (const [variable, name] of Object.entries(names)) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    if (!/^\d+$/.test(value)) throw new Error(`${variable} must be a whole number, got "${value}"`);
    const count = Number(value);
    const base = DEFAULT_RATE_LIMITS[name];
    settings[name] = { ...base, perWindow: count, burst: Math.min(base.burst, count) || count };
  }
  return settings;
}
