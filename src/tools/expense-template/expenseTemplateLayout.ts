import type { Language } from '../../lib/i18n/types';
import type { ExpenseCategory, ExpenseTemplateSettings } from './expenseTemplateSettings';

export type ExpenseColumn =
  | { kind: 'date' }
  | { kind: 'description' }
  | { kind: 'category'; category: ExpenseCategory }
  | { kind: 'receipt' }
  | { kind: 'notes' };

/** Spreadsheet rows (1-based): header rows 1-6, 30 blank entry rows 7-36, totals on row 37. */
export const CSV_LAYOUT = {
  headerRow: 6,
  firstEntryRow: 7,
  lastEntryRow: 36,
  totalRow: 37,
  grandTotalRow: 5,
} as const;
export const CSV_ENTRY_ROWS = CSV_LAYOUT.lastEntryRow - CSV_LAYOUT.firstEntryRow + 1;

/** The printed form has 20 entry rows. */
export const PRINT_ENTRY_ROWS = 20;

/** The columns of the report: date, description, one amount column per category, then extras. */
export function expenseColumns(
  settings: Pick<ExpenseTemplateSettings, 'categories' | 'includeReceipt'>,
): ExpenseColumn[] {
  return [
    { kind: 'date' },
    { kind: 'description' },
    ...settings.categories.map((category) => ({ kind: 'category' as const, category })),
    ...(settings.includeReceipt ? [{ kind: 'receipt' as const }] : []),
    { kind: 'notes' },
  ];
}

/** 0 → A, 25 → Z, 26 → AA: spreadsheet column letters. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** 2025-01 as 2025年1月 or January 2025; '' for anything else. */
export function formatMonth(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return '';
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  if (monthNumber < 1 || monthNumber > 12) return '';
  if (language === 'ja') return `${year}年${monthNumber}月`;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** 経費精算書_2025-01_山田太郎.csv: the month and the employee, safe for any file system. */
export function expenseFileName(
  baseName: string,
  settings: Pick<ExpenseTemplateSettings, 'month' | 'employeeName'>,
  extension?: 'csv',
): string {
  const parts = [baseName, settings.month.trim(), settings.employeeName.trim()]
    .filter((part) => part !== '')
    .map((part) => part.replace(/[\\/:*?"<>|\s]+/g, '_'));
  const name = parts.join('_');
  return extension ? `${name}.${extension}` : name;
}
