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

function inputClass(invalid: boolean): string {
  return `input w-full ${invalid ? 'input-invalid' : ''}`;
}

/**
 * The number and date of the document. A quote's number is typed freely; an invoice's comes from
 * the shared invoice numbering and cannot be changed, so it never duplicates another.
 */
export function DocumentNumberFields({ kind, header, actions, t }: Props) {
  const { updateHeader, changeDate } = actions;
  const leftForTheApp = useLeftForTheApp();

  if (kind === 'quote') {
    const quoteNumberError =
      header.quoteNumber.trim() === '' ? t('errors.quote_number_required') : null;
    const validUntilWarning =
      header.date && header.validUntil && header.validUntil < header.date
        ? t('errors.valid_until_before_date')
        : null;
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('header.quote_number')} error={quoteNumberError}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className={inputClass(invalid)}
              value={leftForTheApp(header.quoteNumber)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => updateHeader('quoteNumber', event.target.value)}
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
  const numberError =
    !invoice && header.documentNumber.trim() === '' ? t('errors.number_required') : null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        label={t(invoice ? 'header.invoice_number' : 'header.delivery_number')}
        hint={invoice ? t('header.invoice_number_hint') : undefined}
        error={numberError}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className={`${inputClass(invalid)} ${invoice ? 'bg-gray-100 dark:bg-gray-900' : ''}`}
            value={header.documentNumber}
            readOnly={invoice}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => updateHeader('documentNumber', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t(invoice ? 'header.invoice_date' : 'header.delivery_date')}>
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
      <FormField label={t('header.quote_reference')}>
        {({ id }) => (
          <input
            id={id}
            className="input w-full"
            value={header.quoteNumber}
            onChange={(event) => updateHeader('quoteNumber', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
