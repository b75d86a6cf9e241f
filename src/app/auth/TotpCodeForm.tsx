import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { verifyTotpCode } from '../../lib/auth/mfa';
import { sixDigitCode } from '../../lib/auth/oneTimeCode';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { mfaErrorKey, mfaLocales } from './mfaLocales';

interface Props {
  id: string;
  factorId: string;
  submitLabel: string;
  onVerified: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Further buttons beside the submit button (cancel, sign out). */
  children?: ReactNode;
}

/** The 6-digit code of an authenticator app, checked with supabase-js's auth.mfa. */
export function TotpCodeForm({ id, factorId, submitLabel, onVerified, inputRef, children }: Props) {
  const { t } = useToolTranslation('mfa', mfaLocales);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sixDigitCode(code) === null) {
      setError('errors.code_format');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await verifyTotpCode(factorId, code);
    setBusy(false);
    if (!result.ok) {
      setError(mfaErrorKey(result.error));
      setCode('');
      return;
    }
    onVerified();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3"
      aria-busy={busy}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="label">
          {t('code')}
        </label>
        <input
          id={id}
          ref={inputRef}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`input max-w-48 text-lg tracking-widest ${error ? 'input-invalid' : ''}`}
        />
        <p id={`${id}-hint`} className="muted text-xs">
          {t('code_hint')}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(error)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('verifying') : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
