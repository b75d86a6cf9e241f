import {
  buildQuoteLines,
  calculateQuoteTotals,
  QUANTITY_MAX,
  taxFloor,
  UNIT_PRICE_MAX,
  MAX_ITEMS,
} from './calculateQuoteTotals';
import { LATER_ITEM_FIELDS, type QuoteItem, type TaxRate } from './quoteTypes';

function item(quantity: string, unitPrice: string, taxRate: TaxRate = 10): QuoteItem {
  return {
    id: `${quantity}-${unitPrice}`,
    name: 'x',
    description: '',
    quantity,
    unitPrice,
    taxRate,
    ...LATER_ITEM_FIELDS,
  };
}

describe('taxFloor', () => {
  it.each<[number, TaxRate, number]>([
    [0, 10, 0],
    [9, 10, 0],
    [10, 10, 1],
    [19, 10, 1],
    [20, 10, 2],
    [99, 10, 9],
    [100, 10, 10],
    [101, 10, 10],
    [99_999, 10, 9_999],
    [12, 8, 0], // 0.96
    [13, 8, 1], // 1.04
    [24, 8, 1], // 1.92
    [25, 8, 2], // 2.00 exactly
    [1_250, 8, 100],
    [1_262, 8, 100], // 100.96
    [1_263, 8, 101], // 101.04
    [123_456_789, 10, 12_345_678],
    [123_456_789, 8, 9_876_543],
  ])('floor(%i × %i%%) = %i', (amount, rate, expected) => {
    expect(taxFloor(amount, rate)).toBe(expected);
  });

  it('stays exact at the largest possible subtotal', () => {
    const largest = QUANTITY_MAX * UNIT_PRICE_MAX * MAX_ITEMS;
    expect(Number.isSafeInteger(largest)).toBe(true);
    expect(taxFloor(largest, 10)).toBe(largest / 10);
    expect(taxFloor(largest + 9, 10)).toBe(largest / 10);
    expect(taxFloor(largest + 99, 8)).toBe((largest / 100) * 8 + 7);
  });
});

describe('calculateQuoteTotals', () => {
  it('is floor(subtotal × rate) with one rate', () => {
    const totals = calculateQuoteTotals([
      { amount: 1_000, taxRate: 10 },
      { amount: 2_345, taxRate: 10 },
    ]);
    expect(totals).toMatchObject({
      subtotal: 3_345,
      byRate: [{ rate: 10, taxableAmount: 3_345, grossAmount: 3_679, tax: 334 }],
      tax: 334,
      total: 3_679,
      withholding: 0,
      net: 3_679,
    });
  });

  it('rounds tax once per rate for the document, not per item', () => {
    // Per item: floor(0.5) + floor(0.5) = 0; per document: floor(1.0) = 1.
    const totals = calculateQuoteTotals([
      { amount: 5, taxRate: 10 },
      { amount: 5, taxRate: 10 },
    ]);
    expect(totals.tax).toBe(1);
    expect(totals.total).toBe(11);
  });

  it('sums and rounds each rate separately, 10% first', () => {
    const totals = calculateQuoteTotals([
      { amount: 1_263, taxRate: 8 },
      { amount: 109, taxRate: 10 },
      { amount: 1, taxRate: 10 },
    ]);
    expect(totals.byRate).toEqual([
      { rate: 10, taxableAmount: 110, grossAmount: 121, tax: 11 },
      { rate: 8, taxableAmount: 1_263, grossAmount: 1_364, tax: 101 },
    ]);
    expect(totals).toMatchObject({ subtotal: 1_373, tax: 112, total: 1_485 });
  });

  it('differs from rounding the mixed subtotal once', () => {
    // 8%: floor(12 × 0.08) = 0; 10%: floor(9 × 0.1) = 0 — not floor(21 × 0.1) = 2.
    const totals = calculateQuoteTotals([
      { amount: 12, taxRate: 8 },
      { amount: 9, taxRate: 10 },
    ]);
    expect(totals.tax).toBe(0);
    expect(totals.total).toBe(21);
  });

  it('handles no lines and zero amounts', () => {
    expect(calculateQuoteTotals([])).toMatchObject({
      subtotal: 0,
      byRate: [],
      tax: 0,
      total: 0,
      withholding: 0,
      net: 0,
    });
    expect(calculateQuoteTotals([{ amount: 0, taxRate: 8 }])).toMatchObject({
      subtotal: 0,
      byRate: [{ rate: 8, taxableAmount: 0, grossAmount: 0, tax: 0 }],
      tax: 0,
      total: 0,
      withholding: 0,
      net: 0,
    });
  });

  it('withholds income tax from the subtotal and gives the amount due after it', () => {
    // 1,200,000 before tax: 102,100 + 200,000 × 20.42% = 142,940; total 1,320,000.
    const totals = calculateQuoteTotals([{ amount: 1_200_000, taxRate: 10 }], true);
    expect(totals).toMatchObject({ total: 1_320_000, withholding: 142_940, net: 1_177_060 });
  });
});

describe('buildQuoteLines', () => {
  it('multiplies quantity by unit price and applies the quote rate', () => {
    const [line] = buildQuoteLines({
      items: [item('3', '1,200', 8)],
      perItemTax: false,
      taxRate: 10,
    });
    expect(line).toMatchObject({ quantity: 3, unitPrice: 1200, amount: 3600, taxRate: 10 });
  });

  it('uses each item rate when rates are set per item', () => {
    const lines = buildQuoteLines({
      items: [item('1', '100', 8), item('1', '100', 10)],
      perItemTax: true,
      taxRate: 10,
    });
    expect(lines.map((line) => line.taxRate)).toEqual([8, 10]);
  });

  it.each<[string, string, string | null, string | null]>([
    ['0', '100', 'too_small', null],
    ['', '100', 'required', null],
    ['1.5', '100', null, null],
    ['1.255', '100', 'too_precise', null],
    ['1.5.', '100', 'not_integer', null],
    [String(QUANTITY_MAX + 1), '100', 'too_large', null],
    ['1', '-1', null, 'too_small'],
    ['1', String(UNIT_PRICE_MAX + 1), null, 'too_large'],
    ['1', '0', null, null],
  ])('quantity %j, unit price %j → errors %s / %s', (quantity, unitPrice, qError, pError) => {
    const [line] = buildQuoteLines({
      items: [item(quantity, unitPrice)],
      perItemTax: false,
      taxRate: 10,
    });
    expect(line?.quantityError).toBe(qError);
    expect(line?.unitPriceError).toBe(pError);
    if (qError || pError) expect(line?.amount).toBe(0);
  });
});
