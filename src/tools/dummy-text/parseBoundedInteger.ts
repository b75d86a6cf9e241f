export type BoundedIntegerResult =
  | { ok: true; value: number }
  | { ok: false; error: 'empty' | 'not_integer' | 'too_small' | 'too_large' };

/**
 * Reads a whole number typed by a person: full-width digits (１０００) and thousands separators
 * (1,000) are accepted, as Japanese keyboards and habits produce them.
 */
export function parseBoundedInteger(input: string, min: number, max: number): BoundedIntegerResult {
  const normalized = input.normalize('NFKC').replace(/[,\s]/g, '');
  if (normalized === '') return { ok: false, error: 'empty' };
  if (!/^\d+$/.test(normalized)) return { ok: false, error: 'not_integer' };
  const value = Number(normalized);
  if (value < min) return { ok: false, error: 'too_small' };
  if (value > max) return { ok: false, error: 'too_large' };
  return { ok: true, value };
}
