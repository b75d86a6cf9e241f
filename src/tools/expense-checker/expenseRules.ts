import { parseYenAmount } from '../../lib/parseYenAmount';

export const EXPENSE_CATEGORIES = [
  'transportation',
  'accommodation',
  'meals',
  'supplies',
  'communication',
  'consumables',
  'books',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const RECEIPT_THRESHOLD_YEN = 50_000;

/**
 * The spec reads the receipt rule two ways: over 50,000 yen, or 50,000 yen or more. Both are
 * offered; 'over' is the default.
 */
export const RECEIPT_THRESHOLD_MODES = ['over', 'atLeast'] as const;
export type ReceiptThresholdMode = (typeof RECEIPT_THRESHOLD_MODES)[number];

export interface ExpenseItem {
  id: string;
  /** YYYY-MM-DD, as <input type="date"> gives it; '' when cleared. */
  date: string;
  category: ExpenseCategory | '';
  description: string;
  /** As typed, so nothing is lost while it is invalid. */
  amount: string;
  receipt: boolean;
  notes: string;
}

/** The spec's message keys (tool_ui.expense_checker.validation.*). */
export const EXPENSE_ERROR_KEYS = [
  'date_required',
  'category_required',
  'description_required',
  'amount_invalid',
  'receipt_required_over_limit',
] as const;
export type ExpenseErrorKey = (typeof EXPENSE_ERROR_KEYS)[number];

export type ExpenseField = 'date' | 'category' | 'description' | 'amount' | 'receipt';

export const FIELD_OF_ERROR: Record<ExpenseErrorKey, ExpenseField> = {
  date_required: 'date',
  category_required: 'category',
  description_required: 'description',
  amount_invalid: 'amount',
  receipt_required_over_limit: 'receipt',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function needsReceipt(amount: number, mode: ReceiptThresholdMode): boolean {
  return mode === 'over' ? amount > RECEIPT_THRESHOLD_YEN : amount >= RECEIPT_THRESHOLD_YEN;
}

/** The amount in yen when it is a whole number greater than 0, else null. */
export function validAmountOf(item: Pick<ExpenseItem, 'amount'>): number | null {
  const parsed = parseYenAmount(item.amount);
  return parsed.kind === 'ok' && parsed.value > 0 ? parsed.value : null;
}

export function checkExpenseItem(item: ExpenseItem, mode: ReceiptThresholdMode): ExpenseErrorKey[] {
  const errors: ExpenseErrorKey[] = [];
  if (!ISO_DATE.test(item.date)) errors.push('date_required');
  if (item.category === '') errors.push('category_required');
  if (item.description.trim() === '') errors.push('description_required');
  const amount = validAmountOf(item);
  if (amount === null) errors.push('amount_invalid');
  else if (needsReceipt(amount, mode) && !item.receipt) errors.push('receipt_required_over_limit');
  return errors;
}

export interface CategoryTotal {
  category: ExpenseCategory;
  count: number;
  total: number;
}

export interface ChecklistEntry {
  rule: ExpenseErrorKey;
  /** Items breaking the rule. */
  failing: number;
}

export interface ExpenseCheck {
  errorsById: Record<string, ExpenseErrorKey[]>;
  errorCount: number;
  itemCount: number;
  /** Sum of the amounts that are valid. */
  total: number;
  receiptsNeeded: number;
  categoryTotals: CategoryTotal[];
  checklist: ChecklistEntry[];
}

export function checkExpenses(
  items: readonly ExpenseItem[],
  mode: ReceiptThresholdMode,
): ExpenseCheck {
  const errorsById: Record<string, ExpenseErrorKey[]> = {};
  const byCategory = new Map<ExpenseCategory, CategoryTotal>();
  let total = 0;
  let receiptsNeeded = 0;
  for (const item of items) {
    errorsById[item.id] = checkExpenseItem(item, mode);
    const amount = validAmountOf(item);
    if (amount === null) continue;
    total += amount;
    if (needsReceipt(amount, mode)) receiptsNeeded += 1;
    if (item.category === '') continue;
    const current = byCategory.get(item.category) ?? {
      category: item.category,
      count: 0,
      total: 0,
    };
    byCategory.set(item.category, {
      ...current,
      count: current.count + 1,
      total: current.total + amount,
    });
  }
  const allErrors = Object.values(errorsById).flat();
  return {
    errorsById,
    errorCount: allErrors.length,
    itemCount: items.length,
    total,
    receiptsNeeded,
    categoryTotals: EXPENSE_CATEGORIES.flatMap((category) => {
      const entry = byCategory.get(category);
      return entry ? [entry] : [];
    }),
    checklist: EXPENSE_ERROR_KEYS.map((rule) => ({
      rule,
      failing: allErrors.filter((error) => error === rule).length,
    })),
  };
}
