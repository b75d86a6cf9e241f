import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import type { YenAmountParse } from '../../lib/parseYenAmount';
import type { InvoiceEntry } from '../../lib/documentNumbering';
import type { NextNumberPlan } from '../../lib/documentNumbering';

interface Props {
  t: TFunction;
  plan: NextNumberPlan;
  description: string;
  amountText: string;
  amount: YenAmountParse;
  lastIssued: InvoiceEntry | null;
  saveFailed: boolean;
  /** Issuing (or the session still loading). */
  busy: boolean;
  /** The account could not be reached: nothing was issued. */
  /** Why no number was issued: the account unreachable, or this browser cannot record it. */
  refusal: 'account' | 'storage' | null;
  onDescriptionChange: (value: string) => void;
  onAmountChange: (value: string) => void;
  onIssue: () => void;
}

export function IssuePanel({
  t,
  plan,
  description,
  amountText,
  amount,
  lastIssued,
  saveFailed,
  busy,
  refusal,
  onDescriptionChange,
  onAmountChange,
  onIssue,
}: Props) {
  // The next number, made from today, is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const amountError =
    amount.kind === 'invalid'
      ? t('issue.amount_invalid')
      : amount.kind === 'too_large'
        ? t('issue.amount_too_large')
        : null;
  const canIssue = plan.number !== null && !plan.duplicate && amountError === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canIssue && !busy) onIssue();
  };

  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="invoice-issue-heading">
      <h2 id="invoice-issue-heading" className="text-lg font-semibold">
        {t('issue.heading')}
      </h2>
      <div className="rounded-lg bg-gray-100 px-4 py-3 dark:bg-gray-900">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('issue.next_number')}</p>
        <p className="font-mono text-2xl font-bold break-all" data-testid="next-invoice-number">
          {leftForTheApp(plan.number ?? '—', '\u00a0')}
        </p>
      </div>
      {plan.duplicate && (
        <p className="alert-error text-sm" role="alert">
          {t('issue.duplicate_warning')}
        </p>
      )}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <div className="flex flex-col gap-1">
            <label htmlFor="invoice-description" className="label">
              {t('issue.description')}
            </label>
            <input
              id="invoice-description"
              className="input"
              value={description}
              maxLength={100}
              placeholder={t('issue.description_placeholder')}
              onChange={(event) => onDescriptionChange(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="invoice-amount" className="label">
              {t('issue.amount')}
            </label>
            <input
              id="invoice-amount"
              className={`input text-right tabular-nums ${amountError ? 'input-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              value={amountText}
              placeholder={t('issue.amount_placeholder')}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? 'invoice-amount-error' : undefined}
              onChange={(event) => onAmountChange(event.target.value)}
            />
            {amountError && (
              <p id="invoice-amount-error" className="text-sm text-red-700 dark:text-red-300">
                {amountError}
              </p>
            )}
          </div>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={!canIssue || busy}>
            {t('issue.button')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {lastIssued && (
          <div className="alert-success flex flex-wrap items-center justify-between gap-3">
            <p>{t('issue.issued', { number: lastIssued.number })}</p>
            <CopyButton text={lastIssued.number} label={t('issue.copy_number')} />
          </div>
        )}
      </div>
      {refusal && (
        <p className="alert-error" role="alert">
          {t(refusal === 'account' ? 'issue.account_failed' : 'issue.storage_failed')}
        </p>
      )}
      {saveFailed && (
        <p className="alert-error" role="alert">
          {t('issue.save_failed')}
        </p>
      )}
    </section>
  );
}
