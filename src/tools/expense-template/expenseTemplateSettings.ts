import { tokyoDateString } from '../../lib/dates';

/** The 10 common expense categories offered; the template prints one amount column per choice. */
export const EXPENSE_CATEGORIES = [
  'transportation',
  'accommodation',
  'meetings',
  'entertainment',
  'communication',
  'office_supplies',
  'consumables',
  'books',
  'training',
  'miscellaneous',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Four defaults: the categories most expense reports need. */
export const DEFAULT_CATEGORIES: readonly ExpenseCategory[] = [
  'transportation',
  'accommodation',
  'meetings',
  'consumables',
];

export interface ExpenseTemplateSettings {
  version: 1;
  /** YYYY-MM */
  month: string;
  employeeName: string;
  department: string;
  categories: ExpenseCategory[];
  includeReceipt: boolean;
  includeApproval: boolean;
}

export const EXPENSE_SETTINGS_STORAGE_KEY = 'expense-template-settings';

/**
 * A first visit's settings: the current month in Japan, and the name and department of the
 * sender profile when it has them.
 */
export function createDefaultSettings(
  now: Date = new Date(),
  sender: { personName: string; department: string } = { personName: '', department: '' },
): ExpenseTemplateSettings {
  return {
    version: 1,
    month: tokyoDateString(now).slice(0, 7),
    employeeName: sender.personName.trim(),
    department: sender.department.trim(),
    categories: [...DEFAULT_CATEGORIES],
    includeReceipt: true,
    includeApproval: true,
  };
}

export function isValidMonth(month: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return Boolean(match && Number(match[2]) >= 1 && Number(match[2]) <= 12);
}

/** Turns a category on or off, keeping the fixed order of the list. */
export function toggleCategory(
  selected: readonly ExpenseCategory[],
  category: ExpenseCategory,
  on: boolean,
): ExpenseCategory[] {
  return EXPENSE_CATEGORIES.filter((candidate) =>
    candidate === category ? on : selected.includes(candidate),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isExpenseTemplateSettings(value: unknown): value is ExpenseTemplateSettings {
  return (
    isRecord(value) &&
    value.version === 1 &&
    typeof value.month === 'string' &&
    typeof value.employeeName === 'string' &&
    typeof value.department === 'string' &&
    Array.isArray(value.categories) &&
    value.categories.every((category) =>
      (EXPENSE_CATEGORIES as readonly unknown[]).includes(category),
    ) &&
    typeof value.includeReceipt === 'boolean' &&
    typeof value.includeApproval === 'boolean'
  );
}
