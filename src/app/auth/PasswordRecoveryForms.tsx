import { useState, type FormEvent, type RefObject } from 'react';
import { requestPasswordReset, setNewPassword } from '../../lib/auth/authActions';
import { describeAuthError } from '../../lib/auth/authErrors';
import { validateNewPassword, validateResetEmail } from '../../lib/auth/validation';
import { AuthField } from './AuthField';
import { EmailCodeForm } from './EmailCodeForm';

type Translate = (key: string, values?: Record<string, string>) => string;

interface Props {
  /** forgot: ask for the reset mail; reset: back from its link, set the new password. */
  mode: 'forgot' | 'reset';
  t: Translate;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onBackToLogin: () => void;
  /** Signed in by the mailed code: on to the new password. */
  onRecovered: () => void;
  onProcessing: (processing: boolean) => void;
}

function errorMessage(error: unknown, t: Translate): string {
  const described = describeAuthError(error);
  return described.raw !== undefined
    ? t('errors.provider_message', { message: described.raw })
    : t(described.key);
}

/** 「パスワードをお忘れの方」: the reset-mail request and, after its link, the new password. */
export function PasswordRecoveryForms({
  mode,
  t,
  firstFieldRef,
  onBackToLogin,
  onRecovered,
  onProcessing,
}: Props) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  /** The address a reset mail went to: its code can be entered here. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = mode === 'forgot';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = forgot ? validateResetEmail(value) : validateNewPassword(value);
    setFieldError(problem);
    setError(null);
    if (problem) return;
    setProcessing(true);
    onProcessing(true);
    const result = forgot ? await requestPasswordReset(value) : await setNewPassword(value);
    setProcessing(false);
    onProcessing(false);
    if (!result.ok) {
      setError(errorMessage(result.error, t));
      return;
    }
    if (forgot) setSentTo(value.trim());
    setValue('');
    setNotice(forgot ? t('forgot_sent') : t('reset_done'));
  };

  if (forgot && sentTo !== null) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="alert-success text-sm">
          {notice}
        </p>
        <EmailCodeForm
          email={sentTo}
          purpose="recovery"
          t={t}
          inputRef={firstFieldRef}
          onVerified={onRecovered}
          onProcessing={onProcessing}
        />
        <button
          type="button"
          className="text-center text-sm text-blue-700 underline dark:text-blue-300"
          onClick={onBackToLogin}
        >
          {t('back_to_login')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3"
      aria-busy={processing}
    >
      <p className="text-sm">{forgot ? t('forgot_intro') : t('reset_intro')}</p>
      {forgot ? (
        <AuthField
          id="auth-reset-email"
          label={t('email')}
          type="email"
          value={value}
          onChange={setValue}
          autoComplete="email"
          required
          error={fieldError !== null && t(fieldError)}
          inputRef={firstFieldRef}
        />
      ) : (
        <AuthField
          id="auth-new-password"
          label={t('new_password')}
          type="password"
          value={value}
          onChange={setValue}
          autoComplete="new-password"
          required
          hint={t('password_hint')}
          error={fieldError !== null && t(fieldError)}
          inputRef={firstFieldRef}
        />
      )}
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
      <button type="submit" className="btn btn-primary mt-1" disabled={processing}>
        {processing ? t('processing') : forgot ? t('submit_forgot') : t('submit_reset')}
      </button>
      {forgot && (
        <button
          type="button"
          className="text-center text-sm text-blue-700 underline dark:text-blue-300"
          onClick={onBackToLogin}
        >
          {t('back_to_login')}
        </button>
      )}
    </form>
  );
}
