import { useId, useState } from 'react';
import { FormField } from '../FormField';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useSenderProfile, type SenderProfile } from '../../lib/senderProfile';
import { RegistrationNumberField } from '../RegistrationNumberField';
import { locales, SENDER_PROFILE_NAMESPACE } from './locales';
import { SealImageField } from './SealImageField';

type TextField = Exclude<keyof SenderProfile, 'sealImage'>;

interface FieldSpec {
  field: TextField;
  label: string;
  placeholder: string;
  multiline?: boolean;
  type?: 'email' | 'tel';
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    field: 'companyName',
    label: 'company_name',
    placeholder: 'company_placeholder',
    autoComplete: 'organization',
  },
  { field: 'department', label: 'department', placeholder: 'department_placeholder' },
  {
    field: 'personName',
    label: 'person_name',
    placeholder: 'person_placeholder',
    autoComplete: 'name',
  },
  {
    field: 'postalCode',
    label: 'postal_code',
    placeholder: 'postal_placeholder',
    autoComplete: 'postal-code',
  },
  {
    field: 'address',
    label: 'address',
    placeholder: 'address_placeholder',
    multiline: true,
    autoComplete: 'street-address',
  },
  { field: 'tel', label: 'tel', placeholder: 'tel_placeholder', type: 'tel', autoComplete: 'tel' },
  {
    field: 'email',
    label: 'email',
    placeholder: 'email_placeholder',
    type: 'email',
    autoComplete: 'email',
  },
  { field: 'bankAccount', label: 'bank_account', placeholder: 'bank_placeholder', multiline: true },
];

interface Props {
  /** Open at first (e.g. where the profile is the main thing to fill in). */
  defaultOpen?: boolean;
}

/**
 * 自社情報: the user's own company details, typed once and used by every document and mail tool.
 * A collapsible panel to embed in any tool; it saves as the user types (browser storage, and the
 * account when signed in).
 */
export function SenderProfilePanel({ defaultOpen = false }: Props) {
  const { t } = useToolTranslation(SENDER_PROFILE_NAMESPACE, locales);
  const { profile, update, syncStatus } = useSenderProfile();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const summary = [profile.companyName, profile.department, profile.personName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-lg font-bold text-gray-900 dark:text-white">
            {t('heading')}
          </h2>
          <p className="muted text-sm break-words">
            {summary ? t('summary_filled', { name: summary }) : t('summary_empty')}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-secondary text-sm"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t('hide') : t('show')}
        </button>
      </div>
      {/* Drawn only while open: a closed panel costs the page no fields to render and lay out. */}
      {open && (
        <div id={`${id}-body`} className="flex flex-col gap-4">
          <p className="text-sm text-gray-800 dark:text-gray-200">{t('intro')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((spec) => (
              <FormField
                key={spec.field}
                label={t(`fields.${spec.label}`)}
                className={spec.multiline ? 'sm:col-span-2' : ''}
              >
                {({ id: controlId }) =>
                  spec.multiline ? (
                    <textarea
                      id={controlId}
                      rows={2}
                      className="input w-full"
                      value={profile[spec.field]}
                      placeholder={t(`fields.${spec.placeholder}`)}
                      autoComplete={spec.autoComplete}
                      onChange={(event) => update({ [spec.field]: event.target.value })}
                    />
                  ) : (
                    <input
                      id={controlId}
                      type={spec.type ?? 'text'}
                      className="input w-full"
                      value={profile[spec.field]}
                      placeholder={t(`fields.${spec.placeholder}`)}
                      autoComplete={spec.autoComplete}
                      onChange={(event) => update({ [spec.field]: event.target.value })}
                    />
                  )
                }
              </FormField>
            ))}
            <RegistrationNumberField
              value={profile.registrationNumber}
              onChange={(registrationNumber) => update({ registrationNumber })}
              className="sm:col-span-2"
            />
          </div>
          <SealImageField
            value={profile.sealImage}
            onChange={(sealImage) => update({ sealImage })}
            t={t}
          />
          <p className="muted text-xs" role="status">
            {t(`sync.${syncStatus}`)}
          </p>
        </div>
      )}
    </section>
  );
}
