import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS, RateLimits, rateLimitsFromEnv } from './rate-limit.ts';

describe('RateLimits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a burst through, refuses the next, refills at the configured rate, per address', () => {
    vi.useFakeTimers();
    const limits = new RateLimits({ contact: { perWindow: 6, windowSeconds: 60, burst: 2 } });
    expect([1, 2, 3].map(() => limits.allow('contact', '10.0.0.1'))).toEqual([true, true, false]);
    expect(limits.allow('contact', '10.0.0.2')).toBe(true);
    vi.advanceTimersByTime(10_000); // 6 per minute: one token every 10 s
    expect(limits.allow('contact', '10.0.0.1')).toBe(true);
    expect(limits.allow('contact', '10.0.0.1')).toBe(false);
  });

  it('is off entirely with false, and per limit with a zero count', () => {
    const off = new RateLimits(false);
    const zero = new RateLimits({ verify: { perWindow: 0, windowSeconds: 300, burst: 0 } });
    for (let attempt = 0; attempt < 100; attempt++) {
      expect(off.allow('tokenRefresh', '10.0.0.1')).toBe(true);
      expect(zero.allow('verify', '10.0.0.1')).toBe(true);
    }
  });
});

describe('rateLimitsFromEnv', () => {
  it.each([
    [{}, {}],
    [{ RATE_LIMITS: 'off' }, false],
    [{ RATE_LIMITS: 'OFF', RATE_LIMIT_OTP: '5' }, false],
    [{ RATE_LIMIT_OTP: '5' }, { otp: { ...DEFAULT_RATE_LIMITS.otp, perWindow: 5, burst: 5 } }],
    [
      { RATE_LIMIT_TOKEN_REFRESH: '300' },
      { tokenRefresh: { ...DEFAULT_RATE_LIMITS.tokenRefresh, perWindow: 300, burst: 30 } },
    ],
  ])('%j -> %j', (env, expected) => {
    expect(rateLimitsFromEnv(env)).toEqual(expected);
  });

  it('refuses a value that is not a whole number', () => {
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_VERIFY: 'lots' })).toThrow(/whole number/);
  });
});
