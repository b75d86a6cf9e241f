import {
  columnLetter,
  CSV_ENTRY_ROWS,
  expenseColumns,
  expenseFileName,
  formatMonth,
  PRINT_ENTRY_ROWS,
} from './expenseTemplateLayout';

describe('columnLetter', () => {
  it.each([
    [0, 'A'],
    [2, 'C'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i → %s', (index, letters) => {
    expect(columnLetter(index)).toBe(letters);
  });
});

describe('expenseColumns', () => {
  it('puts date and description first, one column per category, then receipt and notes', () => {
    expect(
      expenseColumns({ categories: ['transportation', 'books'], includeReceipt: true }),
    ).toEqual([
      { kind: 'date' },
      { kind: 'description' },
      { kind: 'category', category: 'transportation' },
      { kind: 'category', category: 'books' },
      { kind: 'receipt' },
      { kind: 'notes' },
    ]);
    expect(expenseColumns({ categories: [], includeReceipt: false })).toEqual([
      { kind: 'date' },
      { kind: 'description' },
      { kind: 'notes' },
    ]);
  });

  it('has 30 CSV rows and 20 printed rows', () => {
    expect(CSV_ENTRY_ROWS).toBe(30);
    expect(PRINT_ENTRY_ROWS).toBe(20);
  });
});

describe('formatMonth', () => {
  it.each<[string, 'ja' | 'en', string]>([
    ['2025-01', 'ja', '2025年1月'],
    ['2025-12', 'ja', '2025年12月'],
    ['2025-01', 'en', 'January 2025'],
    ['2025-13', 'ja', ''],
    ['2025-00', 'en', ''],
    ['2025/01', 'ja', ''],
    ['', 'ja', ''],
  ])('%j in %s → %j', (month, language, expected) => {
    expect(formatMonth(month, language)).toBe(expected);
  });
});

describe('expenseFileName', () => {
  it.each<[string, string, 'csv' | undefined, string]>([
    ['2025-01', '山田 太郎', 'csv', '経費精算書_2025-01_山田_太郎.csv'],
    ['2025-01', '', 'csv', '経費精算書_2025-01.csv'],
    ['2025-01', 'a/b', undefined, '経費精算書_2025-01_a_b'],
    ['', '', 'csv', '経費精算書.csv'],
  ])('%j, %j → %s', (month, employeeName, extension, expected) => {
    expect(expenseFileName('経費精算書', { month, employeeName }, extension)).toBe(expected);
  });
});
