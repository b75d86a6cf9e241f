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

  it('answers 429 in PostgREST’s error shape, naming the seconds left', () => {
    const error = cooldownError(1_200);
    expect(error.status).toBe(429);
    expect(error.body()).toEqual({
      code: 'over_request_rate_limit',
      details: null,
      hint: 'A request embedding other tables from this caller ran past the time allowed; wait 2 s before sending another.',
      message: 'Request rate limit reached',
    });
  });
});
