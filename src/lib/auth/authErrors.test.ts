import { describeAuthError } from './authErrors';

describe('describeAuthError', () => {
  it.each([
    [
      { code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 },
      'errors.invalid_credentials',
    ],
    [
      { code: 'user_already_exists', message: 'User already registered', status: 422 },
      'errors.already_registered',
    ],
    [{ code: 'email_exists', status: 422 }, 'errors.already_registered'],
    [{ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }, 'errors.network'],
    [{ status: 503, message: 'Service Unavailable' }, 'errors.network'],
    [
      {
        code: 'validation_failed',
        message: 'Unsupported provider: provider is not enabled',
        status: 400,
      },
      'errors.provider_not_configured',
    ],
    [{}, 'auth_failed'],
    [null, 'auth_failed'],
    ['boom', 'auth_failed'],
  ])('%j -> %s', (error, key) => {
    expect(describeAuthError(error).key).toBe(key);
  });

  it('keeps the weak-password reasons it knows', () => {
    expect(
      describeAuthError({ code: 'weak_password', reasons: ['length', 'bogus', 'characters'] }),
    ).toEqual({ key: 'errors.weak_password', values: { reasons: 'length,characters' } });
  });

  it('shows an unknown provider message as it is', () => {
    expect(describeAuthError({ code: 'something_new', message: 'Try later', status: 400 })).toEqual(
      {
        key: 'errors.provider_message',
        raw: 'Try later',
      },
    );
  });

  it('tells the per-address minute (with its seconds) from the project’s hourly mail limit', () => {
    expect(
      describeAuthError({
        code: 'over_email_send_rate_limit',
        status: 429,
        message: 'For security purposes, you can only request this after 37 seconds.',
      }),
    ).toEqual({ key: 'errors.mail_too_soon', values: { seconds: '37' } });
    expect(
      describeAuthError({
        code: 'over_email_send_rate_limit',
        status: 429,
        message: 'email rate limit exceeded',
      }),
    ).toEqual({ key: 'errors.mail_limit' });
    expect(describeAuthError({ code: 'otp_expired', status: 403 }).key).toBe('errors.code_invalid');
  });
});
