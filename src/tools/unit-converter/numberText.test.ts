import {
  formatGroupedNumber,
  formatPlainNumber,
  parseNumberInput,
  roundSignificant,
} from './numberText';

describe('parseNumberInput', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['2.5E-2', 0.025],
    ['  12  ', 12],
    ['１２３．４', 123.4],
    ['－５', -5],
    ['−5', -5],
    ['1,234,567.5', 1234567.5],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1.2.3',
    '1e',
    'e5',
    '0x10',
    'Infinity',
    'NaN',
    '1,23',
    '12,34,567',
    '--1',
    '1 2',
    '１e９９９',
    '😀',
  ])('rejects %j', (text) => {
    expect(parseNumberInput(text)).toBeNull();
  });
});

describe('formatPlainNumber', () => {
  it.each([
    [0.1 + 0.2, '0.3'],
    [1 / 3, '0.333333333333'],
    [2 / 3, '0.666666666667'],
    [1125899906842624, '1125899906842624'],
    [123456789012.3456, '123456789012.346'],
    [2.54, '2.54'],
    [1000000, '1000000'],
    [-0, '0'],
    [-40.00000000000001, '-40'],
    [373.15000000000003, '373.15'],
    [1.1102230246251565e-16, '1.11022302463e-16'],
    [1e25, '1e+25'],
    [0.000001, '0.000001'],
    [123456789012345.6, '123456789012346'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('writes %d as %j', (value, expected) => {
    expect(formatPlainNumber(value)).toBe(expected);
  });

  it('writes text that reads back as the rounded value', () => {
    for (const value of [0.1 + 0.2, 1 / 3, 1e-9, 9.87654321e20, -12345.678]) {
      expect(parseNumberInput(formatPlainNumber(value))).toBe(roundSignificant(value));
    }
  });
});

describe('formatGroupedNumber', () => {
  it.each([
    [1000000, '1,000,000'],
    [-1234567.891, '-1,234,567.891'],
    [999, '999'],
    [0.5, '0.5'],
    [1e-9, '1e-9'],
  ])('writes %d as %j', (value, expected) => {
    expect(formatGroupedNumber(value)).toBe(expected);
  });

  it('is accepted back as input', () => {
    expect(parseNumberInput(formatGroupedNumber(1234567.25))).toBe(1234567.25);
  });
});
