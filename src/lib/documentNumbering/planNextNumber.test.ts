import { addDays } from '../dates';
import type { InvoiceFormat, InvoiceNumberSettings } from './formatInvoiceNumber';
import { recordSequence, type InvoiceCounters } from './invoiceCounters';
import { planNextNumber } from './planNextNumber';

const settings = (
  format: InvoiceFormat,
  customPattern = '',
  prefix = '',
): InvoiceNumberSettings => ({ format, customPattern, prefix });

/** Issues `perDay` numbers on each of `days` days from `start`, as the numbering does. */
function issueRun(format: InvoiceNumberSettings, start: string, days: number, perDay: number) {
  const issued = new Set<string>();
  const counters: InvoiceCounters = {};
  const numbers: { date: string; number: string }[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(start, day);
    for (let n = 0; n < perDay; n += 1) {
      const plan = planNextNumber(format, issued, date, counters);
      if (plan.number === null || plan.duplicate) throw new Error(`refused on ${date}`);
      issued.add(plan.number);
      // What recordSequence keeps, without copying the counters 60,000 times.
      counters[plan.counterKey] = Math.max(counters[plan.counterKey] ?? 0, plan.sequence);
      numbers.push({ date, number: plan.number });
    }
  }
  return numbers;
}

// 400 days from 20 November 2027 cross month ends, a year end and 29 February 2028.
const START = '2027-11-20';
const DAYS = 400;
const PER_DAY = 150;

describe('planNextNumber: 400 days × 150 a day never repeats a number', () => {
  it.each([
    settings('YYYYMMDD-NNN'),
    settings('YYYY-MM-NNN'),
    settings('INV-YYYYNNN'),
    settings('custom', 'DD-NNN'),
    settings('custom', 'MM-NNN'),
    settings('custom', 'MMDD-NNN'),
    settings('custom', 'YYYY-DD-NNN'),
    settings('custom', 'YYYYMM-NNNN'),
    settings('custom', 'NNNYYYY'),
    settings('custom', 'NNN-DD'),
    settings('custom', 'No.NNNN'),
    settings('custom', 'YYYY/NNN', 'A-'),
  ])('$format $customPattern (prefix "$prefix")', { timeout: 30_000 }, (format) => {
    const numbers = issueRun(format, START, DAYS, PER_DAY);
    expect(numbers).toHaveLength(DAYS * PER_DAY);
    // The independent check: a set of every number issued is as large as the run.
    expect(new Set(numbers.map((entry) => entry.number)).size).toBe(DAYS * PER_DAY);
  });

  // The numbers themselves, written out from the calendar date without the numbering's code.
  const compact = (date: string) => date.replaceAll('-', '');
  const seq = (n: number, digits = 3) => String(n).padStart(digits, '0');
  it.each<[string, InvoiceNumberSettings, (date: string, nthOfDay: number, nth: number) => string]>(
    [
      ['restarts every day', settings('YYYYMMDD-NNN'), (d, i) => `${compact(d)}-${seq(i)}`],
      [
        'DD-NNN never restarts (its day comes round every month)',
        settings('custom', 'DD-NNN'),
        (d, _i, n) => `${d.slice(8)}-${seq(n)}`,
      ],
      [
        'MM-NNN never restarts (its month comes round every year)',
        settings('custom', 'MM-NNN'),
        (d, _i, n) => `${d.slice(5, 7)}-${seq(n)}`,
      ],
    ],
  )('%s', (_name, format, expected) => {
    const numbers = issueRun(format, START, 40, 3);
    numbers.forEach((entry, index) => {
      expect(entry.number).toBe(expected(entry.date, (index % 3) + 1, index + 1));
    });
  });

  it('restarts a monthly and a yearly pattern with the month and the year', () => {
    const monthly = issueRun(settings('YYYY-MM-NNN'), '2027-12-31', 2, 2).map((e) => e.number);
    expect(monthly).toEqual(['2027-12-001', '2027-12-002', '2028-01-001', '2028-01-002']);
    const yearly = issueRun(settings('INV-YYYYNNN'), '2027-12-31', 2, 1).map((e) => e.number);
    expect(yearly).toEqual(['INV-2027001', 'INV-2028001']);
  });
});

describe('planNextNumber', () => {
  it('skips every number ever issued, also one issued under other settings', () => {
    const issued = new Set(['20250402-001', '20250402-002', '20250402-004']);
    const plan = planNextNumber(settings('YYYYMMDD-NNN'), issued, '2025-04-02');
    expect(plan).toMatchObject({ number: '20250402-003', sequence: 3, duplicate: false });
    const counters = recordSequence({}, plan.counterKey, 3);
    expect(planNextNumber(settings('YYYYMMDD-NNN'), issued, '2025-04-02', counters).number).toBe(
      '20250402-005',
    );
  });

  it('counts each prefix on its own', () => {
    const issued = new Set(['Q20250402-001']);
    expect(planNextNumber(settings('YYYYMMDD-NNN', '', 'Q'), issued, '2025-04-02').number).toBe(
      'Q20250402-002',
    );
    expect(planNextNumber(settings('YYYYMMDD-NNN', '', 'D'), issued, '2025-04-02').number).toBe(
      'D20250402-001',
    );
  });

  it('refuses a pattern without NNN once its number is used', () => {
    const plan = planNextNumber(
      settings('custom', 'YYYYMMDD'),
      new Set(['20250402']),
      '2025-04-02',
    );
    expect(plan).toMatchObject({
      number: '20250402',
      duplicate: true,
      patternProblem: 'no_sequence',
    });
  });

  it('gives no number for a blank or overlong custom format', () => {
    expect(planNextNumber(settings('custom', '  '), new Set(), '2025-04-02')).toMatchObject({
      number: null,
      patternProblem: 'empty',
    });
    expect(
      planNextNumber(settings('custom', 'N'.repeat(41)), new Set(), '2025-04-02'),
    ).toMatchObject({ number: null, patternProblem: 'too_long' });
  });
});
