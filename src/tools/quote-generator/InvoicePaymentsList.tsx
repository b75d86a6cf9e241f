import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { PAYMENT_FILTERS, type PaymentFilter } from '../../lib/businessDocuments/payments';
import { usePaymentStates } from '../../lib/businessDocuments/usePayments';
import { formatTokyoDate, tokyoDateString } from '../../lib/dates';
import { formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import { InvoiceDueMailSwitch } from './InvoiceDueMailSwitch';

interface Props {
  storeKey: string;
  busy: boolean;
  language: Language;
  t: TFunction;
  onOpen: (document: { id: string }) => void;
}

/**
 * The account's issued invoices by 支払状況: overdue ones first (the longest overdue first) with
 * the days past お支払期限, filtered by status; a payment recorded moves an invoice out of the
 * overdue list. Shown for an account only (payments are recorded there).
 */
export function InvoicePaymentsList({ storeKey, busy, language, t, onOpen }: Props) {
  const id = useId();
  const [filter, setFilter] = useState<PaymentFilter>('overdue');
  const { available, status, rows } = usePaymentStates(storeKey, filter, tokyoDateString());
  if (!available) return null;
  const date = (value: string) => formatTokyoDate(`${value}T00:00:00+09:00`, language);
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-gray-300 p-2 dark:border-gray-600"
      aria-labelledby={`${id}-heading`}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-bold">
          {t('payments.list_heading')}
        </h3>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-filter`} className="label text-xs">
            {t('payments.filter')}
          </label>
          <select
            id={`${id}-filter`}
            className="input text-sm"
            value={filter}
            onChange={(event) => setFilter(event.target.value as PaymentFilter)}
          >
            {PAYMENT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`payments.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <InvoiceDueMailSwitch storeKey={storeKey} t={t} />
      {status === 'loading' && <p className="text-sm">{t('documents.loading')}</p>}
      {status === 'error' && (
        <p className="alert-error text-sm" role="alert">
          {t('payments.list_failed')}
        </p>
      )}
      {status === 'ready' && rows.length === 0 && (
        <p className="text-sm">{t(`payments.empty.${filter}`)}</p>
      )}
      {rows.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" aria-label={t('payments.list_heading')}>
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded border border-gray-300 px-2 py-1 dark:border-gray-600"
            >
              <div className="min-w-0 break-words">
                <p className="font-bold">
                  {row.number} {row.client}
                </p>
                <p className="text-xs text-gray-700 dark:text-gray-300">
                  {t(`payments.states.${row.state}`)}
                  {t('payments.row_amounts', {
                    amount: formatYen(row.amount),
                    remaining: formatYen(Math.max(0, row.amount - row.paid)),
                  })}
                </p>
                {row.dueDate && (
                  <p
                    className={`text-xs ${row.daysOverdue > 0 ? 'font-bold text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}`}
                  >
                    {row.daysOverdue > 0
                      ? t('payments.row_overdue', {
                          date: date(row.dueDate),
                          days: row.daysOverdue,
                        })
                      : t('payments.due', { date: date(row.dueDate) })}
                  </p>
                )}
              </div>
              <button
                type="button"
                className="btn btn-secondary px-2 py-1 text-xs"
                aria-label={t('documents.open_label', { number: row.number })}
                disabled={busy}
                onClick={() => onOpen({ id: row.id })}
              >
                {t('documents.open')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
