import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { FormField } from '../../components/FormField';
import type { CustomersApi } from '../../lib/customers/useCustomers';
import { CustomerPicker } from './CustomerPicker';
import { DocumentNumberFields } from './DocumentNumberFields';
import { DocumentTermsForm } from './DocumentTermsForm';
import { HONORIFICS, type DraftKind, type Honorific, type QuoteHeader } from './quoteTypes';
import { RegistrationNumberField } from '../../components/RegistrationNumberField';
import type { QuoteDraftActions } from './useQuoteDraft';

// The recipient's postal address and mail address load right after the page (the box is closed
// until it holds something): the tool's own code stays within its budget.
const RecipientAddressFields = lazy(() =>
  import('./RecipientAddressFields').then((module) => ({
    default: module.RecipientAddressFields,
  })),
);

interface Props {
  kind: DraftKind;
  customers: CustomersApi;
  header: QuoteHeader;
  actions: Pick<QuoteDraftActions, 'updateHeader' | 'changeDate' | 'setPaperReceipt'>;
  receipt?: { paper: boolean; amountBeforeTax: number };
  /** 免税事業者: no 登録番号 is asked for or printed. */
  exemptIssuer?: boolean;
  t: TFunction;
}

/** Whether the recipient's postal address or mail address holds anything (the box opens). */
function hasRecipientAddress(header: QuoteHeader) {
  return [
    header.clientPostalCode,
    header.clientAddress,
    header.clientDepartment,
    header.clientPerson,
    header.clientEmail,
  ].some((value) => value.trim() !== '');
}

export function QuoteHeaderForm({
  kind,
  customers,
  header,
  actions,
  receipt,
  exemptIssuer = false,
  t,
}: Props) {
  const { updateHeader } = actions;

  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="quote-header-heading">
      <h2 id="quote-header-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('sections.header')}
      </h2>
      <DocumentNumberFields kind={kind} header={header} actions={actions} t={t} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label={t('header.client_name')}>
          {({ id }) => (
            <input
              id={id}
              className="input w-full"
              value={header.clientName}
              placeholder={t('header.client_placeholder')}
              autoComplete="organization"
              onChange={(event) => updateHeader('clientName', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('header.honorific')}>
          {({ id }) => (
            <select
              id={id}
              className="input w-full"
              value={header.honorific}
              onChange={(event) => updateHeader('honorific', event.target.value as Honorific)}
            >
              {HONORIFICS.map((honorific) => (
                <option key={honorific} value={honorific}>
                  {t(`header.honorifics.${honorific}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <CustomerPicker
        customers={customers}
        header={header}
        onChoose={(customer) => {
          updateHeader('clientName', customer.name);
          updateHeader('honorific', customer.honorific);
          updateHeader('clientPostalCode', customer.postalCode);
          updateHeader('clientAddress', customer.address);
          updateHeader('clientDepartment', customer.department);
          updateHeader('clientPerson', customer.person);
          updateHeader('clientEmail', customer.email);
        }}
        t={t}
      />
      <details
        className="rounded-lg border border-gray-300 p-3 dark:border-gray-600"
        open={hasRecipientAddress(header) || undefined}
      >
        <summary className="cursor-pointer text-sm font-bold">
          {t('header.recipient_address')}
        </summary>
        <Suspense fallback={null}>
          <RecipientAddressFields header={header} updateHeader={updateHeader} t={t} />
        </Suspense>
      </details>
      <FormField label={t('header.subject')}>
        {({ id }) => (
          <input
            id={id}
            className="input w-full"
            value={header.subject}
            placeholder={t('header.subject_placeholder')}
            onChange={(event) => updateHeader('subject', event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('header.company_name')}>
          {({ id }) => (
            <input
              id={id}
              className="input w-full"
              value={header.companyName}
              placeholder={t('header.company_placeholder')}
              onChange={(event) => updateHeader('companyName', event.target.value)}
            />
          )}
        </FormField>
        {!exemptIssuer && (
          <RegistrationNumberField
            value={header.registrationNumber}
            onChange={(value) => updateHeader('registrationNumber', value)}
            requiredOnInvoice={kind === 'invoice'}
          />
        )}
      </div>
      <FormField label={t('header.issuer_details')}>
        {({ id }) => (
          <textarea
            id={id}
            rows={3}
            className="input w-full"
            value={header.issuerDetails}
            placeholder={t('header.issuer_placeholder')}
            onChange={(event) => updateHeader('issuerDetails', event.target.value)}
          />
        )}
      </FormField>
      <DocumentTermsForm kind={kind} header={header} actions={actions} receipt={receipt} t={t} />
      <FormField label={t('header.notes')}>
        {({ id }) => (
          <textarea
            id={id}
            rows={3}
            className="input w-full"
            value={header.notes}
            placeholder={t('header.notes_placeholder')}
            onChange={(event) => updateHeader('notes', event.target.value)}
          />
        )}
      </FormField>
    </section>
  );
}
