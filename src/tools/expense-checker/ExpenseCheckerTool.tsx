import { memo, useCallback, useMemo } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { buildExpenseCsv } from './buildExpenseCsv';
import { MemoExpenseItemCard } from './ExpenseItemCard';
import { checkExpenses, FIELD_OF_ERROR, type ExpenseErrorKey } from './expenseRules';
import { ExpenseSummary } from './ExpenseSummary';
import { locales } from './locales';
import { ReceiptThresholdSettings } from './ReceiptThresholdSettings';
import { useExpenseDraft } from './useExpenseDraft';
import Plus from 'lucide-react/icons/plus';

/** The same element every render, so React skips the icon when the list is drawn again. */
const plusIcon = <Plus className="h-4 w-4 shrink-0" />;
const Summary = memo(ExpenseSummary);

/**
 * A key typed into one expense redraws that card and the result panel, not the other cards nor
 * the settings (the whole form each key before; `npm run bench:inp`).
 */
export default function ExpenseCheckerTool() {
  const { t } = useToolTranslation('expense-checker', locales);
  const { draft, actions } = useExpenseDraft();
  const { items, mode, touched } = draft;

  const check = useMemo(() => checkExpenses(items, mode), [items, mode]);
  const thresholdText = t(`threshold.${mode}`);
  const receiptMessage = t('validation.receipt_required_over_limit', { threshold: thresholdText });

  const isVisible = (itemId: string, error: ExpenseErrorKey) => {
    const field = FIELD_OF_ERROR[error];
    // A receipt becomes required by the amount typed, so show it as soon as the amount is left.
    if (field === 'receipt')
      return touched.has(`${itemId}:amount`) || touched.has(`${itemId}:receipt`);
    return touched.has(`${itemId}:${field}`);
  };

  const exportCsv = useCallback(() => {
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
  }, [check.errorCount, items, t]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-6">
        <ReceiptThresholdSettings t={t} mode={mode} onChange={actions.setMode} />

        <section className="panel flex flex-col gap-4" aria-labelledby="expense-items-heading">
          <h2 id="expense-items-heading" className="text-lg font-semibold">
            {t('items.heading')}
          </h2>
          <ol className="flex flex-col gap-4">
            {items.map((item, index) => (
              <MemoExpenseItemCard
                key={item.id}
                t={t}
                item={item}
                number={index + 1}
                visibleErrors={(check.errorsById[item.id] ?? []).filter((error) =>
                  isVisible(item.id, error),
                )}
                receiptMessage={receiptMessage}
                canRemove={items.length > 1}
                onChange={actions.updateItem}
                onTouch={actions.touch}
                onRemove={actions.removeItem}
              />
            ))}
          </ol>
          <div>
            <button type="button" className="btn btn-secondary" onClick={actions.addItem}>
              {plusIcon}
              {t('items.add')}
            </button>
          </div>
        </section>
      </div>

      <Summary
        t={t}
        items={items}
        check={check}
        receiptMessage={receiptMessage}
        thresholdText={thresholdText}
        onJump={actions.jumpTo}
        onExportCsv={exportCsv}
      />
    </div>
  );
}
