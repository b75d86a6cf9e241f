import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import {
  EXPENSE_CATEGORIES,
  FIELD_OF_ERROR,
  type ExpenseCategory,
  type ExpenseErrorKey,
  type ExpenseField,
  type ExpenseItem,
} from './expenseRules';
import Trash2 from 'lucide-react/icons/trash-2';

interface Props {
  t: TFunction;
  item: ExpenseItem;
  number: number;
  /** Only the errors of fields the user has visited; the result panel lists them all. */
  visibleErrors: readonly ExpenseErrorKey[];
  receiptMessage: string;
  canRemove: boolean;
  onChange: (itemId: string, patch: Partial<ExpenseItem>) => void;
  onTouch: (itemId: string, field: ExpenseField) => void;
  onRemove: (itemId: string) => void;
}

export function expenseFieldId(itemId: string, field: ExpenseField | 'notes'): string {
  return `expense-${itemId}-${field}`;
}

/**
 * The card drawn again only when its own props change; its errors count as the same while they
 * list the same keys (the check makes new lists for every card on each key typed).
 */
export const MemoExpenseItemCard = memo(ExpenseItemCard, (before, after) =>
  (Object.keys(after) as Array<keyof Props>).every((key) =>
    key === 'visibleErrors'
      ? before.visibleErrors.length === after.visibleErrors.length &&
        before.visibleErrors.every((error, index) => error === after.visibleErrors[index])
      : before[key] === after[key],
  ),
);

export function ExpenseItemCard({
  t,
  item,
  number,
  visibleErrors,
  receiptMessage,
  canRemove,
  onChange: change,
  onTouch: touch,
  onRemove: remove,
}: Props) {
  const onChange = (patch: Partial<ExpenseItem>) => change(item.id, patch);
  const onTouch = (field: ExpenseField) => touch(item.id, field);
  const onRemove = () => remove(item.id);
  // A date made from today is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const errorOf = (field: ExpenseField) => {
    const key = visibleErrors.find((error) => FIELD_OF_ERROR[error] === field);
    if (!key) return null;
    return key === 'receipt_required_over_limit' ? receiptMessage : t(`validation.${key}`);
  };
  const fieldProps = (field: ExpenseField) => {
    const error = errorOf(field);
    return {
      id: expenseFieldId(item.id, field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${expenseFieldId(item.id, field)}-error` : undefined,
      onBlur: () => onTouch(field),
    };
  };
  const inputClass = (field: ExpenseField) =>
    `input w-full ${errorOf(field) ? 'input-invalid' : ''}`;
  const errorText = (field: ExpenseField) => {
    const error = errorOf(field);
    return error ? (
      <p
        id={`${expenseFieldId(item.id, field)}-error`}
        className="text-sm text-red-700 dark:text-red-300"
      >
        {error}
      </p>
    ) : null;
  };
  const headingId = `expense-${item.id}-heading`;

  return (
    <li
      className="rounded-xl border border-gray-200 p-4 dark:border-gray-700"
      aria-labelledby={headingId}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('items.item_heading', { number })}
        </h3>
        <button
          type="button"
          className="btn btn-ghost text-sm text-red-700 disabled:text-gray-600 dark:text-red-300 dark:disabled:text-gray-400"
          disabled={!canRemove}
          title={canRemove ? undefined : t('items.remove_disabled')}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4 shrink-0" />
          {t('items.remove', { number })}
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={expenseFieldId(item.id, 'date')} className="label">
            {t('items.date')}
          </label>
          <input
            type="date"
            required
            className={inputClass('date')}
            value={leftForTheApp(item.date)}
            onChange={(event) => onChange({ date: event.target.value })}
            {...fieldProps('date')}
          />
          {errorText('date')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={expenseFieldId(item.id, 'category')} className="label">
            {t('items.category')}
          </label>
          <select
            required
            className={inputClass('category')}
            value={item.category}
            onChange={(event) => onChange({ category: event.target.value as ExpenseCategory | '' })}
            {...fieldProps('category')}
          >
            <option value="">{t('common:choose')}</option>
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
          {errorText('category')}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={expenseFieldId(item.id, 'description')} className="label">
            {t('items.description')}
          </label>
          <input
            required
            maxLength={200}
            className={inputClass('description')}
            value={item.description}
            placeholder={t('items.description_placeholder')}
            onChange={(event) => onChange({ description: event.target.value })}
            {...fieldProps('description')}
          />
          {errorText('description')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={expenseFieldId(item.id, 'amount')} className="label">
            {t('items.amount')}
          </label>
          <input
            required
            inputMode="numeric"
            autoComplete="off"
            className={`${inputClass('amount')} text-right tabular-nums`}
            value={item.amount}
            placeholder={t('items.amount_placeholder')}
            onChange={(event) => onChange({ amount: event.target.value })}
            {...fieldProps('amount')}
          />
          {errorText('amount')}
        </div>
        <div className="flex flex-col justify-end gap-1">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-gray-900 dark:text-gray-100">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={item.receipt}
              onChange={(event) => onChange({ receipt: event.target.checked })}
              {...fieldProps('receipt')}
            />
            {t('items.receipt')}
          </label>
          {errorText('receipt')}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={expenseFieldId(item.id, 'notes')} className="label">
            {t('items.notes')}
          </label>
          <textarea
            id={expenseFieldId(item.id, 'notes')}
            rows={2}
            maxLength={500}
            className="input w-full"
            value={item.notes}
            placeholder={t('items.notes_placeholder')}
            onChange={(event) => onChange({ notes: event.target.value })}
          />
        </div>
      </div>
    </li>
  );
}
