import { useToolTranslation } from '../lib/i18n/toolLocales';
import { checkRegistrationNumber } from '../lib/senderProfile/registrationNumber';
import { FormField } from './FormField';
import {
  REGISTRATION_NUMBER_NAMESPACE,
  registrationNumberLocales,
} from './registrationNumberLocales';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** On an invoice an empty number is worth a warning (a qualified invoice shows it). */
  requiredOnInvoice?: boolean;
  className?: string;
}

/**
 * The 登録番号 (T + 13 digits) input with its messages: an error for a malformed number, a
 * warning for a check digit that does not match a corporate number or a missing number on an
 * invoice. Used by the sender profile and by every document's issuer fields.
 */
export function RegistrationNumberField({
  value,
  onChange,
  requiredOnInvoice = false,
  className,
}: Props) {
  const { t } = useToolTranslation(REGISTRATION_NUMBER_NAMESPACE, registrationNumberLocales);
  const { status } = checkRegistrationNumber(value);
  const error = status === 'invalid_format' ? t('invalid') : null;
  const warning =
    status === 'check_digit_mismatch'
      ? t('check_digit')
      : requiredOnInvoice && status === 'empty'
        ? t('missing_on_invoice')
        : null;
  return (
    <FormField
      label={t('label')}
      hint={t('hint')}
      error={error}
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
