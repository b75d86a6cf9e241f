import {
  calculateTax,
  divideRounded,
  summarizeTaxLines,
  taxFromExclusive,
  taxFromInclusive,
  type RoundingMode,
  type TaxRate,
} from './calculateTax';

describe('divideRounded', () => {
  it.each<[number, number, RoundingMode, number]>([
    [0, 100, 'floor', 0],
    [0, 100, 'ceil', 0],
    [0, 100, 'round', 0],
    [49, 100, 'round', 0],
    [50, 100, 'round', 1],
    [51, 100, 'round', 1],
    [149, 100, 'floor', 1],
    [101, 100, 'ceil', 2],
    [100, 100, 'ceil', 1],
    [54, 108, 'round', 1],
    [53, 108, 'round', 0],
    [55, 110, 'round', 1],
    [54, 110, 'round', 0],
  ])('%i / %i (%s) = %i', (numerator, denominator, mode, expected) => {
    expect(divideRounded(numerator, denominator, mode)).toBe(expected);
  });

  it('stays exact at the largest accepted amount', () => {
    // 999,999,999,999 × 10 / 110 = 90,909,090,909 exactly; one yen less leaves 0.909….
    expect(divideRounded(999_999_999_999 * 10, 110, 'ceil')).toBe(90_909_090_909);
    expect(divideRounded(999_999_999_998 * 10, 110, 'floor')).toBe(90_909_090_908);
    expect(divideRounded(999_999_999_998 * 10, 110, 'ceil')).toBe(90_909_090_909);
    // 999,999,999,999 × 8 / 108 = 74,074,074,073.9…
    expect(divideRounded(999_999_999_999 * 8, 108, 'round')).toBe(74_074_074_074);
  });
});

describe('tax from the price before tax (税抜 → 税込)', () => {
  it.each<[number, TaxRate, RoundingMode, number]>([
    // 1 × 10% = 0.1
    [1, 10, 'floor', 0],
    [1, 10, 'round', 0],
    [1, 10, 'ceil', 1],
    // 4 × 10% = 0.4, 5 × 10% = 0.5, 6 × 10% = 0.6: the half-up boundary
    [4, 10, 'round', 0],
    [5, 10, 'floor', 0],
    [5, 10, 'round', 1],
    [5, 10, 'ceil', 1],
    [6, 10, 'round', 1],
    // 1,000 × 10% = 100 exactly: no rounding in any mode
    [1000, 10, 'floor', 100],
    [1000, 10, 'round', 100],
    [1000, 10, 'ceil', 100],
    // 8%: 6 × 8% = 0.48, 7 × 8% = 0.56, 25 × 8% = 2 exactly
    [6, 8, 'round', 0],
    [7, 8, 'round', 1],
    [7, 8, 'floor', 0],
    [25, 8, 'ceil', 2],
    [1980, 8, 'floor', 158],
    [1980, 8, 'round', 158],
    [1980, 8, 'ceil', 159],
  ])('%i yen at %i%% (%s) -> tax %i', (amount, rate, mode, tax) => {
    expect(taxFromExclusive(amount, rate, mode)).toEqual({
      exclusive: amount,
      tax,
      inclusive: amount + tax,
    });
  });
});

describe('tax from the price including tax (税込 → 税抜)', () => {
  it.each<[number, TaxRate, RoundingMode, number]>([
    // 110 × 10/110 = 10 exactly
    [110, 10, 'floor', 10],
    [110, 10, 'round', 10],
    [110, 10, 'ceil', 10],
    // 1,000 × 10/110 = 90.909…
    [1000, 10, 'floor', 90],
    [1000, 10, 'round', 91],
    [1000, 10, 'ceil', 91],
    // 1,100 × 8/108 = 81.48…
    [1100, 8, 'floor', 81],
    [1100, 8, 'round', 81],
    [1100, 8, 'ceil', 82],
    // 0.5 boundaries: 11 × 10/110 = 1; 5.5 yen tax needs 60.5 yen, so look at 61 × 10/110 = 5.545…
    [61, 10, 'round', 6],
    [60, 10, 'round', 5],
    // 27 × 8/108 = 2 exactly; 81 × 8/108 = 6 exactly; 20.25 × 8/108 = 1.5: 20 and 21 straddle it
    [27, 8, 'ceil', 2],
    [20, 8, 'round', 1],
    [21, 8, 'round', 2],
    [1, 10, 'floor', 0],
    [1, 10, 'ceil', 1],
    [0, 10, 'ceil', 0],
  ])('%i yen at %i%% (%s) -> tax %i', (amount, rate, mode, tax) => {
    expect(taxFromInclusive(amount, rate, mode)).toEqual({
      exclusive: amount - tax,
      tax,
      inclusive: amount,
    });
  });

  it('round-trips exact prices both ways', () => {
    for (const rate of [8, 10] as const) {
      for (const mode of ['floor', 'round', 'ceil'] as const) {
        const forward = calculateTax(5000, rate, 'fromExclusive', mode);
        expect(calculateTax(forward.inclusive, rate, 'fromInclusive', mode)).toEqual(forward);
      }
    }
  });
});

describe('summarizeTaxLines', () => {
  it('returns nothing to total for no lines', () => {
    expect(summarizeTaxLines([], 'fromExclusive', 'floor')).toEqual({
      lines: [],
      rateTotals: [],
      grandTotal: { exclusive: 0, tax: 0, inclusive: 0 },
    });
  });

  it('totals each rate and rounds the tax once per rate (適格請求書)', () => {
    // Each 15-yen line at 10% has 1.5 yen tax: 1 yen per line floored, 4.5 -> 4 for the total.
    const summary = summarizeTaxLines(
      [
        { amount: 15, rate: 10 },
        { amount: 15, rate: 10 },
        { amount: 15, rate: 10 },
        { amount: 1980, rate: 8 },
        { amount: 500, rate: 8 },
      ],
      'fromExclusive',
      'floor',
    );
    expect(summary.lines.map((line) => line.tax)).toEqual([1, 1, 1, 158, 40]);
    expect(summary.rateTotals).toEqual([
      { rate: 10, lineCount: 3, exclusive: 45, tax: 4, inclusive: 49 },
      { rate: 8, lineCount: 2, exclusive: 2480, tax: 198, inclusive: 2678 },
    ]);
    expect(summary.grandTotal).toEqual({ exclusive: 2525, tax: 202, inclusive: 2727 });
  });

  it('lists only the rates in use, 10% before 8%', () => {
    const summary = summarizeTaxLines([{ amount: 1080, rate: 8 }], 'fromInclusive', 'round');
    expect(summary.rateTotals).toEqual([
      { rate: 8, lineCount: 1, exclusive: 1000, tax: 80, inclusive: 1080 },
    ]);
    expect(summary.grandTotal).toEqual({ exclusive: 1000, tax: 80, inclusive: 1080 });
  });

  it('totals prices including tax per rate in every rounding mode', () => {
    const lines = [
      { amount: 1000, rate: 10 as const },
      { amount: 1000, rate: 10 as const },
    ];
    // 2,000 × 10/110 = 181.81…
    expect(summarizeTaxLines(lines, 'fromInclusive', 'floor').rateTotals[0]?.tax).toBe(181);
    expect(summarizeTaxLines(lines, 'fromInclusive', 'round').rateTotals[0]?.tax).toBe(182);
    expect(summarizeTaxLines(lines, 'fromInclusive', 'ceil').rateTotals[0]?.tax).toBe(182);
    // The per-line taxes (90 + 90 floored) differ from the once-rounded total: that is the rule.
    expect(summarizeTaxLines(lines, 'fromInclusive', 'floor').lines.map((l) => l.tax)).toEqual([
      90, 90,
    ]);
  });
});
