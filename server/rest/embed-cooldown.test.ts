import { describe, expect, it } from 'vitest';
import { cooldownError, EmbedCooldown } from './embed-cooldown.ts';

describe('EmbedCooldown', () => {
  it.each([
    ['a caller never cut', [], 'a', 1_000, 0],
    ['right after the cut', [['a', 1_000]], 'a', 1_000, 2_000],
    ['half-way', [['a', 1_000]], 'a', 2_000, 1_000],
    ['once it is over', [['a', 1_000]], 'a', 3_000, 0],
    ['another caller', [['a', 1_000]], 'b', 1_000, 0],
    [
      'cut again: counted from the last cut',
      [
        ['a', 1_000],
        ['a', 2_500],
      ],
      'a',
      3_000,
      1_500,
    ],
  ] as const)('%s', (_case, cuts, caller, now, remaining) => {
    const cooldown = new EmbedCooldown(2_000);
    for (const [who, at] of cuts) cooldown.penalize(who, at);
    expect(cooldown.remaining(caller, now)).toBe(remaining);
  });

  it.each([
    ['one caller cut: others go ahead', [['a', 1_000]], 'c', 1_500, { ms: 0, scope: 'caller' }],
    [
      'the same caller cut twice: still only that caller',
      [
        ['a', 1_000],
        ['a', 1_200],
      ],
      'c',
      1_500,
      { ms: 0, scope: 'caller' },
    ],
    [
      'two callers cut within the period: everyone waits',
      [
        ['a', 1_000],
        ['b', 2_500],
      ],
      'c',
      3_000,
      { ms: 1_500, scope: 'everyone' },
    ],
    [
      'a cut caller waits for the longer of the two',
      [
        ['a', 1_000],
        ['b', 2_500],
      ],
      'b',
      3_000,
      { ms: 1_500, scope: 'caller' },
    ],
    [
      'two callers cut further apart than the period: others go ahead',
      [
        ['a', 1_000],
        ['b', 3_000],
      ],
      'c',
      3_000,
      { ms: 0, scope: 'caller' },
    ],
    [
      'everyone goes ahead once the period is over',
      [
        ['a', 1_000],
        ['b', 2_500],
      ],
      'c',
      4_500,
      { ms: 0, scope: 'caller' },
    ],
  ] as const)('%s', (_case, cuts, caller, now, wait) => {
    const cooldown = new EmbedCooldown(2_000);
    for (const [who, at] of cuts) cooldown.penalize(who, at);
    expect(cooldown.wait(caller, now)).toEqual(wait);
  });

  it('answers 429 in PostgREST’s error shape, naming the seconds left', () => {
    const error = cooldownError({ ms: 1_200, scope: 'caller' });
    expect(error.status).toBe(429);
    expect(error.body()).toEqual({
      code: 'over_request_rate_limit',
      details: null,
      hint: 'A request embedding other tables from this caller ran past the time allowed; wait 2 s before sending another.',
      message: 'Request rate limit reached',
    });
    expect(cooldownError({ ms: 300, scope: 'everyone' }).body().hint).toBe(
      'Requests embedding other tables from several callers ran past the time allowed; wait 1 s before sending another.',
    );
  });
});
