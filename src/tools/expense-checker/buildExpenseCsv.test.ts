import { UTF8_BOM } from '../../lib/csv';
import { buildExpenseCsv, type ExpenseCsvLabels } from './buildExpenseCsv';
import type { ExpenseItem } from './expenseRules';

const labels: ExpenseCsvLabels = {
  header: ['日付', 'カテゴリ', '内容', '金額', '領収書', '備考'],
  category: (category) =>
    ({ transportation: '交通費', meals: '会議費' })[category as string] ?? category,
  receiptYes: 'あり',
  receiptNo: 'なし',
  total: '合計',
};

const item = (overrides: Partial<ExpenseItem>): ExpenseItem => ({
  id: '1',
  date: '2025-04-01',
  category: 'transportation',
  description: '電車',
  amount: '480',
  receipt: false,
  notes: '',
  ...overrides,
});

describe('buildExpenseCsv', () => {
  it('starts with a BOM, writes every item and the total with CRLF', () => {
    const csv = buildExpenseCsv(
      [
        item({}),
        item({
          id: '2',
          category: 'meals',
          description: ' 打ち合わせ ',
          amount: '¥55,000',
          receipt: true,
        }),
      ],
      labels,
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '日付,カテゴリ,内容,金額,領収書,備考',
      '2025-04-01,交通費,電車,480,なし,',
      '2025-04-01,会議費,打ち合わせ,55000,あり,',
      '合計,,,55480,,',
      '',
    ]);
  });

  it('quotes commas, quotes and newlines in descriptions and notes', () => {
    const csv = buildExpenseCsv(
      [item({ description: 'タクシー, 深夜', notes: '"A社" 訪問\n帰社' })],
      labels,
    );
    expect(csv).toContain('2025-04-01,交通費,"タクシー, 深夜",480,なし,"""A社"" 訪問\n帰社"\r\n');
  });
});
