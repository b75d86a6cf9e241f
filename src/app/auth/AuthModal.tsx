import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import {
  isGuest,
  signInWithPassword,
  signInWithProvider,
  signUp,
  type OAuthProvider,
} from '../../lib/auth/authActions';
import { describeAuthError, type AuthErrorMessage } from '../../lib/auth/authErrors';
import type { AuthMode } from '../../lib/auth/AuthModalContext';
import {
  validateAuthForm,
  type AuthFieldErrors,
  type AuthFormValues,
} from '../../lib/auth/validation';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { currentLanguage } from '../../lib/i18n';
import { AuthField } from './AuthField';
import { EmailCodeForm } from './EmailCodeForm';
import { locales } from './locales';
import { PasswordRecoveryForms } from './PasswordRecoveryForms';
import { useFocusTrap } from './useFocusTrap';
import X from 'lucide-react/icons/x';

const EMPTY: AuthFormValues = { fullName: '', email: '', password: '' };
const TITLES: Record<AuthMode, string> = {
  login: 'title_login',
  signup: 'title_signup',
  forgot: 'title_forgot',
  reset: 'title_reset',
};

interface Props {
  initialMode: AuthMode;
  onClose: () => void;
}

export default function AuthModal({ initialMode, onClose }: Props) {
  const { t, i18n } = useToolTranslation('auth', locales);
  const { user } = useAuth();
  const guest = isGuest(user);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<AuthFormValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const [error, setError] = useState<AuthErrorMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  /** After a sign-up that must be confirmed: the address the code went to. */
  const [confirming, setConfirming] = useState<{ email: string; guest: boolean } | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const close = useCallback(() => {
    if (!processing) onClose();
  }, [processing, onClose]);
  useFocusTrapAndFocus(dialogRef, firstFieldRef, close, confirming ? 'confirm' : mode);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setFieldErrors({});
    setError(null);
    setNotice(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAuthForm(mode === 'signup' ? 'signup' : 'login', values);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    setProcessing(true);
    const result =
      mode === 'login'
        ? await signInWithPassword(values.email, values.password)
        : await signUp(
            values.email,
            values.password,
            values.fullName,
            currentLanguage(i18n.resolvedLanguage),
          );
    setProcessing(false);
    if (!result.ok) {
      setError(describeAuthError(result.error));
      return;
    }
    if (result.value === 'confirmation_sent') {
      setNotice(t('signup_check_email', { email: values.email.trim() }));
      setConfirming({ email: values.email.trim(), guest });
      setValues(EMPTY);
      return;
    }
    setValues(EMPTY);
    onClose();
  };

  const onProvider = async (provider: OAuthProvider) => {
    setError(null);
    setProcessing(true);
    const result = await signInWithProvider(provider);
    setProcessing(false);
    if (!result.ok) setError(describeAuthError(result.error));
  };

  const errorText = error ? renderError(error, t) : null;
  const set = (field: keyof AuthFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      onMouseDown={close}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="panel max-h-full w-full max-w-md overflow-y-auto"
        onMouseDown={(event) => event.stopPropagation()}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-xl font-bold">
            {confirming ? t('title_confirm') : t(TITLES[mode])}
          </h2>
          <button type="button" className="icon-btn" aria-label={t('common:close')} onClick={close}>
            <X className="h-5 w-5" />
          </button>
        </div>

        {confirming ? (
          <>
            <p role="status" className="alert-success mb-3 text-sm">
              {notice}
            </p>
            <EmailCodeForm
              email={confirming.email}
              purpose={confirming.guest ? 'guest_signup' : 'signup'}
              t={t}
              inputRef={firstFieldRef}
              onVerified={onClose}
              onProcessing={setProcessing}
            />
            <button
              type="button"
              className="mt-3 text-sm text-blue-700 underline dark:text-blue-300"
              onClick={() => {
                setConfirming(null);
                switchMode('signup');
              }}
            >
              {t('change_email')}
            </button>
          </>
        ) : mode === 'forgot' || mode === 'reset' ? (
          <PasswordRecoveryForms
            mode={mode}
            t={t}
            firstFieldRef={firstFieldRef}
            onBackToLogin={() => switchMode('login')}
            onRecovered={() => switchMode('reset')}
            onProcessing={setProcessing}
          />
        ) : (
          <>
            {guest && (
              <p className={`mb-4 text-sm ${mode === 'login' ? 'alert-warning' : 'alert-info'}`}>
                {mode === 'login' ? t('guest_login_warning') : t('guest_signup_note')}
              </p>
            )}

            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="flex flex-col gap-3"
              aria-busy={processing}
            >
              {mode === 'signup' && (
                <AuthField
                  id="auth-full-name"
                  label={t('full_name')}
                  hint={t('full_name_hint')}
                  value={values.fullName}
                  onChange={set('fullName')}
                  autoComplete="name"
                  error={fieldErrors.fullName && t(fieldErrors.fullName)}
                  inputRef={firstFieldRef}
                />
              )}
              <AuthField
                id="auth-email"
                label={t('email')}
                type="email"
                value={values.email}
                onChange={set('email')}
                autoComplete="email"
                required
                error={fieldErrors.email && t(fieldErrors.email)}
                inputRef={mode === 'login' ? firstFieldRef : undefined}
              />
              <AuthField
                id="auth-password"
                label={t('password')}
                type="password"
                value={values.password}
                onChange={set('password')}
                required
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                hint={mode === 'signup' ? t('password_hint') : undefined}
                error={fieldErrors.password && t(fieldErrors.password)}
              />

              {mode === 'login' && (
                <button
                  type="button"
                  className="self-start text-sm text-blue-700 underline dark:text-blue-300"
                  onClick={() => switchMode('forgot')}
                >
                  {t('forgot_link')}
                </button>
              )}

              {errorText && (
                <div role="alert" className="alert-error text-sm">
                  <p>{errorText.message}</p>
                  {errorText.reasons.length > 0 && (
                    <ul className="mt-1 list-disc pl-5">
                      {errorText.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  )}
                  {error?.key === 'errors.already_registered' && mode === 'signup' && (
                    <button
                      type="button"
                      className="mt-2 underline"
                      onClick={() => switchMode('login')}
                    >
                      {t('already_registered_offer')}
                    </button>
                  )}
                </div>
              )}
              {notice && (
                <p role="status" className="alert-success text-sm">
                  {notice}
                </p>
              )}

              <button type="submit" className="btn btn-primary mt-1" disabled={processing}>
                {processing
                  ? t('processing')
                  : mode === 'login'
                    ? t('submit_login')
                    : t('submit_signup')}
              </button>
            </form>

            <p className="muted my-4 text-center text-sm">{t('or')}</p>
            <div className="flex flex-col gap-2">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={processing}
                onClick={() => void onProvider('google')}
              >
                {t('with_google')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={processing}
                onClick={() => void onProvider('github')}
              >
                {t('with_github')}
              </button>
            </div>

            <p className="mt-4 text-center text-sm">
              <button
                type="button"
                className="text-blue-700 underline dark:text-blue-300"
                aria-describedby={titleId}
                onClick={() => switchMode(mode === 'login' ? 'signup' : 'login')}
              >
                {mode === 'login' ? t('to_signup') : t('to_login')}
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function renderError(
  error: AuthErrorMessage,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const message =
    error.raw !== undefined
      ? t('errors.provider_message', { message: error.raw })
      : t(error.key, error.values);
  const reasons = (error.values?.reasons ?? '')
    .split(',')
    .filter(Boolean)
    .map((reason) => t(`weak_reasons.${reason}`));
  return { message, reasons };
}

function useFocusTrapAndFocus(
  dialogRef: RefObject<HTMLDivElement | null>,
  firstFieldRef: RefObject<HTMLInputElement | null>,
  close: () => void,
  mode: AuthMode | 'confirm',
) {
  useFocusTrap(dialogRef, close);
  useEffect(() => {
    firstFieldRef.current?.focus();
  }, [firstFieldRef, mode]);
}
