import type { InvoiceEntry } from './invoiceHistory';
import { planNextInvoice } from './planNextInvoice';

const yesterday: InvoiceEntry = {
  id: '1',
  number: '2025-04-001',
  date: '2025-04-01',
  description: '',
};

describe('planNextInvoice', () => {
  it('plans the next number of the day', () => {
    expect(
      planNextInvoice(
        { format: 'YYYYMMDD-NNN', prefix: '', customPattern: '' },
        [yesterday],
        '2025-04-02',
      ),
    ).toEqual({ number: '20250402-001', sequence: 1, patternProblem: null, duplicate: false });
  });

  it('flags a number that the history already holds', () => {
    // YYYY-MM-NNN has no day, so the first number of 2 April repeats the first of 1 April.
    expect(
      planNextInvoice(
        { format: 'YYYY-MM-NNN', prefix: '', customPattern: '' },
        [yesterday],
        '2025-04-02',
      ),
    ).toMatchObject({ number: '2025-04-001', duplicate: true });
  });

  it('gives no number for a blank or overlong custom format, and warns without NNN', () => {
    expect(
      planNextInvoice({ format: 'custom', prefix: '', customPattern: '  ' }, [], '2025-04-02'),
    ).toMatchObject({ number: null, patternProblem: 'empty' });
    expect(
      planNextInvoice(
        { format: 'custom', prefix: '', customPattern: 'N'.repeat(41) },
        [],
        '2025-04-02',
      ),
    ).toMatchObject({ number: null, patternProblem: 'too_long' });
    expect(
      planNextInvoice(
        { format: 'custom', prefix: 'A', customPattern: 'YYYYMMDD' },
        [],
        '2025-04-02',
      ),
    ).toMatchObject({ number: 'A20250402', patternProblem: 'no_sequence' });
  });

  it('ignores the custom pattern for built-in formats', () => {
    expect(
      planNextInvoice({ format: 'INV-YYYYNNN', prefix: '', customPattern: '' }, [], '2025-04-02'),
    ).toMatchObject({ number: 'INV-2025001', patternProblem: null });
  });
});
