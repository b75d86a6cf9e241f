import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REALTIME_LIMITS,
  SharedRates,
  isAnonymousCaller,
  payloadLimitFor,
} from './limits.ts';

describe('SharedRates', () => {
  const limits = {
    ...DEFAULT_REALTIME_LIMITS,
    maxJoinsPerSecondPerProject: 4,
    maxJoinsPerSecondPerAddress: 3,
    maxInboundBytesPerSecondPerAddress: 1000,
    maxInboundFramesPerSecondPerAddress: 10,
    maxFrameBytes: 2000,
  };

  it('counts joins per address and for the whole project', () => {
    const rates = new SharedRates(limits);
    expect([1, 2, 3, 4].map(() => rates.takeJoin('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(rates.takeJoin('10.0.0.2')).toBe(true);
    // The project's four are used up (three of one address, one of another).
    expect(rates.takeJoin('10.0.0.3')).toBe(false);
  });

  it('holds an address that sends more bytes or frames than its allowance', () => {
    const rates = new SharedRates(limits);
    const now = 1_000_000;
    // A burst of up to the largest frame passes; past it, the wait is the time to earn it back.
    expect(rates.takeInbound('10.0.0.1', 2000, now)).toBe(0);
    expect(rates.takeInbound('10.0.0.1', 500, now)).toBe(500);
    expect(rates.takeInbound('10.0.0.2', 10, now)).toBe(0);
    const frames = Array.from({ length: 11 }, () => rates.takeInbound('10.0.0.3', 1, now));
    expect(frames.slice(0, 10).every((ms) => ms === 0)).toBe(true);
    expect(frames[10]).toBe(100);
  });
});

describe('payloads of anonymous callers', () => {
  it('are capped on public channels only', () => {
    expect(isAnonymousCaller({ role: 'anon' })).toBe(true);
    expect(isAnonymousCaller({ role: 'authenticated', is_anonymous: true })).toBe(true);
    expect(isAnonymousCaller({ role: 'authenticated', is_anonymous: false })).toBe(false);
    const limits = DEFAULT_REALTIME_LIMITS;
    expect(payloadLimitFor(limits, { role: 'anon' }, false)).toBe(64 * 1024);
    expect(payloadLimitFor(limits, { role: 'anon' }, true)).toBe(limits.maxPayloadBytes);
    expect(payloadLimitFor(limits, { role: 'authenticated' }, false)).toBe(limits.maxPayloadBytes);
  });
});
