export type RegistrationNumberStatus =
  'empty' | 'valid' | 'invalid_format' | 'check_digit_mismatch';

export interface RegistrationNumberCheck {
  status: RegistrationNumberStatus;
  /** Upper-case, half-width, without spaces or hyphens: what the document prints. */
  normalized: string;
}

/** T１２３４-5678… typed in any width, with spaces or hyphens, becomes T12345678…. */
export function normalizeRegistrationNumber(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\s\-‐‑–—−ー]/g, '')
    .toUpperCase();
}

/**
 * The check digit of a corporate number (法人番号): 9 − (Σ digit × (1 or 2)) mod 9, weights 1 for
 * odd and 2 for even positions counted from the right of the other 12 digits.
 */
export function corporateCheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let position = 1; position <= 12; position += 1) {
    const digit = Number(twelveDigits[12 - position]);
    sum += digit * (position % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/**
 * A qualified invoice issuer's registration number (適格請求書発行事業者登録番号) is T followed by
 * 13 digits. For a corporation the digits are its corporate number, whose first digit is a check
 * digit; sole proprietors get numbers that may not follow it, so a mismatch is only a warning.
 */
export function checkRegistrationNumber(raw: string): RegistrationNumberCheck {
  const normalized = normalizeRegistrationNumber(raw);
  if (normalized === '') return { status: 'empty', normalized };
  if (!/^T[1-9]\d{12}$/.test(normalized)) return { status: 'invalid_format', normalized };
  const digits = normalized.slice(1);
  const matches = corporateCheckDigit(digits.slice(1)) === Number(digits[0]);
  return { status: matches ? 'valid' : 'check_digit_mismatch', normalized };
}
