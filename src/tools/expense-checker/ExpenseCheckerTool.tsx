import { useMemo, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { nextRowId } from '../../lib/rowIds';
import { buildExpenseCsv } from './buildExpenseCsv';
import { expenseFieldId, ExpenseItemCard } from './ExpenseItemCard';
import {
  checkExpenses,
  FIELD_OF_ERROR,
  RECEIPT_THRESHOLD_MODES,
  type ExpenseErrorKey,
  type ExpenseField,
  type ExpenseItem,
  type ReceiptThresholdMode,
} from './expenseRules';
import { ExpenseSummary } from './ExpenseSummary';
import { locales } from './locales';
import Plus from 'lucide-react/icons/plus';

function newItem(id: string, date: string): ExpenseItem {
  return {
    id,
    date,
    category: '',
    description: '',
    amount: '',
    receipt: false,
    notes: '',
  };
}

function focusLater(elementId: string) {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:has-[:checked]:border-blue-300 dark:has-[:checked]:bg-blue-950';

export default function ExpenseCheckerTool() {
  const { t } = useToolTranslation('expense-checker', locales);
  // Drawn at build time, the page does not know today's date: the first expense has a stand-in
  // day, left empty on screen for the app to fill in (ExpenseItemCard).
  const now = useFirstLookNow();
  const [items, setItems] = useState<ExpenseItem[]>(() => [newItem('1', tokyoDateString(now()))]);
  const [mode, setMode] = useState<ReceiptThresholdMode>('over');
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  const check = useMemo(() => checkExpenses(items, mode), [items, mode]);
  const thresholdText = t(`threshold.${mode}`);
  const receiptMessage = t('validation.receipt_required_over_limit', { threshold: thresholdText });

  const touch = (itemId: string, field: ExpenseField) =>
    setTouched((current) => {
      const key = `${itemId}:${field}`;
      return current.has(key) ? current : new Set(current).add(key);
    });

  const isVisible = (itemId: string, error: ExpenseErrorKey) => {
    const field = FIELD_OF_ERROR[error];
    // A receipt becomes required by the amount typed, so show it as soon as the amount is left.
    if (field === 'receipt')
      return touched.has(`${itemId}:amount`) || touched.has(`${itemId}:receipt`);
    return touched.has(`${itemId}:${field}`);
  };

  const updateItem = (id: string, patch: Partial<ExpenseItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const addItem = () => {
    const item = newItem(nextRowId(items), tokyoDateString());
    setItems((current) => [...current, item]);
    focusLater(expenseFieldId(item.id, 'date'));
  };

  const removeItem = (index: number) => {
    if (items.length <= 1) return;
    const remaining = items.filter((_, i) => i !== index);
    setItems(remaining);
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    if (neighbour) focusLater(expenseFieldId(neighbour.id, 'date'));
  };

  const jumpTo = (itemId: string, error: ExpenseErrorKey) => {
    const field = FIELD_OF_ERROR[error];
    touch(itemId, field);
    document.getElementById(expenseFieldId(itemId, field))?.focus();
  };

  const exportCsv = () => {
    if (check.errorCount > 0) return;
    const csv = buildExpenseCsv(items, {
      header: [
        t('export.header.date'),
        t('export.header.category'),
        t('export.header.description'),
        t('export.header.amount'),
        t('export.header.receipt'),
        t('export.header.notes'),
      ],
      category: (category) => t(`categories.${category}`),
      receiptYes: t('export.receipt_yes'),
      receiptNo: t('export.receipt_no'),
      total: t('export.total'),
    });
    downloadCsv(t('export.file_name', { date: tokyoDateString() }), csv);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-6">
        <section className="panel flex flex-col gap-3" aria-labelledby="expense-settings-heading">
          <h2 id="expense-settings-heading" className="text-lg font-semibold">
            {t('settings.heading')}
          </h2>
          <fieldset aria-describedby="expense-settings-help">
            <legend className="label mb-2">{t('settings.legend')}</legend>
            <div className="flex flex-wrap gap-2">
              {RECEIPT_THRESHOLD_MODES.map((value) => (
                <label key={value} className={choiceClass}>
                  <input
                    type="radio"
                    name="expense-receipt-threshold"
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                  />
                  {t(`settings.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <p id="expense-settings-help" className="muted text-sm">
            {t('settings.help')}
          </p>
        </section>

        <section className="panel flex flex-col gap-4" aria-labelledby="expense-items-heading">
          <h2 id="expense-items-heading" className="text-lg font-semibold">
            {t('items.heading')}
          </h2>
          <ol className="flex flex-col gap-4">
            {items.map((item, index) => (
              <ExpenseItemCard
                key={item.id}
                t={t}
                item={item}
                number={index + 1}
                visibleErrors={(check.errorsById[item.id] ?? []).filter((error) =>
                  isVisible(item.id, error),
                )}
                receiptMessage={receiptMessage}
                canRemove={items.length > 1}
                onChange={(patch) => updateItem(item.id, patch)}
                onTouch={(field) => touch(item.id, field)}
                onRemove={() => removeItem(index)}
              />
            ))}
          </ol>
          <div>
            <button type="button" className="btn btn-secondary" onClick={addItem}>
              <Plus className="h-4 w-4 shrink-0" />
              {t('items.add')}
            </button>
          </div>
        </section>
      </div>

      <ExpenseSummary
        t={t}
        items={items}
        check={check}
        receiptMessage={receiptMessage}
        thresholdText={thresholdText}
        onJump={jumpTo}
        onExportCsv={exportCsv}
      />
    </div>
  );
}
