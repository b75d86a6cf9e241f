import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import type { QuoteDraftActions } from './useQuoteDraft';
import type { DraftKind, QuoteHeader } from './quoteTypes';

interface Props {
  kind: DraftKind;
  header: QuoteHeader;
  actions: Pick<QuoteDraftActions, 'updateHeader'>;
  t: TFunction;
}

/** Fields of one kind of document: 納期 and 支払条件 on a quote; dates and 振込先 on an invoice. */
export function DocumentTermsForm({ kind, header, actions, t }: Props) {
  const { updateHeader } = actions;
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
