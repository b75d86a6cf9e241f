import { nextTickIn, remaining } from './countdown';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const DEADLINE = Date.parse('2026-12-01T09:00:00Z');

describe('remaining', () => {
  it.each([
    [2 * D + 3 * H + 59 * M, { unit: 'days', days: 2, hours: 3 }],
    [D, { unit: 'days', days: 1, hours: 0 }],
    [D - 1, { unit: 'hours', hours: 23, minutes: 59 }],
    [3 * H + 12 * M + 30 * S, { unit: 'hours', hours: 3, minutes: 12 }],
    [H, { unit: 'hours', hours: 1, minutes: 0 }],
    [H - 1, { unit: 'minutes', minutes: 59, seconds: '59' }],
    [12 * M + 5 * S + 999, { unit: 'minutes', minutes: 12, seconds: '05' }],
    [1, { unit: 'minutes', minutes: 0, seconds: '00' }],
    [0, null],
    [-5 * M, null],
  ])('%i ms before the deadline → %j', (left, expected) => {
    expect(remaining(DEADLINE, DEADLINE - left)).toEqual(expected);
  });
});

describe('nextTickIn', () => {
  it.each([
    // Over an hour: at the next whole minute of what is left.
    [3 * H + 12 * M + 30 * S, 30 * S],
    [2 * H, M],
    // In the last hour: at the next whole second.
    [12 * M + 5 * S + 250, 250],
    [10 * S, S],
    [0, 0],
  ])('%i ms left → next change in %i ms', (left, expected) => {
    expect(nextTickIn(DEADLINE, DEADLINE - left)).toBe(expected);
  });
});
