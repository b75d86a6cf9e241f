import { useId } from 'react';
import type { TFunction } from 'i18next';
import type { ContactDetails, WifiDetails } from './qrPayloads';
import { WifiFields } from './WifiFields';

export type ContentMode = 'text' | 'wifi' | 'contact';
export type ContactFormat = 'mecard' | 'vcard';
const MODES: readonly ContentMode[] = ['text', 'wifi', 'contact'];
const CONTACT_FIELDS: readonly (keyof ContactDetails)[] = [
  'familyName',
  'givenName',
  'familyNameReading',
  'givenNameReading',
  'organization',
  'phone',
  'email',
  'url',
  'address',
  'note',
];
const CONTACT_LABELS: Record<keyof ContactDetails, string> = {
  familyName: 'contact.family_name',
  givenName: 'contact.given_name',
  familyNameReading: 'contact.family_reading',
  givenNameReading: 'contact.given_reading',
  organization: 'contact.organization',
  phone: 'contact.phone',
  email: 'contact.email',
  url: 'contact.url',
  address: 'contact.address',
  note: 'contact.note',
};
const CONTACT_INPUT: Partial<Record<keyof ContactDetails, { type: string; autoComplete: string }>> =
  {
    phone: { type: 'tel', autoComplete: 'tel' },
    email: { type: 'email', autoComplete: 'email' },
    url: { type: 'url', autoComplete: 'url' },
  };

interface Props {
  t: TFunction;
  mode: ContentMode;
  onMode: (mode: ContentMode) => void;
  text: string;
  onText: (text: string) => void;
  wifi: WifiDetails;
  onWifi: (wifi: WifiDetails) => void;
  contact: ContactDetails;
  onContact: (contact: ContactDetails) => void;
  contactFormat: ContactFormat;
  onContactFormat: (format: ContactFormat) => void;
  payload: string;
}

export function ContentPanel(props: Props) {
  const { t, mode } = props;
  const id = useId();
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('content_heading')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="label mb-1">{t('mode_legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {MODES.map((candidate) => (
            <label
              key={candidate}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 has-checked:border-blue-700 has-checked:bg-blue-50 dark:border-gray-600 dark:has-checked:border-blue-300 dark:has-checked:bg-blue-950"
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={candidate}
                checked={mode === candidate}
                onChange={() => props.onMode(candidate)}
              />
              {t(`modes.${candidate}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'text' && (
        <div className="flex flex-col gap-1">
          <label className="label" htmlFor={`${id}-text`}>
            {t('text_label')}
          </label>
          <textarea
            id={`${id}-text`}
            className="input min-h-32 font-mono"
            value={props.text}
            placeholder={t('text_placeholder')}
            onChange={(event) => props.onText(event.target.value)}
          />
        </div>
      )}

      {mode === 'wifi' && <WifiFields t={t} wifi={props.wifi} onWifi={props.onWifi} />}

      {mode === 'contact' && (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="label mb-1">{t('contact.format_legend')}</legend>
            {(['mecard', 'vcard'] as const).map((format) => (
              <label key={format} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={format}
                  checked={props.contactFormat === format}
                  onChange={() => props.onContactFormat(format)}
                />
                {t(`contact.${format}`)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            {CONTACT_FIELDS.map((field) => (
              <div
                key={field}
                className={`flex flex-col gap-1 ${field === 'address' || field === 'note' ? 'sm:col-span-2' : ''}`}
              >
                <label className="label" htmlFor={`${id}-${field}`}>
                  {t(CONTACT_LABELS[field])}
                </label>
                <input
                  id={`${id}-${field}`}
                  className="input"
                  type={CONTACT_INPUT[field]?.type ?? 'text'}
                  autoComplete={CONTACT_INPUT[field]?.autoComplete ?? 'off'}
                  value={props.contact[field]}
                  onChange={(event) =>
                    props.onContact({ ...props.contact, [field]: event.target.value })
                  }
                />
              </div>
            ))}
          </div>
        </>
      )}

      {mode !== 'text' && (
        <div className="flex flex-col gap-1">
          <label className="label" htmlFor={`${id}-payload`}>
            {t('payload_label')}
          </label>
          <textarea
            id={`${id}-payload`}
            className="input min-h-20 bg-gray-50 font-mono text-sm dark:bg-gray-900"
            readOnly
            value={props.payload}
          />
        </div>
      )}
    </section>
  );
}
