import type { TFunction } from 'i18next';
import { formatYen } from '../../lib/format';
import type { ExpenseCheck, ExpenseErrorKey, ExpenseItem } from './expenseRules';
import Check from 'lucide-react/icons/check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Download from 'lucide-react/icons/download';

// The same elements every render: React skips the icons when the panel is drawn again (each key
// typed into an expense draws it).
const passedIcon = <Check className="h-3.5 w-3.5" strokeWidth={3} />;
const failingIcon = <CircleAlert className="h-3.5 w-3.5" strokeWidth={3} />;
const downloadIcon = <Download className="h-4 w-4 shrink-0" />;

interface Props {
  t: TFunction;
  items: readonly ExpenseItem[];
  check: ExpenseCheck;
  receiptMessage: string;
  thresholdText: string;
  onJump: (itemId: string, error: ExpenseErrorKey) => void;
  onExportCsv: () => void;
}

export function ExpenseSummary({
  t,
  items,
  check,
  receiptMessage,
  thresholdText,
  onJump,
  onExportCsv,
}: Props) {
  const message = (error: ExpenseErrorKey) =>
    error === 'receipt_required_over_limit' ? receiptMessage : t(`validation.${error}`);
  const ok = check.errorCount === 0;

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-3" aria-labelledby="expense-result-heading">
        <h2 id="expense-result-heading" className="text-lg font-semibold">
          {t('result.heading')}
        </h2>
        <p className="text-2xl font-bold tabular-nums">
          {t('result.summary', { count: check.itemCount, total: formatYen(check.total) })}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('result.receipts_needed', { count: check.receiptsNeeded })}
        </p>
        <div role="status">
          <p className={ok ? 'alert-success' : 'alert-error'}>
            {ok ? t('result.ok') : t('result.errors', { count: check.errorCount })}
          </p>
        </div>
        {!ok && (
          <>
            <p className="muted text-sm">{t('result.jump_hint')}</p>
            <ul className="flex flex-col gap-1">
              {items.flatMap((item, index) =>
                (check.errorsById[item.id] ?? []).map((error) => (
                  <li key={`${item.id}-${error}`}>
                    <button
                      type="button"
                      className="text-left text-sm text-red-800 underline underline-offset-2 hover:no-underline dark:text-red-200"
                      onClick={() => onJump(item.id, error)}
                    >
                      {t('result.issue', { number: index + 1, message: message(error) })}
                    </button>
                  </li>
                )),
              )}
            </ul>
          </>
        )}
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className="btn btn-primary self-start"
            disabled={!ok}
            aria-describedby={ok ? undefined : 'expense-export-hint'}
            onClick={onExportCsv}
          >
            {downloadIcon}
            {t('common:save_csv')}
          </button>
          {!ok && (
            <p id="expense-export-hint" className="muted text-sm">
              {t('export.disabled_hint')}
            </p>
          )}
        </div>
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby="expense-totals-heading">
        <h2 id="expense-totals-heading" className="text-lg font-semibold">
          {t('totals.heading')}
        </h2>
        {check.categoryTotals.length === 0 ? (
          <p className="muted">{t('totals.empty')}</p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('totals.caption')}</caption>
            <thead>
              <tr className="border-b border-gray-300 text-gray-700 dark:border-gray-600 dark:text-gray-300">
                <th scope="col" className="py-2 pr-2 text-left font-medium">
                  {t('totals.column_category')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('totals.column_count')}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t('totals.column_total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {check.categoryTotals.map((entry) => (
                <tr key={entry.category} className="border-b border-gray-200 dark:border-gray-700">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    {t(`categories.${entry.category}`)}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {t('totals.count', { count: entry.count })}
                  </td>
                  <td className="py-2 pl-2 text-right tabular-nums">{formatYen(entry.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby="expense-checklist-heading">
        <h2 id="expense-checklist-heading" className="text-lg font-semibold">
          {t('checklist.heading')}
        </h2>
        <ul className="flex flex-col gap-2">
          {check.checklist.map((entry) => {
            const passed = entry.failing === 0;
            return (
              <li key={entry.rule} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${passed ? 'bg-green-700 dark:bg-green-600' : 'bg-red-700 dark:bg-red-600'}`}
                >
                  {passed ? passedIcon : failingIcon}
                </span>
                <span>
                  {t(`checklist.${entry.rule}`, { threshold: thresholdText })}
                  <span
                    className={`ml-2 text-sm font-semibold ${passed ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}
                  >
                    {passed
                      ? t('checklist.passed')
                      : t('checklist.failing', { count: entry.failing })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
