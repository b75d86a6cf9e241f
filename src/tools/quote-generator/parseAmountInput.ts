export type AmountInputError = 'required' | 'not_integer' | 'too_small' | 'too_large';

export type AmountInputResult =
  { ok: true; value: number } | { ok: false; error: AmountInputError };

/**
 * A whole number typed by a person: full-width digits (１２３), thousands separators (1,000 or
 * １，０００), a leading ¥ and surrounding spaces are accepted, then checked against the range.
 */
export function parseAmountInput(raw: string, min: number, max: number): AmountInputResult {
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/^[¥￥]/, '')
    .replace(/[,\s]/g, '');
  if (text === '') return { ok: false, error: 'required' };
  if (!/^-?\d+$/.test(text)) return { ok: false, error: 'not_integer' };
  const value = Number(text);
  if (value < min) return { ok: false, error: 'too_small' };
  if (value > max) return { ok: false, error: 'too_large' };
  return { ok: true, value };
}
