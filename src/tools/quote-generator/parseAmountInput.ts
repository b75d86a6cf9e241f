export type AmountInputError =
  'required' | 'not_integer' | 'too_precise' | 'too_small' | 'too_large';

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

export type QuantityInputResult =
  { ok: true; value: number; hundredths: number } | { ok: false; error: AmountInputError };

/**
 * A quantity typed by a person, with up to two decimals (1.5 時間, 0.25 人月): full-width digits,
 * a full-width point (．) and thousands separators are accepted. The value in hundredths is exact
 * (no binary fraction), for the amount's arithmetic.
 */
export function parseQuantityInput(raw: string, min: number, max: number): QuantityInputResult {
  const text = raw.normalize('NFKC').trim().replace(/[,\s]/g, '');
  if (text === '') return { ok: false, error: 'required' };
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    return { ok: false, error: /^-?\d*\.\d{3,}$/.test(text) ? 'too_precise' : 'not_integer' };
  }
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (whole.length > 12) return { ok: false, error: 'too_large' };
  const hundredths = (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) * (sign ? -1 : 1);
  const value = hundredths / 100;
  if (value < min) return { ok: false, error: 'too_small' };
  if (value > max) return { ok: false, error: 'too_large' };
  return { ok: true, value, hundredths };
}
