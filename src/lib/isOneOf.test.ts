import { isOneOf } from './isOneOf';

describe('isOneOf', () => {
  const LEVELS = ['L', 'M', 'Q', 'H'] as const;

  it('accepts exactly the listed choices', () => {
    expect(isOneOf(LEVELS, 'Q')).toBe(true);
    expect(isOneOf(LEVELS, 'q')).toBe(false);
    expect(isOneOf(LEVELS, '')).toBe(false);
    expect(isOneOf(LEVELS, undefined)).toBe(false);
    expect(isOneOf([15, 30, 60], 30)).toBe(true);
    expect(isOneOf([15, 30, 60], '30')).toBe(false);
  });
});
