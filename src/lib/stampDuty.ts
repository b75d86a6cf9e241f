/**
 * 印紙税 on a paper receipt (第17号文書「売上代金に係る金銭又は有価証券の受取書」), by the amount
 * received; the consumption tax is left out when the receipt shows it separately. Receipts under
 * 50,000 yen are exempt, and so is a receipt sent electronically (a PDF by e-mail), which is not
 * a 課税文書 at all. The National Tax Agency's table (印紙税額一覧表, 第17号文書 1).
 */
const BRACKETS: readonly [upTo: number, duty: number][] = [
  [49_999, 0],
  [1_000_000, 200],
  [2_000_000, 400],
  [3_000_000, 600],
  [5_000_000, 1_000],
  [10_000_000, 2_000],
  [20_000_000, 4_000],
  [30_000_000, 6_000],
  [50_000_000, 10_000],
  [100_000_000, 20_000],
  [200_000_000, 40_000],
  [300_000_000, 60_000],
  [500_000_000, 100_000],
  [1_000_000_000, 150_000],
];

export const STAMP_DUTY_THRESHOLD = 50_000;

/** The stamp a paper receipt for `amount` yen (tax excluded when shown separately) needs. */
export function receiptStampDuty(amount: number): number {
  for (const [upTo, duty] of BRACKETS) if (amount <= upTo) return duty;
  return 200_000;
}
