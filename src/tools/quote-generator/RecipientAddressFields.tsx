import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import { addLaterToolLocales } from '../../lib/i18n/toolLocales';
import { laterLocales } from './laterLocales';
import type { QuoteHeader } from './quoteTypes';
import type { QuoteDraftActions } from './useQuoteDraft';

addLaterToolLocales('quote-generator', laterLocales);

/** The recipient's postal address and mail address, from the chosen customer or typed. */
const RECIPIENT_FIELDS = [
  'clientPostalCode',
  'clientAddress',
  'clientDepartment',
  'clientPerson',
  'clientEmail',
] as const;

interface Props {
  header: QuoteHeader;
  updateHeader: QuoteDraftActions['updateHeader'];
  t: TFunction;
}

/**
 * 郵便番号, 住所, 部署 and 担当者, printed on the first page where a 長3 window envelope shows them
 * (windowEnvelope.ts), and the address 「メールで送付」 sends to.
 */
export function RecipientAddressFields({ header, updateHeader, t }: Props) {
  return (
    <div className="mt-2 flex flex-col gap-3">
      <p className="muted text-xs">{t('header.recipient_address_hint')}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        {RECIPIENT_FIELDS.map((field) => (
          <FormField key={field} label={t(`header.recipient.${field}`)}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                type={field === 'clientEmail' ? 'email' : 'text'}
                autoComplete="off"
                value={header[field]}
                placeholder={t(`header.recipient_placeholders.${field}`)}
                onChange={(event) => updateHeader(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
    </div>
  );
}
