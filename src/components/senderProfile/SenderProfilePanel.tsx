import { CollapsiblePanel } from '../CollapsiblePanel';
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
  const summary = [profile.companyName, profile.department, profile.personName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

  return (
    <CollapsiblePanel
      heading={t('heading')}
      summary={summary ? t('summary_filled', { name: summary }) : t('summary_empty')}
      showLabel={t('show')}
      hideLabel={t('hide')}
      defaultOpen={defaultOpen}
      bodyClassName="flex flex-col gap-4"
    >
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
    </CollapsiblePanel>
  );
}
