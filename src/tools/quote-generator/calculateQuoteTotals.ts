import { withholdingTax } from '../../lib/withholdingTax';
import { parseAmountInput, type AmountInputError } from './parseAmountInput';
import type { QuoteDraft, QuoteItem, TaxRate } from './quoteTypes';

/** Limits that keep every total an exact integer (below Number.MAX_SAFE_INTEGER). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99_999;
export const UNIT_PRICE_MIN = 0;
export const UNIT_PRICE_MAX = 1_000_000_000;
export const MAX_ITEMS = 80;

export interface QuoteLine {
  item: QuoteItem;
  quantity: number | null;
  unitPrice: number | null;
  quantityError: AmountInputError | null;
  unitPriceError: AmountInputError | null;
  taxRate: TaxRate;
  /** quantity × unit price, or 0 while either is invalid. */
  amount: number;
}

export interface RateTotal {
  rate: TaxRate;
  /** Sum of the amounts of this rate's items (tax excluded). */
  taxableAmount: number;
  /** floor(taxableAmount × rate): rounded once per rate for the whole document. */
  tax: number;
}

export interface QuoteTotals {
  subtotal: number;
  /** One entry per rate that has items, 10% first. */
  byRate: RateTotal[];
  tax: number;
  total: number;
  /** 源泉徴収税額 on the subtotal (tax excluded), 0 when not withheld. */
  withholding: number;
  /** 差引請求額: what the client pays, total − withholding. */
  net: number;
}

/**
 * floor(amount × rate / 100) for non-negative integers, computed without an intermediate
 * product that could exceed the safe integer range.
 */
export function taxFloor(amount: number, rate: number): number {
  return Math.floor(amount / 100) * rate + Math.floor(((amount % 100) * rate) / 100);
}

export function effectiveTaxRate(
  draft: Pick<QuoteDraft, 'perItemTax' | 'taxRate'>,
  item: QuoteItem,
) {
  return draft.perItemTax ? item.taxRate : draft.taxRate;
}

export function buildQuoteLines(draft: Pick<QuoteDraft, 'items' | 'perItemTax' | 'taxRate'>) {
  return draft.items.map((item): QuoteLine => {
    const quantity = parseAmountInput(item.quantity, QUANTITY_MIN, QUANTITY_MAX);
    const unitPrice = parseAmountInput(item.unitPrice, UNIT_PRICE_MIN, UNIT_PRICE_MAX);
    const valid = quantity.ok && unitPrice.ok;
    return {
      item,
      quantity: quantity.ok ? quantity.value : null,
      unitPrice: unitPrice.ok ? unitPrice.value : null,
      quantityError: quantity.ok ? null : quantity.error,
      unitPriceError: unitPrice.ok ? null : unitPrice.error,
      taxRate: effectiveTaxRate(draft, item),
      amount: valid ? quantity.value * unitPrice.value : 0,
    };
  });
}

/**
 * Totals as the Japanese invoice system requires: amounts summed per tax rate, tax rounded down
 * once per rate, total = subtotal + tax. With one rate this is floor(subtotal × rate).
 */
export function calculateQuoteTotals(
  lines: readonly Pick<QuoteLine, 'amount' | 'taxRate'>[],
  withholding = false,
): QuoteTotals {
  const byRate: RateTotal[] = [];
  for (const rate of [10, 8] as const) {
    const rateLines = lines.filter((line) => line.taxRate === rate);
    if (rateLines.length === 0) continue;
    const taxableAmount = rateLines.reduce((sum, line) => sum + line.amount, 0);
    byRate.push({ rate, taxableAmount, tax: taxFloor(taxableAmount, rate) });
  }
  const subtotal = byRate.reduce((sum, entry) => sum + entry.taxableAmount, 0);
  const tax = byRate.reduce((sum, entry) => sum + entry.tax, 0);
  const total = subtotal + tax;
  // Withheld from the fee without consumption tax, which the document shows separately.
  const withheld = withholding ? withholdingTax(subtotal) : 0;
  return { subtotal, byRate, tax, total, withholding: withheld, net: total - withheld };
}
