import { AuthError } from './errors.ts';

/**
 * GoTrue's validateEmail (supabase/auth internal/api/mail.go): required, at most 255 bytes,
 * and the format of github.com/badoux/checkmail's ValidateFormat at the version GoTrue pins
 * (d0a759655d62): the HTML5 "valid e-mail address" pattern, so `xx:;x@x.x` is refused.
 * The text is taken as sent (no trimming) and lower-cased.
 */
const CHECKMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const invalid = (message: string) => new AuthError(400, 'validation_failed', message);

/** The address GoTrue would store (lower-cased), or GoTrue's validation error. */
export function normalizeEmail(email: string): string {
  if (email === '') throw invalid('An email address is required');
  if (new TextEncoder().encode(email).length > 255) throw invalid('An email address is too long');
  if (!CHECKMAIL_FORMAT.test(email)) {
    throw invalid('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
