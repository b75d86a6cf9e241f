/**
 * A six-digit code as typed, from a mail (sign-up confirmation, password reset) or from an
 * authenticator app: digits only. Full-width digits, spaces and hyphens are common on Japanese
 * IMEs and when the code is copied from a mail in groups.
 */
export function normalizeCode(typed: string): string {
  return typed
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\s-]/g, '');
}

/** The code's six digits, or null when what was typed is not a six-digit code. */
export function sixDigitCode(typed: string): string | null {
  const digits = normalizeCode(typed);
  return /^\d{6}$/.test(digits) ? digits : null;
}
