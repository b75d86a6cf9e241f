import { AuthError } from './errors.ts';
import { compareInPool, hashInPool } from './hash-pool.ts';

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
  return hashInPool(password, cost);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Whether `password` matches `hash`. Without a hash (an unknown e-mail, a guest) the
 * password is still compared, against a dummy hash of the same cost, so that the answer
 * takes as long as for a real user and timing cannot tell which e-mails have accounts.
 */
export async function passwordMatches(
  password: string,
  hash: string | null,
  cost: number,
): Promise<boolean> {
  if (hash) return compareInPool(password, hash);
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashInPool('dummy password, never a real one', cost);
    dummyHashes.set(cost, dummy);
  }
  await compareInPool(password, await dummy);
  return false;
}
