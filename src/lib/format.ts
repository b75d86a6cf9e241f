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
