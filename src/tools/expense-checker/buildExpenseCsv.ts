import { buildCsv, type CsvCell } from '../../lib/csv';
import { validAmountOf, type ExpenseCategory, type ExpenseItem } from './expenseRules';

export interface ExpenseCsvLabels {
  header: readonly [string, string, string, string, string, string];
  category: (category: ExpenseCategory) => string;
  receiptYes: string;
  receiptNo: string;
  total: string;
}

/** One row per item in screen order and a total row; amounts as plain integers for Excel. */
export function buildExpenseCsv(items: readonly ExpenseItem[], labels: ExpenseCsvLabels): string {
  const rows: CsvCell[][] = [[...labels.header]];
  let total = 0;
  for (const item of items) {
    const amount = validAmountOf(item);
    total += amount ?? 0;
    rows.push([
      item.date,
      item.category === '' ? '' : labels.category(item.category),
      item.description.trim(),
      amount,
      item.receipt ? labels.receiptYes : labels.receiptNo,
      item.notes,
    ]);
  }
  rows.push([labels.total, '', '', total, '', '']);
  return buildCsv(rows);
}
