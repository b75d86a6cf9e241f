/**
 * 源泉徴収税額 on a fee paid to an individual (所得税法第204条, with the 復興特別所得税 added):
 * 10.21% of a payment up to 1,000,000 yen; above it, 20.42% of the part over 1,000,000 plus
 * 102,100 yen; fractions of a yen dropped. The payment is the fee without consumption tax when
 * the invoice shows the tax separately, as the National Tax Agency allows.
 */
export const WITHHOLDING_THRESHOLD = 1_000_000;
const TAX_AT_THRESHOLD = 102_100; // 1,000,000 × 10.21%

/** Integer yen in, integer yen out, exact (no floating-point percentages). */
export function withholdingTax(payment: number): number {
  if (!Number.isSafeInteger(payment) || payment <= 0) return 0;
  if (payment <= WITHHOLDING_THRESHOLD) return Math.floor((payment * 1021) / 10_000);
  const over = payment - WITHHOLDING_THRESHOLD;
  // over × 2042 stays exact below 4.4e12 yen; split it so any safe payment stays exact.
  const whole = Math.floor(over / 10_000) * 2042;
  const rest = Math.floor(((over % 10_000) * 2042) / 10_000);
  return TAX_AT_THRESHOLD + whole + rest;
}
