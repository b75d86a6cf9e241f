import { counterKey } from './invoiceCounters';
import type { InvoiceFormat, InvoiceNumberSettings } from './formatInvoiceNumber';
import { addInvoiceEntry, type InvoiceEntry } from './invoiceHistory';
import { planNextInvoice } from './planNextInvoice';

const settings = (
  format: InvoiceFormat,
  customPattern = '',
  prefix = '',
): InvoiceNumberSettings => ({
  format,
  customPattern,
  prefix,
});

const entry = (number: string, date: string): InvoiceEntry => ({
  id: `${number}@${date}`,
  number,
  date,
  description: '',
});

/** Issues on the given dates in turn (history only, as a browser from before the counters). */
function numbersOn(format: InvoiceNumberSettings, dates: readonly string[]): string[] {
  let history: InvoiceEntry[] = [];
  const numbers: string[] = [];
  for (const date of dates) {
    const plan = planNextInvoice(format, history, date);
    if (plan.number === null || plan.duplicate) throw new Error(`refused on ${date}`);
    numbers.push(plan.number);
    history = addInvoiceEntry(history, entry(plan.number, date));
  }
  return numbers;
}

describe('planNextInvoice: the period each format counts in', () => {
  it.each<[string, InvoiceNumberSettings, string[], string[]]>([
    [
      'daily format restarts each day',
      settings('YYYYMMDD-NNN'),
      ['2025-03-31', '2025-03-31', '2025-04-01'],
      ['20250331-001', '20250331-002', '20250401-001'],
    ],
    [
      'monthly format counts on across days, restarts with the month',
      settings('YYYY-MM-NNN'),
      ['2025-04-01', '2025-04-02', '2025-04-30', '2025-05-01'],
      ['2025-04-001', '2025-04-002', '2025-04-003', '2025-05-001'],
    ],
    [
      'yearly format counts on across months, restarts with the year',
      settings('INV-YYYYNNN'),
      ['2025-04-01', '2025-05-20', '2025-12-31', '2026-01-01'],
      ['INV-2025001', 'INV-2025002', 'INV-2025003', 'INV-2026001'],
    ],
    [
      'custom pattern with DD counts per day',
      settings('custom', 'S-YYMMDD-NNN'),
      ['2025-04-01', '2025-04-01', '2025-04-02'],
      ['S-YY0401-001', 'S-YY0401-002', 'S-YY0402-001'],
    ],
    [
      'custom pattern with YYYY and MM counts per month',
      settings('custom', 'YYYYMM-NNN'),
      ['2025-04-01', '2025-04-15', '2025-05-01'],
      ['202504-001', '202504-002', '202505-001'],
    ],
    [
      'custom pattern with only YYYY counts per year',
      settings('custom', 'YYYY/NNN'),
      ['2025-12-31', '2026-01-01', '2026-06-01'],
      ['2025/001', '2026/001', '2026/002'],
    ],
    [
      'custom pattern without a date counts over all history',
      settings('custom', 'No.NNNN'),
      ['2025-12-31', '2026-01-01', '2027-06-01'],
      ['No.0001', 'No.0002', 'No.0003'],
    ],
  ])('%s', (_name, format, dates, expected) => {
    expect(numbersOn(format, dates)).toEqual(expected);
  });

  it('keeps "same-day count + 1" for the daily format, counting every format that day', () => {
    const history = [entry('2025-04-001', '2025-04-01'), entry('INV-2025001', '2025-04-01')];
    expect(planNextInvoice(settings('YYYYMMDD-NNN'), history, '2025-04-01').number).toBe(
      '20250401-003',
    );
  });

  it('never repeats a number of the same period, whatever other formats did', () => {
    const history = [
      entry('20250401-001', '2025-04-01'),
      entry('2025-04-001', '2025-04-01'),
      entry('20250401-003', '2025-04-01'),
    ];
    expect(planNextInvoice(settings('YYYY-MM-NNN'), history, '2025-04-02').number).toBe(
      '2025-04-002',
    );
  });

  it('continues past the history cap with the counters', () => {
    const daily = settings('YYYYMMDD-NNN');
    const counters = { [counterKey(daily, '2025-04-01')]: 140 };
    const capped = Array.from({ length: 100 }, (_, index) =>
      entry(`20250401-${140 - index}`, '2025-04-01'),
    );
    expect(planNextInvoice(daily, capped, '2025-04-01', counters)).toMatchObject({
      number: '20250401-141',
      sequence: 141,
    });
  });

  it('skips a number the history holds (e.g. typed with another prefix setting)', () => {
    const history = [entry('A-2025-04-001', '2025-04-01')];
    const plan = planNextInvoice(settings('YYYY-MM-NNN', '', 'A-'), history, '2025-04-02', {});
    expect(plan.number).toBe('A-2025-04-002');
  });

  it('refuses a pattern without NNN once its number is used', () => {
    const plan = planNextInvoice(
      settings('custom', 'YYYYMMDD'),
      [entry('20250402', '2025-04-02')],
      '2025-04-02',
    );
    expect(plan).toMatchObject({
      number: '20250402',
      duplicate: true,
      patternProblem: 'no_sequence',
    });
  });

  it('gives no number for a blank or overlong custom format', () => {
    expect(planNextInvoice(settings('custom', '  '), [], '2025-04-02')).toMatchObject({
      number: null,
      patternProblem: 'empty',
    });
    expect(planNextInvoice(settings('custom', 'N'.repeat(41)), [], '2025-04-02')).toMatchObject({
      number: null,
      patternProblem: 'too_long',
    });
  });

  it('ignores the custom pattern for built-in formats', () => {
    expect(planNextInvoice(settings('INV-YYYYNNN', 'X'), [], '2025-04-02')).toMatchObject({
      number: 'INV-2025001',
      patternProblem: null,
    });
  });
});
