/**
 * Reads a yen amount as people type it in Japan: half- or full-width digits, thousands commas,
 * a leading ¥ or a trailing 円. Only whole non-negative yen are accepted (yen have no minor unit).
 *
 * Shared with invoice-number and expense-checker, which import it from here.
 */
export type YenAmountParse =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'too_large' } | { kind: 'ok'; value: number };

/** Under one trillion yen: large enough for any invoice, small enough for exact tax arithmetic. */
export const MAX_YEN_AMOUNT = 999_999_999_999;

const PLAIN_DIGITS = /^\d+$/;
const GROUPED_DIGITS = /^\d{1,3}(,\d{3})+$/;

export function parseYenAmount(text: string): YenAmountParse {
  // NFKC turns full-width digits, commas and ￥ into their ASCII forms.
  const compact = text.normalize('NFKC').replace(/\s+/g, '');
  if (compact === '') return { kind: 'empty' };
  const digits = compact.replace(/^¥/, '').replace(/円$/, '');
  // Grouping must be by threes so that "1,5" (meant as 1.5) is not read as 15.
  if (!PLAIN_DIGITS.test(digits) && !GROUPED_DIGITS.test(digits)) return { kind: 'invalid' };
  const value = Number(digits.replaceAll(',', ''));
  if (value > MAX_YEN_AMOUNT) return { kind: 'too_large' };
  return { kind: 'ok', value };
}
