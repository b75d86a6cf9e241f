import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import { formatYen } from '../../lib/format';
import { receiptStampDuty, STAMP_DUTY_THRESHOLD } from '../../lib/stampDuty';
import type { QuoteDraftActions } from './useQuoteDraft';
import type { DraftKind, QuoteHeader } from './quoteTypes';

interface Props {
  kind: DraftKind;
  header: QuoteHeader;
  actions: Pick<QuoteDraftActions, 'updateHeader' | 'setPaperReceipt'>;
  /** A receipt: handed over on paper, and the amount before tax the stamp duty is judged by. */
  receipt?: { paper: boolean; amountBeforeTax: number };
  t: TFunction;
}

/** Fields of one kind of document: 納期 and 支払条件 on a quote; dates and 振込先 on an invoice. */
export function DocumentTermsForm({ kind, header, actions, receipt, t }: Props) {
  const { updateHeader } = actions;
  const duty = receipt ? receiptStampDuty(receipt.amountBeforeTax) : 0;
  const receiptTerms = (
    <div className="flex flex-col gap-3">
      <FormField label={t('header.proviso')}>
        {({ id }) => (
          <input
            id={id}
            className="input w-full"
            value={header.proviso}
            placeholder={t('header.proviso_placeholder')}
            maxLength={100}
            onChange={(event) => updateHeader('proviso', event.target.value)}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          className="h-4 w-4 accent-blue-700"
          checked={receipt?.paper ?? false}
          onChange={(event) => actions.setPaperReceipt(event.target.checked)}
        />
        {t('header.paper_receipt')}
      </label>
      <p
        className={receipt?.paper && duty > 0 ? 'alert-warning text-sm' : 'muted text-sm'}
        role="status"
      >
        {!receipt?.paper
          ? t('header.stamp_electronic')
          : duty > 0
            ? t('header.stamp_needed', {
                threshold: formatYen(STAMP_DUTY_THRESHOLD),
                duty: formatYen(duty),
              })
            : t('header.stamp_not_needed')}
      </p>
    </div>
  );
  // FormField calls this with the control's id; it renders an input, it is not a component.
  const renderText =
    (field: 'deliveryTerms' | 'paymentTerms', placeholder: string) =>
    ({ id }: { id: string }) => (
      <input
        id={id}
        className="input w-full"
        value={header[field]}
        placeholder={placeholder}
        maxLength={100}
        onChange={(event) => updateHeader(field, event.target.value)}
      />
    );

  if (kind === 'quote') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('header.delivery_terms')}>
          {renderText('deliveryTerms', t('header.delivery_terms_placeholder'))}
        </FormField>
        <FormField label={t('header.payment_terms')}>
          {renderText('paymentTerms', t('header.payment_terms_placeholder'))}
        </FormField>
      </div>
    );
  }

  if (kind === 'delivery_note') return null;
  if (kind === 'receipt') return receiptTerms;

  const dueWarning =
    header.dueDate && header.date && header.dueDate < header.date
      ? t('errors.due_before_date')
      : null;
  const bankWarning = header.bankAccount.trim() === '' ? t('errors.bank_missing') : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('header.transaction_date')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={header.transactionDate}
              onChange={(event) => updateHeader('transactionDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('header.due_date')}
          hint={t('header.due_date_hint')}
          warning={dueWarning}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={header.dueDate}
              aria-describedby={describedBy}
              onChange={(event) => updateHeader('dueDate', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('header.bank_account')} warning={bankWarning}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={2}
            className="input w-full"
            value={header.bankAccount}
            placeholder={t('header.bank_account_placeholder')}
            aria-describedby={describedBy}
            onChange={(event) => updateHeader('bankAccount', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
