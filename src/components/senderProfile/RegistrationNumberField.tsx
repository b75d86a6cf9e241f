import { FormField } from '../FormField';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { checkRegistrationNumber } from '../../lib/senderProfile';
import { locales, SENDER_PROFILE_NAMESPACE } from './locales';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Warns while empty: a qualified invoice (適格請求書) must show the number. */
  required?: boolean;
  className?: string;
}

/**
 * The qualified invoice issuer's registration number (T + 13 digits) with its hint, its format
 * error and its check-digit warning, as the sender profile and the documents ask for it.
 */
export function RegistrationNumberField({ value, onChange, required = false, className }: Props) {
  const { t } = useToolTranslation(SENDER_PROFILE_NAMESPACE, locales);
  const { status } = checkRegistrationNumber(value);
  const warning =
    status === 'check_digit_mismatch'
      ? t('fields.registration_check_digit')
      : required && status === 'empty'
        ? t('fields.registration_missing')
        : null;
  return (
    <FormField
      label={t('fields.registration_number')}
      hint={t('fields.registration_hint')}
      error={status === 'invalid_format' ? t('fields.registration_invalid') : null}
      warning={warning}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={`input w-full ${invalid ? 'input-invalid' : ''}`}
          value={value}
          placeholder="T1234567890123"
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
