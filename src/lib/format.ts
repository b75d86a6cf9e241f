/**
 * Numbers as both ja-JP and en-US write them: digits grouped by threes with commas.
 * Whole numbers (counts, lengths, yen) are formatted here by hand: a page's first
 * `Intl.NumberFormat` or `toLocaleString` loads ICU's number data, which blocks the page for
 * tens of milliseconds on a phone. Other values (fractions, huge numbers) go through Intl.
 */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('ja-JP');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** ￥1,234 (as Intl writes yen for ja-JP) — yen have no minor unit. */
export function formatYen(amount: number): string {
  const yen = Math.trunc(amount);
  return yen < 0 ? `-￥${formatInteger(-yen)}` : `￥${formatInteger(yen)}`;
}

/** A quantity with up to two decimals (1.5, 0.25, 1,234.5), grouped as formatInteger groups. */
export function formatQuantity(value: number): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `${formatInteger(Number(whole))}${decimals ? `.${decimals}` : ''}`;
  return value < 0 ? `-${text}` : text;
}
