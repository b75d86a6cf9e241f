import { buildCsv, type CsvCell, textCell } from '../../lib/csv';
import {
  columnLetter,
  CSV_LAYOUT,
  expenseColumns,
  type ExpenseColumn,
} from './expenseTemplateLayout';
import type { ExpenseTemplateSettings } from './expenseTemplateSettings';
import type { locales } from './locales';

export type ExpenseCsvLabels = (typeof locales)['en']['csv'];
export type ExpenseCategoryLabels = (typeof locales)['en']['categories'];

function columnHeader(
  column: ExpenseColumn,
  labels: ExpenseCsvLabels,
  categories: ExpenseCategoryLabels,
): string {
  switch (column.kind) {
    case 'date':
      return labels.date;
    case 'description':
      return labels.description;
    case 'category':
      return categories[column.category];
    case 'receipt':
      return labels.receipt;
    case 'notes':
      return labels.notes;
  }
}

/**
 * An expense report template for Excel: rows 1-6 say who and when (row 5 holds the grand total,
 * row 6 the column headings), rows 7-36 are 30 blank rows to fill in, and row 37 sums each
 * category column with =SUM(X7:X36). Approval boxes follow when asked for.
 */
export function buildExpenseTemplateCsv(
  settings: ExpenseTemplateSettings,
  monthLabel: string,
  labels: ExpenseCsvLabels,
  categories: ExpenseCategoryLabels,
): string {
  const columns = expenseColumns(settings);
  const width = columns.length;
  const pad = (cells: CsvCell[]): CsvCell[] => [
    ...cells,
    ...Array<CsvCell>(Math.max(0, width - cells.length)).fill(''),
  ];
  const categoryLetters = columns.flatMap((column, index) =>
    column.kind === 'category' ? [columnLetter(index)] : [],
  );
  const { firstEntryRow, lastEntryRow, totalRow } = CSV_LAYOUT;
  const firstLetter = categoryLetters[0];
  const lastLetter = categoryLetters[categoryLetters.length - 1];
  const grandTotal =
    firstLetter && lastLetter ? `=SUM(${firstLetter}${totalRow}:${lastLetter}${totalRow})` : '';

  const rows: CsvCell[][] = [
    pad([labels.title]),
    pad([labels.month, monthLabel]),
    pad([labels.employee, textCell(settings.employeeName)]),
    pad([labels.department, textCell(settings.department)]),
    pad([labels.grand_total, grandTotal]),
    columns.map((column) => columnHeader(column, labels, categories)),
    ...Array.from({ length: lastEntryRow - firstEntryRow + 1 }, () => pad([])),
    columns.map((column, index) => {
      if (index === 0) return labels.total;
      if (column.kind !== 'category') return '';
      const letter = columnLetter(index);
      return `=SUM(${letter}${firstEntryRow}:${letter}${lastEntryRow})`;
    }),
  ];
  if (settings.includeApproval) {
    rows.push(
      pad([]),
      pad([labels.approval, labels.applicant, labels.manager, labels.accounting]),
      pad([]),
    );
  }
  return buildCsv(rows);
}
