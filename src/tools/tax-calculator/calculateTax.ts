export const TAX_RATES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATES)[number];

export const ROUNDING_MODES = ['floor', 'round', 'ceil'] as const;
/** 切り捨て, 四捨五入 (half up), 切り上げ — applied to the consumption tax amount. */
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export const TAX_DIRECTIONS = ['fromExclusive', 'fromInclusive'] as const;
/** Which amount the user typed: the price before tax or the price including tax. */
export type TaxDirection = (typeof TAX_DIRECTIONS)[number];

export interface TaxBreakdown {
  exclusive: number;
  tax: number;
  inclusive: number;
}

/**
 * numerator / denominator rounded as asked, for non-negative safe integers. The decision uses the
 * integer remainder, not a floating-point fraction, so that x.5 boundaries are exact.
 */
export function divideRounded(numerator: number, denominator: number, mode: RoundingMode): number {
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  // Guard against a float quotient rounded up to the next integer.
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  }
  switch (mode) {
    case 'floor':
      return quotient;
    case 'ceil':
      return remainder > 0 ? quotient + 1 : quotient;
    case 'round':
      return remainder * 2 >= denominator ? quotient + 1 : quotient;
  }
}

/** Tax = price × rate / 100, rounded; the total adds it. */
export function taxFromExclusive(
  exclusive: number,
  rate: TaxRate,
  mode: RoundingMode,
): TaxBreakdown {
  const tax = divideRounded(exclusive * rate, 100, mode);
  return { exclusive, tax, inclusive: exclusive + tax };
}

/**
 * Tax = price × rate / (100 + rate), rounded (the way Japanese receipts state 内消費税); the
 * price before tax is what remains, so the two parts always add up to the price paid.
 */
export function taxFromInclusive(
  inclusive: number,
  rate: TaxRate,
  mode: RoundingMode,
): TaxBreakdown {
  const tax = divideRounded(inclusive * rate, 100 + rate, mode);
  return { exclusive: inclusive - tax, tax, inclusive };
}

export function calculateTax(
  amount: number,
  rate: TaxRate,
  direction: TaxDirection,
  mode: RoundingMode,
): TaxBreakdown {
  return direction === 'fromExclusive'
    ? taxFromExclusive(amount, rate, mode)
    : taxFromInclusive(amount, rate, mode);
}

export interface TaxLineInput {
  amount: number;
  rate: TaxRate;
}

export interface RateTotal extends TaxBreakdown {
  rate: TaxRate;
  lineCount: number;
}

export interface TaxSummary {
  lines: TaxBreakdown[];
  /** One entry per rate that has at least one line, 10% first. */
  rateTotals: RateTotal[];
  grandTotal: TaxBreakdown;
}

/**
 * Rate-wise totals follow the qualified-invoice rule (適格請求書): amounts are summed per rate and
 * the tax is rounded once per rate, so a total may differ by a yen or two from the sum of the
 * per-line taxes, which are shown for reference.
 */
export function summarizeTaxLines(
  inputs: readonly TaxLineInput[],
  direction: TaxDirection,
  mode: RoundingMode,
): TaxSummary {
  const lines = inputs.map((line) => calculateTax(line.amount, line.rate, direction, mode));
  const rateTotals: RateTotal[] = [];
  for (const rate of TAX_RATES) {
    const ofRate = inputs.filter((line) => line.rate === rate);
    if (ofRate.length === 0) continue;
    const amount = ofRate.reduce((sum, line) => sum + line.amount, 0);
    rateTotals.push({
      rate,
      lineCount: ofRate.length,
      ...calculateTax(amount, rate, direction, mode),
    });
  }
  const grandTotal = rateTotals.reduce<TaxBreakdown>(
    (sum, total) => ({
      exclusive: sum.exclusive + total.exclusive,
      tax: sum.tax + total.tax,
      inclusive: sum.inclusive + total.inclusive,
    }),
    { exclusive: 0, tax: 0, inclusive: 0 },
  );
  return { lines, rateTotals, grandTotal };
}
