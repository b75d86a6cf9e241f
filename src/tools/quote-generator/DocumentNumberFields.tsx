import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import type { QuoteDraftActions } from './useQuoteDraft';
import type { DraftKind, QuoteHeader } from './quoteTypes';

interface Props {
  kind: DraftKind;
  header: QuoteHeader;
  actions: Pick<QuoteDraftActions, 'updateHeader' | 'changeDate'>;
  t: TFunction;
}

/** Numbers come from the numbering and are never typed, so none can repeat another. */
const READ_ONLY = 'input w-full bg-gray-100 dark:bg-gray-900';

/**
 * The number and date of the document. Every number comes from the one numbering and cannot be
 * changed, so it never repeats another.
 */
export function DocumentNumberFields({ kind, header, actions, t }: Props) {
  const { updateHeader, changeDate } = actions;
  const leftForTheApp = useLeftForTheApp();

  if (kind === 'quote') {
    const validUntilWarning =
      header.date && header.validUntil && header.validUntil < header.date
        ? t('errors.valid_until_before_date')
        : null;
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('header.quote_number')} hint={t('header.number_hint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              className={READ_ONLY}
              value={leftForTheApp(header.quoteNumber)}
              placeholder={t('header.number_pending')}
              readOnly
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField label={t('header.date')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={leftForTheApp(header.date)}
              onChange={(event) => changeDate(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('header.valid_until')} warning={validUntilWarning}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={leftForTheApp(header.validUntil)}
              aria-describedby={describedBy}
              onChange={(event) => updateHeader('validUntil', event.target.value)}
            />
          )}
        </FormField>
      </div>
    );
  }

  const invoice = kind === 'invoice';
  const receipt = kind === 'receipt';
  const numberLabel = invoice
    ? 'header.invoice_number'
    : receipt
      ? 'header.receipt_number'
      : 'header.delivery_number';
  const dateLabel = invoice
    ? 'header.invoice_date'
    : receipt
      ? 'header.receipt_date'
      : 'header.delivery_date';
  const reference = receipt ? 'invoiceReference' : 'quoteNumber';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t(numberLabel)} hint={t('header.number_hint')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={READ_ONLY}
            value={header.documentNumber}
            readOnly
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField label={t(dateLabel)}>
        {({ id }) => (
          <input
            id={id}
            type="date"
            className="input w-full"
            value={header.date}
            onChange={(event) => updateHeader('date', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t(receipt ? 'header.invoice_reference' : 'header.quote_reference')}>
        {({ id }) => (
          <input
            id={id}
            className="input w-full"
            value={header[reference]}
            onChange={(event) => updateHeader(reference, event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
