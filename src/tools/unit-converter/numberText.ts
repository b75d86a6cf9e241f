/**
 * Reading numbers people type and writing results without floating-point noise
 * (0.1 + 0.2 shows as 0.3, not 0.30000000000000004).
 */

/**
 * Twelve significant digits hide binary rounding noise (about 1e-16 relative) yet keep every
 * digit people type; large values keep their integer part and three decimals, up to 15 digits.
 */
export const SIGNIFICANT_DIGITS = 12;
const MAX_SIGNIFICANT_DIGITS = 15;

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED_NUMBER = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A number from user text, or null when the text is not one. Full-width digits (１２３),
 * the Japanese minus (－), surrounding spaces and thousands separators (1,234.5) are accepted.
 */
export function parseNumberInput(text: string): number | null {
  const normalized = text.normalize('NFKC').trim().replace(/[−‐]/g, '-');
  if (normalized === '') return null;
  let candidate = normalized;
  if (GROUPED_NUMBER.test(candidate)) candidate = candidate.replaceAll(',', '');
  if (!PLAIN_NUMBER.test(candidate)) return null;
  const value = Number(candidate);
  return Number.isFinite(value) ? value : null;
}

/** The value as shown: exact for integers (1 PiB = 1125899906842624 B), otherwise rounded. */
export function roundSignificant(value: number): number {
  if (value === 0 || !Number.isFinite(value) || Number.isSafeInteger(value)) return value;
  const integerDigits = Math.floor(Math.log10(Math.abs(value))) + 1;
  const digits = Math.min(MAX_SIGNIFICANT_DIGITS, Math.max(SIGNIFICANT_DIGITS, integerDigits + 3));
  return Number(value.toPrecision(digits));
}

/** A plain, re-parseable text of the value: no grouping, exponent only for extreme sizes. */
export function formatPlainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundSignificant(value);
  if (rounded === 0) return '0';
  const magnitude = Math.abs(rounded);
  if (magnitude >= 1e21 || magnitude < 1e-6) return rounded.toExponential();
  return String(rounded);
}

/** The plain text with thousands separators in the integer part, for reading. */
export function formatGroupedNumber(value: number): string {
  const plain = formatPlainNumber(value);
  if (plain.includes('e')) return plain;
  const [integerPart = '', fraction] = plain.split('.');
  const sign = integerPart.startsWith('-') ? '-' : '';
  const digits = integerPart.replace('-', '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
