import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import {
  daysOverdue,
  PAYMENT_NOTE_MAX,
  parsePaymentAmount,
  paymentStatus,
} from '../../lib/businessDocuments/payments';
import { usePayments } from '../../lib/businessDocuments/usePayments';
import { formatTokyoDate, tokyoDateString } from '../../lib/dates';
import { formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';

interface Props {
  /** An issued invoice. */
  kept: BusinessDocument;
  storeKey: string;
  language: Language;
  t: TFunction;
}

/** The invoice's お支払期限 as the document states it, or ''. */
function dueDateOf(kept: BusinessDocument): string {
  const header = (kept.data as { header?: { dueDate?: unknown } }).header;
  return typeof header?.dueDate === 'string' ? header.dueDate : '';
}

/**
 * 支払状況 of an issued invoice: 未入金 / 一部入金 / 入金済み from the payments received (each a
 * dated record; several allowed), the days past お支払期限 while something is unpaid, and a form
 * to record a payment. Kept in the account only.
 */
export function PaymentsSection({ kept, storeKey, language, t }: Props) {
  const id = useId();
  const payments = usePayments(storeKey, kept.id);
  const amount = kept.amount ?? 0;
  const status = paymentStatus(amount, payments.payments);
  const [paidOn, setPaidOn] = useState(() => tokyoDateString());
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dueDate = dueDateOf(kept);
  const overdue = status.remaining > 0 && dueDate ? daysOverdue(dueDate, tokyoDateString()) : 0;
  const date = (value: string) => formatTokyoDate(`${value}T00:00:00+09:00`, language);

  if (!payments.available) {
    return (
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-bold">{t('payments.heading')}</h3>
        <p className="muted text-sm">{t('payments.browser_only')}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parsePaymentAmount(amountText || String(status.remaining));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setError(t('payments.date_required'));
    if (value === null) return setError(t('payments.amount_invalid'));
    setError(null);
    setSaving(true);
    const result = await payments.add({ paidOn, amount: value, note });
    setSaving(false);
    if (!result.ok) return setError(t('payments.failed'));
    setAmountText('');
    setNote('');
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('payments.heading')}
      </h3>
      {payments.status === 'loading' && <p className="text-sm">{t('documents.loading')}</p>}
      {payments.status === 'error' && (
        <p className="alert-error text-sm" role="alert">
          {t('payments.load_failed')}
        </p>
      )}
      {payments.status === 'ready' && (
        <p className="text-sm" data-testid="payment-status">
          <span className="font-bold">{t(`payments.states.${status.state}`)}</span>
          {t('payments.summary', {
            amount: formatYen(amount),
            paid: formatYen(status.paid),
            remaining: formatYen(status.remaining),
          })}
        </p>
      )}
      {payments.status === 'ready' && dueDate && status.remaining > 0 && (
        <p
          className={`text-sm ${overdue > 0 ? 'font-bold text-red-700 dark:text-red-300' : ''}`}
          data-testid="payment-due"
        >
          {overdue > 0
            ? t('payments.overdue', { date: date(dueDate), days: overdue })
            : t('payments.due', { date: date(dueDate) })}
        </p>
      )}
      {payments.payments.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('payments.list')}>
          {payments.payments.map((payment) => (
            <li
              key={payment.id}
              className="flex items-start justify-between gap-2 rounded border border-gray-300 px-2 py-1 dark:border-gray-600"
            >
              <span className="min-w-0 break-words">
                {date(payment.paidOn)} {formatYen(payment.amount)}
                {payment.note && <span className="muted text-xs"> {payment.note}</span>}
              </span>
              <button
                type="button"
                className="btn btn-ghost px-2 py-1 text-xs text-red-700 dark:text-red-300"
                aria-label={t('payments.delete_label', {
                  date: date(payment.paidOn),
                  amount: formatYen(payment.amount),
                })}
                onClick={() =>
                  void payments.remove(payment.id).then((result) => {
                    setError(result.ok ? null : t('payments.delete_failed'));
                  })
                }
              >
                {t('payments.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {payments.status === 'ready' && status.state !== 'paid' && (
        <form className="grid gap-2 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-date`} className="label">
              {t('payments.date')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className="input w-full"
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-amount`} className="label">
              {t('payments.amount')}
            </label>
            <input
              id={`${id}-amount`}
              className="input w-full text-right"
              inputMode="numeric"
              value={amountText}
              placeholder={String(status.remaining)}
              onChange={(event) => setAmountText(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={`${id}-note`} className="label">
              {t('payments.note')}
            </label>
            <input
              id={`${id}-note`}
              className="input w-full"
              value={note}
              maxLength={PAYMENT_NOTE_MAX}
              placeholder={t('payments.note_placeholder')}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {t('payments.add')}
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      </div>
    </section>
  );
}
