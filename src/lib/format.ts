const yenFormatter = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const integerFormatter = new Intl.NumberFormat('ja-JP');

/** ¥1,234 — yen have no minor unit. */
export function formatYen(amount: number): string {
  return yenFormatter.format(Math.trunc(amount));
}

export function formatInteger(value: number): string {
  return integerFormatter.format(value);
}
