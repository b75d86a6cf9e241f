import bcrypt from 'bcryptjs';
import { AuthError } from './errors.ts';

/** GoTrue's default minimum (and the spec's); its only default requirement is length. */
export const MIN_PASSWORD_LENGTH = 6;
// bcrypt ignores everything past 72 bytes; GoTrue refuses such passwords rather than truncate.
const MAX_PASSWORD_BYTES = 72;

/** Throws GoTrue's weak_password error (with its reasons) for a password it would refuse. */
export function assertAcceptablePassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
}

// The same pragmatic check GoTrue applies before it tries to send mail: one @, a dot in the
// domain, no spaces, and the usual length limit.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Lower-cases and trims an e-mail, or throws GoTrue's invalid-format error. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || !EMAIL_FORMAT.test(normalized)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return normalized;
}
