import { formatInteger, formatQuantity, formatYen } from './format';

const intlYen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const samples = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  12_345,
  123_456,
  999_999,
  1_000_000,
  98_765_432,
  1_234_567_890,
  Number.MAX_SAFE_INTEGER,
];

describe('formatInteger', () => {
  it.each(samples.flatMap((n) => [n, -n]))('writes %d as Intl does for ja-JP and en-US', (n) => {
    const expected = n === 0 ? '0' : n.toLocaleString('ja-JP');
    expect(formatInteger(n)).toBe(expected);
    expect(formatInteger(n)).toBe(n === 0 ? '0' : n.toLocaleString('en-US'));
  });

  it('leaves fractions and numbers beyond safe integers to Intl', () => {
    expect(formatInteger(1234.5)).toBe('1,234.5');
    expect(formatInteger(0.1234)).toBe('0.123');
    expect(formatInteger(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('formatYen', () => {
  it.each(samples.flatMap((n) => [n, -n]).filter((n) => n !== 0))(
    'writes %d yen as Intl does',
    (n) => {
      expect(formatYen(n)).toBe(intlYen.format(n));
    },
  );

  it('drops fractions toward zero and never writes minus zero', () => {
    expect(formatYen(1234.9)).toBe('￥1,234');
    expect(formatYen(-1234.9)).toBe('-￥1,234');
    expect(formatYen(-0.4)).toBe('￥0');
    expect(formatYen(0)).toBe('￥0');
  });
});

describe('formatQuantity', () => {
  it.each([
    [1, '1'],
    [1.5, '1.5'],
    [0.25, '0.25'],
    [1234.5, '1,234.5'],
    [99_999.99, '99,999.99'],
    [-2.1, '-2.1'],
  ])('%d → %s (as en-US writes it)', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
    expect(formatQuantity(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 2 }));
  });
});
