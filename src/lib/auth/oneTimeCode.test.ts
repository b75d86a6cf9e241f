import { describe, expect, it } from 'vitest';
import { normalizeCode, sixDigitCode } from './oneTimeCode';

describe('one-time codes', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['１２３４５６', '123456'],
    ['１２３　４５６', '123456'],
    ['123-456', '123456'],
  ])('normalises the typed code %s', (typed, expected) => {
    expect(normalizeCode(typed)).toBe(expected);
    expect(sixDigitCode(typed)).toBe(expected);
  });

  it.each(['', '12345', '1234567', '12345a', 'abcdef', '１２３４５'])(
    'refuses %j as a six-digit code',
    (typed) => {
      expect(sixDigitCode(typed)).toBeNull();
    },
  );
});
