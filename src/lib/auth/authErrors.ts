/** What the UI shows for a failed auth call: a translation key (namespace `auth`) and values. */
export interface AuthErrorMessage {
  key: string;
  values?: Record<string, string>;
  /** The provider's own text, shown when no translation fits. */
  raw?: string;
}

interface AuthErrorLike {
  code?: string;
  status?: number;
  message?: string;
  name?: string;
  reasons?: string[];
}

const CODE_KEYS: Record<string, string> = {
  invalid_credentials: 'errors.invalid_credentials',
  user_already_exists: 'errors.already_registered',
  email_exists: 'errors.already_registered',
  email_not_confirmed: 'errors.email_not_confirmed',
  email_address_invalid: 'errors.email_invalid',
  over_request_rate_limit: 'errors.rate_limited',
  otp_expired: 'errors.code_invalid',
  signup_disabled: 'errors.signup_disabled',
  anonymous_provider_disabled: 'errors.guest_disabled',
  provider_disabled: 'errors.provider_not_configured',
  session_not_found: 'errors.session_missing',
  same_password: 'errors.same_password',
  user_not_found: 'errors.session_missing',
};

const WEAK_PASSWORD_REASONS = ['length', 'characters', 'pwned'] as const;

function asErrorLike(error: unknown): AuthErrorLike {
  return typeof error === 'object' && error !== null ? (error as AuthErrorLike) : {};
}

/** Maps supabase-js auth errors to messages users can act on; unknown ones keep their text. */
export function describeAuthError(error: unknown): AuthErrorMessage {
  const e = asErrorLike(error);
  if (e.code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    const reasons = (e.reasons ?? []).filter(
      (reason): reason is (typeof WEAK_PASSWORD_REASONS)[number] =>
        (WEAK_PASSWORD_REASONS as readonly string[]).includes(reason),
    );
    return { key: 'errors.weak_password', values: { reasons: reasons.join(',') } };
  }
  if (e.code === 'over_email_send_rate_limit') {
    // GoTrue's two refusals: the per-address minute (with its seconds) and the project's hour.
    const seconds = /after (\d+) seconds/.exec(e.message ?? '')?.[1];
    return seconds
      ? { key: 'errors.mail_too_soon', values: { seconds } }
      : { key: 'errors.mail_limit' };
  }
  if (e.code && CODE_KEYS[e.code]) return { key: CODE_KEYS[e.code] as string };
  if (
    e.message &&
    /provider is not enabled|provider.*not configured|unsupported provider/i.test(e.message)
  ) {
    return { key: 'errors.provider_not_configured' };
  }
  if (e.name === 'AuthRetryableFetchError' || e.status === 0 || (e.status ?? 0) >= 500) {
    return { key: 'errors.network' };
  }
  if (e.message && e.message.trim() !== '' && e.message !== '{}') {
    return { key: 'errors.provider_message', raw: e.message };
  }
  return { key: 'auth_failed' };
}
