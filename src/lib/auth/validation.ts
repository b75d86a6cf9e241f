export const PASSWORD_MIN_LENGTH = 6;

export type AuthFormMode = 'login' | 'signup';

export interface AuthFormValues {
  fullName: string;
  email: string;
  password: string;
}

export type AuthFieldErrors = Partial<Record<keyof AuthFormValues, string>>;

// Deliberately permissive (the server has the last word): one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Returns translation keys (namespace `auth`) per invalid field; empty when the form may be sent. */
export function validateAuthForm(mode: AuthFormMode, values: AuthFormValues): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (mode === 'signup' && values.fullName.trim().length > 100) {
    errors.fullName = 'validation.name_too_long';
  }
  if (values.email.trim() === '') errors.email = 'validation.email_required';
  else if (!isValidEmail(values.email)) errors.email = 'validation.email_invalid';
  if (values.password === '') errors.password = 'validation.password_required';
  else if (mode === 'signup' && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = 'validation.password_too_short';
  }
  return errors;
}

/** The e-mail of the forgotten-password form: a translation key, or null when it may be sent. */
export function validateResetEmail(email: string): string | null {
  if (email.trim() === '') return 'validation.email_required';
  return isValidEmail(email) ? null : 'validation.email_invalid';
}

/** A new password (after a reset link): a translation key, or null when it may be sent. */
export function validateNewPassword(password: string): string | null {
  if (password === '') return 'validation.password_required';
  return password.length < PASSWORD_MIN_LENGTH ? 'validation.password_too_short' : null;
}
