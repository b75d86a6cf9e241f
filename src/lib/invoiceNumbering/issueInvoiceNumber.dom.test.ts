import { INVOICE_COUNTERS_STORAGE_KEY } from './invoiceNumberingStorage';
import type { InvoiceFormat, InvoiceNumberSettings } from './formatInvoiceNumber';
import { loadInvoiceHistory } from './invoiceHistoryStorage';
import { issueInvoiceNumber } from './issueInvoiceNumber';

const settings = (format: InvoiceFormat, customPattern = ''): InvoiceNumberSettings => ({
  format,
  customPattern,
  prefix: '',
});

/** Issues at each instant (UTC) and returns the numbers; dates are read in Asia/Tokyo. */
function issueAt(format: InvoiceNumberSettings, instants: readonly string[]): string[] {
  return instants.map((instant) => {
    const result = issueInvoiceNumber(format, { description: '' }, new Date(instant));
    if (!result.ok) throw new Error(`refused at ${instant}: ${result.reason}`);
    return result.entry.number;
  });
}

// 14:59:59Z is 23:59:59 in Tokyo; 15:00:00Z is already the next day there.
const LAST_SECOND_OF_MARCH = '2025-03-31T14:59:59Z';
const FIRST_SECOND_OF_APRIL = '2025-03-31T15:00:00Z';
const APRIL_2 = '2025-04-02T00:30:00Z';
const LAST_SECOND_OF_2025 = '2025-12-31T14:59:59Z';
const FIRST_SECOND_OF_2026 = '2025-12-31T15:00:00Z';

describe('issueInvoiceNumber across Tokyo day, month and year boundaries', () => {
  beforeEach(() => localStorage.clear());

  it.each<[string, InvoiceNumberSettings, string[], string[]]>([
    [
      'YYYYMMDD-NNN: day boundary',
      settings('YYYYMMDD-NNN'),
      [LAST_SECOND_OF_MARCH, LAST_SECOND_OF_MARCH, FIRST_SECOND_OF_APRIL, APRIL_2],
      ['20250331-001', '20250331-002', '20250401-001', '20250402-001'],
    ],
    [
      'YYYY-MM-NNN: a new day keeps counting, a new month restarts',
      settings('YYYY-MM-NNN'),
      [
        LAST_SECOND_OF_MARCH,
        FIRST_SECOND_OF_APRIL,
        APRIL_2,
        LAST_SECOND_OF_2025,
        FIRST_SECOND_OF_2026,
      ],
      ['2025-03-001', '2025-04-001', '2025-04-002', '2025-12-001', '2026-01-001'],
    ],
    [
      'INV-YYYYNNN: new days and months keep counting, a new year restarts',
      settings('INV-YYYYNNN'),
      [
        LAST_SECOND_OF_MARCH,
        FIRST_SECOND_OF_APRIL,
        APRIL_2,
        LAST_SECOND_OF_2025,
        FIRST_SECOND_OF_2026,
      ],
      ['INV-2025001', 'INV-2025002', 'INV-2025003', 'INV-2025004', 'INV-2026001'],
    ],
    [
      'custom YYYYMM-NNNN: month, four digits',
      settings('custom', 'YYYYMM-NNNN'),
      [LAST_SECOND_OF_MARCH, FIRST_SECOND_OF_APRIL, APRIL_2],
      ['202503-0001', '202504-0001', '202504-0002'],
    ],
    [
      'custom DD-NNN: day',
      settings('custom', 'DD-NNN'),
      [LAST_SECOND_OF_MARCH, FIRST_SECOND_OF_APRIL, FIRST_SECOND_OF_APRIL],
      ['31-001', '01-001', '01-002'],
    ],
    [
      'custom without date: all history',
      settings('custom', 'SEQ-NNNNN'),
      [LAST_SECOND_OF_2025, FIRST_SECOND_OF_2026],
      ['SEQ-00001', 'SEQ-00002'],
    ],
  ])('%s', (_name, format, instants, expected) => {
    expect(issueAt(format, instants)).toEqual(expected);
  });

  it('gives 150 distinct numbers in one day, past the 100-entry history cap', () => {
    const numbers = issueAt(settings('YYYYMMDD-NNN'), Array(150).fill(APRIL_2));
    expect(new Set(numbers).size).toBe(150);
    expect(numbers[100]).toBe('20250402-101');
    expect(numbers.at(-1)).toBe('20250402-150');
    expect(loadInvoiceHistory()).toHaveLength(100);
    expect(localStorage.getItem(INVOICE_COUNTERS_STORAGE_KEY)).toContain(
      '"|YYYYMMDD-NNN|2025-04-02":150',
    );
  });

  it('keeps the monthly sequence after the history has forgotten the month’s numbers', () => {
    issueAt(settings('YYYY-MM-NNN'), Array(120).fill(FIRST_SECOND_OF_APRIL));
    expect(issueAt(settings('YYYY-MM-NNN'), [APRIL_2])).toEqual(['2025-04-121']);
  });

  it('keeps the history readable as before: an array of entries under invoice-history', () => {
    issueInvoiceNumber(
      settings('YYYYMMDD-NNN'),
      { description: ' 4月分 ', amount: 5500 },
      new Date(APRIL_2),
    );
    expect(JSON.parse(localStorage.getItem('invoice-history') ?? '[]')).toEqual([
      expect.objectContaining({
        number: '20250402-001',
        date: '2025-04-02',
        description: '4月分',
        amount: 5500,
      }),
    ]);
  });

  it('counts numbers an older version left in the history without counters', () => {
    localStorage.setItem(
      'invoice-history',
      JSON.stringify([{ id: 'x', number: '2025-04-001', date: '2025-04-01', description: '' }]),
    );
    expect(issueAt(settings('YYYY-MM-NNN'), [APRIL_2])).toEqual(['2025-04-002']);
  });

  it('refuses to issue a number already used', () => {
    const noSequence = settings('custom', 'YYYYMMDD');
    expect(issueAt(noSequence, [APRIL_2])).toEqual(['20250402']);
    expect(issueInvoiceNumber(noSequence, { description: '' }, new Date(APRIL_2))).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(loadInvoiceHistory()).toHaveLength(1);
  });
});
