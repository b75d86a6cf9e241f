import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import {
  resendConfirmation,
  verifyEmailCode,
  type EmailCodePurpose,
} from '../../lib/auth/authActions';
import { describeAuthError } from '../../lib/auth/authErrors';
import { sixDigitCode } from '../../lib/auth/oneTimeCode';
import { AuthField } from './AuthField';

type Translate = (key: string, values?: Record<string, string>) => string;

interface Props {
  email: string;
  purpose: EmailCodePurpose;
  t: Translate;
  inputRef?: RefObject<HTMLInputElement | null>;
  onVerified: () => void;
  onProcessing: (processing: boolean) => void;
}

function errorMessage(error: unknown, t: Translate): string {
  const described = describeAuthError(error);
  return described.raw !== undefined
    ? t('errors.provider_message', { message: described.raw })
    : t(described.key, described.values);
}

/**
 * The six-digit code of a confirmation or password-reset mail, for when its link opens in
 * another browser (a phone's mail app often does): entering it here does what the link does.
 */
export function EmailCodeForm({ email, purpose, t, inputRef, onVerified, onProcessing }: Props) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // The code field takes the focus when it appears (the form replaces the one just sent).
  useEffect(() => {
    inputRef?.current?.focus();
  }, [inputRef]);

  const run = async (action: () => Promise<{ ok: boolean; error?: unknown }>) => {
    setProcessing(true);
    onProcessing(true);
    const result = await action();
    setProcessing(false);
    onProcessing(false);
    return result;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const digits = sixDigitCode(code);
    setFieldError(digits === null ? 'code_invalid_format' : null);
    if (digits === null) return;
    const result = await run(() => verifyEmailCode(email, digits, purpose));
    if (!result.ok) {
      setError(errorMessage(result.error, t));
      return;
    }
    onVerified();
  };

  const onResend = async () => {
    if (purpose === 'recovery') return;
    setError(null);
    setNotice(null);
    const result = await run(() => resendConfirmation(email, purpose));
    if (!result.ok) setError(errorMessage(result.error, t));
    else setNotice(t('code_resent', { email }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3"
      aria-busy={processing}
    >
      <AuthField
        id={`auth-code-${purpose}`}
        label={t('code_label')}
        hint={t(purpose === 'recovery' ? 'code_hint_recovery' : 'code_hint_signup')}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={fieldError !== null && t(fieldError)}
        inputRef={inputRef}
      />
      {error && (
        <p role="alert" className="alert-error text-sm">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="alert-success text-sm">
          {notice}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={processing}>
        {processing ? t('processing') : t('submit_code')}
      </button>
      {purpose !== 'recovery' && (
        <button
          type="button"
          className="self-start text-sm text-blue-700 underline dark:text-blue-300"
          disabled={processing}
          onClick={() => void onResend()}
        >
          {t('resend_confirmation')}
        </button>
      )}
    </form>
  );
}
