import {
  applyInvoicePattern,
  checkCustomPattern,
  formatInvoiceNumber,
  formatSequence,
  isPeriodWidened,
  numberingPeriod,
  periodKey,
  sequenceMatcher,
  type NumberingPeriod,
  type InvoiceFormat,
} from './formatInvoiceNumber';

const settings = (format: InvoiceFormat, prefix = '', customPattern = '') => ({
  format,
  prefix,
  customPattern,
});

describe('formatInvoiceNumber', () => {
  it.each<[InvoiceFormat, string, number, string]>([
    ['YYYYMMDD-NNN', '2025-04-01', 1, '20250401-001'],
    ['YYYYMMDD-NNN', '2025-12-31', 42, '20251231-042'],
    ['YYYY-MM-NNN', '2025-04-01', 7, '2025-04-007'],
    ['INV-YYYYNNN', '2025-04-01', 12, 'INV-2025012'],
    ['INV-YYYYNNN', '2025-04-01', 101, 'INV-2025101'],
    ['YYYYMMDD-NNN', '2025-04-01', 1000, '20250401-1000'],
  ])('%s on %s, sequence %i -> %s', (format, date, sequence, expected) => {
    expect(formatInvoiceNumber(settings(format), date, sequence)).toBe(expected);
  });

  it('puts the trimmed prefix before the number, without replacing placeholders in it', () => {
    expect(formatInvoiceNumber(settings('YYYYMMDD-NNN', ' A- '), '2025-04-01', 3)).toBe(
      'A-20250401-003',
    );
    expect(formatInvoiceNumber(settings('INV-YYYYNNN', 'DD本店-'), '2025-04-01', 3)).toBe(
      'DD本店-INV-2025003',
    );
  });

  it('uses the custom pattern when the format is custom', () => {
    expect(
      formatInvoiceNumber(settings('custom', 'T', ' 請求-YYYY/MM/DD-NNN '), '2025-04-01', 5),
    ).toBe('T請求-2025/04/01-005');
  });
});

describe('applyInvoicePattern', () => {
  it.each([
    ['YYYYMMDDNNN', '20250401009'],
    ['DD.MM.YYYY #NNN', '01.04.2025 #009'],
    ['NNN-NNN', '009-009'],
    ['YYYYY', '2025Y'],
    ['NNNN', '0009'],
    ['INV-YYYY-NNNNNN', 'INV-2025-000009'],
    ['A-NN', 'A-NN'],
    ['yyyy-mm-dd-nnn', 'yyyy-mm-dd-nnn'],
    ['YY-M-D-NN', 'YY-M-D-NN'],
    ['請求書📄NNN', '請求書📄009'],
    ['', ''],
  ])('%j -> %j', (pattern, expected) => {
    expect(applyInvoicePattern(pattern, '2025-04-01', 9)).toBe(expected);
  });
});

describe('numberingPeriod and periodKey', () => {
  it.each<[string, NumberingPeriod, string]>([
    ['YYYYMMDD-NNN', 'day', '2025-04-01'],
    ['YYYY-MM-NNN', 'month', '2025-04'],
    ['INV-YYYYNNN', 'year', '2025'],
    // A day or month without its year is widened to what the pattern names in full.
    ['DD-NNN', 'all', ''],
    ['MM-NNN', 'all', ''],
    ['MMDD-NNN', 'all', ''],
    ['YYYY-DD-NNN', 'year', '2025'],
    ['YYYYDD-NNN', 'year', '2025'],
    ['NNNN', 'all', ''],
  ])('%s counts per %s', (pattern, period, key) => {
    expect(numberingPeriod(pattern)).toBe(period);
    expect(periodKey(period, '2025-04-01')).toBe(key);
  });
});

describe('isPeriodWidened', () => {
  it.each([
    ['YYYYMMDD-NNN', false],
    ['YYYY-MM-NNN', false],
    ['INV-YYYYNNN', false],
    ['NNNN', false],
    ['DD-NNN', true],
    ['MM-NNN', true],
    ['YYYY-DD-NNN', true],
    ['MMDD-NNN', true],
  ])('%s → %s', (pattern, expected) => {
    expect(isPeriodWidened(pattern)).toBe(expected);
  });
});

describe('sequenceMatcher', () => {
  it('reads the sequence back from numbers of the same period only', () => {
    const matcher = sequenceMatcher(
      { format: 'custom', customPattern: 'Q.YYYY-MM-NNNN', prefix: 'A+' },
      '2025-04-20',
    );
    expect(matcher?.exec('A+Q.2025-04-0012')?.[1]).toBe('0012');
    expect(matcher?.exec('A+Q.2025-04-12345')?.[1]).toBe('12345');
    expect(matcher?.exec('A+Q.2025-05-0012')).toBeNull();
    expect(matcher?.exec('AAQ.2025-04-0012')).toBeNull();
    expect(matcher?.exec('A+Q.2025-04-012')).toBeNull();
  });

  it('gives none for a pattern without a sequence', () => {
    expect(
      sequenceMatcher({ format: 'custom', customPattern: 'YYYYMMDD', prefix: '' }, '2025-04-01'),
    ).toBeNull();
  });
});

describe('formatSequence', () => {
  it.each([
    [1, '001'],
    [99, '099'],
    [999, '999'],
    [1000, '1000'],
  ])('%i -> %s', (sequence, expected) => {
    expect(formatSequence(sequence)).toBe(expected);
  });
});

describe('checkCustomPattern', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['X'.repeat(41), 'too_long'],
    ['YYYYMMDD', 'no_sequence'],
    ['YYYY-NN', 'no_sequence'],
    ['YYYY-NNNN', null],
    ['ABC-NNN', null],
    [' YYYY-NNN ', null],
  ])('%j -> %j', (pattern, expected) => {
    expect(checkCustomPattern(pattern)).toBe(expected);
  });
});
