import {
  addInvoiceEntry,
  computeInvoiceStatistics,
  MAX_HISTORY_ENTRIES,
  sameDayCount,
  parseInvoiceHistory,
  type InvoiceEntry,
} from './invoiceHistory';

const entry = (id: string, date: string, extra: Partial<InvoiceEntry> = {}): InvoiceEntry => ({
  id,
  number: `N-${id}`,
  date,
  description: '',
  ...extra,
});

describe('sameDayCount', () => {
  it('counts the entries of the same day, whatever their format', () => {
    const history = [entry('a', '2025-04-02'), entry('b', '2025-04-01'), entry('c', '2025-04-01')];
    expect(sameDayCount([], '2025-04-01')).toBe(0);
    expect(sameDayCount(history, '2025-04-01')).toBe(2);
    expect(sameDayCount(history, '2025-04-02')).toBe(1);
    expect(sameDayCount(history, '2025-04-03')).toBe(0);
  });
});

describe('addInvoiceEntry', () => {
  it('puts the new entry first and keeps at most 100', () => {
    const full = Array.from({ length: MAX_HISTORY_ENTRIES }, (_, index) =>
      entry(String(index), '2025-04-01'),
    );
    const next = addInvoiceEntry(full, entry('new', '2025-04-02'));
    expect(next).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(next[0]?.id).toBe('new');
    expect(next.at(-1)?.id).toBe('98');
    expect(full).toHaveLength(MAX_HISTORY_ENTRIES);
  });
});

describe('parseInvoiceHistory', () => {
  it.each([null, undefined, 'text', 42, {}, { entries: [] }])('treats %j as empty', (value) => {
    expect(parseInvoiceHistory(value)).toEqual([]);
  });

  it('keeps well-formed entries and drops damaged ones', () => {
    expect(
      parseInvoiceHistory([
        {
          id: '1',
          number: '20250401-001',
          date: '2025-04-01',
          description: '保守費用',
          amount: 5500,
        },
        { id: '2', number: '20250401-002', date: '2025-04-01' },
        { id: '3', number: '', date: '2025-04-01', description: '' },
        { id: 4, number: 'x', date: '2025-04-01', description: '' },
        { id: '5', number: 'x', date: '4/1', description: '' },
        { id: '6', number: 'x', date: '2025-04-01', description: '', amount: -1 },
        { id: '7', number: 'x', date: '2025-04-01', description: '', amount: 'abc' },
        null,
        'junk',
      ]),
    ).toEqual([
      {
        id: '1',
        number: '20250401-001',
        date: '2025-04-01',
        description: '保守費用',
        amount: 5500,
      },
      { id: '2', number: '20250401-002', date: '2025-04-01', description: '' },
      { id: '6', number: 'x', date: '2025-04-01', description: '' },
      { id: '7', number: 'x', date: '2025-04-01', description: '' },
    ]);
  });

  it('caps an oversized stored list at 100', () => {
    const stored = Array.from({ length: 150 }, (_, index) => entry(String(index), '2025-04-01'));
    expect(parseInvoiceHistory(stored)).toHaveLength(MAX_HISTORY_ENTRIES);
  });
});

describe('computeInvoiceStatistics', () => {
  it('counts today, this month and the amounts that were given', () => {
    const history = [
      entry('1', '2025-04-15', { amount: 1000 }),
      entry('2', '2025-04-15'),
      entry('3', '2025-04-01', { amount: 0 }),
      entry('4', '2025-03-31', { amount: 250000 }),
      entry('5', '2024-04-15'),
    ];
    expect(computeInvoiceStatistics(history, '2025-04-15')).toEqual({
      total: 5,
      today: 2,
      thisMonth: 3,
      withAmount: 3,
      amountTotal: 251000,
    });
    expect(computeInvoiceStatistics([], '2025-04-15')).toEqual({
      total: 0,
      today: 0,
      thisMonth: 0,
      withAmount: 0,
      amountTotal: 0,
    });
  });
});
