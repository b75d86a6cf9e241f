import { withholdingTax } from '../../lib/withholdingTax';
import { parseAmountInput, parseQuantityInput, type AmountInputError } from './parseAmountInput';
import type {
  ItemTaxClass,
  QuoteDraft,
  QuoteItem,
  Rounding,
  TaxEntry,
  TaxRate,
} from './quoteTypes';

/**
 * Limits that keep every total an exact integer (below Number.MAX_SAFE_INTEGER): 80 lines of at
 * most 99,999.99 × 1,000,000,000 yen (about 8 × 10^15 in all).
 */
export const QUANTITY_MIN = 0.01;
export const QUANTITY_MAX = 99_999.99;
export const UNIT_PRICE_MIN = 0;
export const UNIT_PRICE_MAX = 1_000_000_000;
export const MAX_ITEMS = 80;
/** The longest 単位 (時間, 個, 式, 人月 …). */
export const UNIT_MAX_LENGTH = 8;

export interface QuoteLine {
  item: QuoteItem;
  /** The quantity as a number (two decimals at most), or null while invalid. */
  quantity: number | null;
  unitPrice: number | null;
  quantityError: AmountInputError | null;
  unitPriceError: AmountInputError | null;
  taxRate: TaxRate;
  /** 課税 at taxRate, 非課税 or 不課税 (per item only when the quote sets rates per item). */
  taxClass: ItemTaxClass;
  /**
   * quantity × unit price in whole yen (a decimal quantity's fraction rounded as the document
   * says), negative on a 値引き line, or 0 while either is invalid. Tax included when the
   * document's prices are.
   */
  amount: number;
}

export interface RateTotal {
  rate: TaxRate;
  /** The items of this rate, less its 値引き, without tax. */
  taxableAmount: number;
  /** The same with its tax (what 税込 prices add up to). */
  grossAmount: number;
  /** The tax of the rate, rounded once for the whole document. */
  tax: number;
}

export interface TotalsSettings {
  withholding: boolean;
  taxEntry: TaxEntry;
  rounding: Rounding;
  exemptIssuer: boolean;
}

export const DEFAULT_TOTALS_SETTINGS: TotalsSettings = {
  withholding: false,
  taxEntry: 'exclusive',
  rounding: 'floor',
  exemptIssuer: false,
};

export interface QuoteTotals {
  /** Taxed items less 値引き, without tax (a 免税事業者's: the items themselves). */
  subtotal: number;
  /** One entry per rate that has items, 10% first; none for a 免税事業者. */
  byRate: RateTotal[];
  tax: number;
  /** 非課税 items, apart from the per-rate totals. */
  nonTaxable: number;
  /** 不課税 items (立替金, 実費), apart from the per-rate totals. */
  outOfScope: number;
  /** subtotal + tax + 非課税 + 不課税. */
  total: number;
  /** 源泉徴収税額 on the subtotal (without tax, 立替金 left out), 0 when not withheld. */
  withholding: number;
  /** 差引請求額: what the client pays, total − withholding. */
  net: number;
  taxEntry: TaxEntry;
  exemptIssuer: boolean;
}

/**
 * `whole + remainder / denominator` as a whole number, rounded as the document says. The
 * remainder is 0 ≤ remainder < denominator; 四捨五入 rounds a half up.
 */
function rounded(whole: number, remainder: number, denominator: number, rounding: Rounding) {
  if (remainder === 0 || rounding === 'floor') return whole;
  if (rounding === 'ceil') return whole + 1;
  return 2 * remainder >= denominator ? whole + 1 : whole;
}

/**
 * amount × numerator / denominator for an integer amount of either sign, rounded on its size
 * (so a negative amount rounds as its positive twin), computed without an intermediate product
 * that could leave the safe integer range.
 */
export function scaleRounded(
  amount: number,
  numerator: number,
  denominator: number,
  rounding: Rounding,
): number {
  const size = Math.abs(amount);
  const high = Math.floor(size / denominator);
  const low = size % denominator;
  const whole = high * numerator + Math.floor((low * numerator) / denominator);
  const remainder = (low * numerator) % denominator;
  const result = rounded(whole, remainder, denominator, rounding);
  return amount < 0 ? -result : result;
}

/** floor(amount × rate / 100) for non-negative integers (the tax of 税抜 prices, 切り捨て). */
export function taxFloor(amount: number, rate: number): number {
  return scaleRounded(amount, rate, 100, 'floor');
}

/** The tax of a rate's amount: of 税抜 prices amount × rate/100, of 税込 amount × rate/(100+rate). */
export function taxOf(amount: number, rate: number, entry: TaxEntry, rounding: Rounding): number {
  return entry === 'exclusive'
    ? scaleRounded(amount, rate, 100, rounding)
    : scaleRounded(amount, rate, 100 + rate, rounding);
}

/** quantity (in hundredths) × unit price, in whole yen as the document rounds. */
export function lineAmount(hundredths: number, unitPrice: number, rounding: Rounding): number {
  return scaleRounded(unitPrice, hundredths, 100, rounding);
}

export function effectiveTaxRate(
  draft: Pick<QuoteDraft, 'perItemTax' | 'taxRate'>,
  item: QuoteItem,
) {
  return draft.perItemTax ? item.taxRate : draft.taxRate;
}

export function effectiveTaxClass(
  draft: Pick<QuoteDraft, 'perItemTax' | 'exemptIssuer'>,
  item: QuoteItem,
): ItemTaxClass {
  return draft.perItemTax ? item.taxClass : 'taxable';
}

type LineSource = Pick<QuoteDraft, 'items' | 'perItemTax' | 'taxRate'> &
  Partial<Pick<QuoteDraft, 'rounding' | 'exemptIssuer'>>;

export function buildQuoteLines(draft: LineSource) {
  const rounding = draft.rounding ?? 'floor';
  const exemptIssuer = draft.exemptIssuer ?? false;
  return draft.items.map((item): QuoteLine => {
    const quantity = parseQuantityInput(item.quantity, QUANTITY_MIN, QUANTITY_MAX);
    const unitPrice = parseAmountInput(item.unitPrice, UNIT_PRICE_MIN, UNIT_PRICE_MAX);
    const valid = quantity.ok && unitPrice.ok;
    const size = valid ? lineAmount(quantity.hundredths, unitPrice.value, rounding) : 0;
    return {
      item,
      quantity: quantity.ok ? quantity.value : null,
      unitPrice: unitPrice.ok ? unitPrice.value : null,
      quantityError: quantity.ok ? null : quantity.error,
      unitPriceError: unitPrice.ok ? null : unitPrice.error,
      taxRate: effectiveTaxRate(draft, item),
      taxClass: effectiveTaxClass({ perItemTax: draft.perItemTax, exemptIssuer }, item),
      // 0 rather than −0 for an empty discount.
      amount: item.discount && size !== 0 ? -size : size,
    };
  });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Totals as the Japanese invoice system requires: amounts (値引き included) summed per tax rate,
 * tax rounded once per rate for the whole document (税抜: amount × rate; 税込: amount × rate /
 * (100 + rate)), 非課税 and 不課税 items summed apart, total = taxed amounts without tax + tax +
 * the untaxed items. A 免税事業者's document has no tax.
 */
export function calculateQuoteTotals(
  lines: readonly (Pick<QuoteLine, 'amount' | 'taxRate'> & Partial<Pick<QuoteLine, 'taxClass'>>)[],
  settings: Partial<TotalsSettings> | boolean = {},
): QuoteTotals {
  const { withholding, taxEntry, rounding, exemptIssuer } = {
    ...DEFAULT_TOTALS_SETTINGS,
    ...(typeof settings === 'boolean' ? { withholding: settings } : settings),
  };
  const classOf = (line: (typeof lines)[number]) => line.taxClass ?? 'taxable';
  const of = (taxClass: ItemTaxClass) =>
    sum(lines.filter((line) => classOf(line) === taxClass).map((line) => line.amount));
  const taxed = lines.filter((line) => classOf(line) === 'taxable');
  const nonTaxable = of('non_taxable');
  const outOfScope = of('out_of_scope');
  const byRate: RateTotal[] = [];
  if (!exemptIssuer) {
    for (const rate of [10, 8] as const) {
      const rateLines = taxed.filter((line) => line.taxRate === rate);
      if (rateLines.length === 0) continue;
      const amount = sum(rateLines.map((line) => line.amount));
      const tax = taxOf(amount, rate, taxEntry, rounding);
      byRate.push(
        taxEntry === 'exclusive'
          ? { rate, taxableAmount: amount, grossAmount: amount + tax, tax }
          : { rate, taxableAmount: amount - tax, grossAmount: amount, tax },
      );
    }
  }
  const subtotal = exemptIssuer
    ? sum(taxed.map((line) => line.amount))
    : sum(byRate.map((entry) => entry.taxableAmount));
  const tax = sum(byRate.map((entry) => entry.tax));
  const total = subtotal + tax + nonTaxable + outOfScope;
  // Withheld from the fee without consumption tax, which the document shows separately; 立替金
  // and other untaxed items are not part of the fee.
  const withheld = withholding ? withholdingTax(Math.max(0, subtotal)) : 0;
  return {
    subtotal,
    byRate,
    tax,
    nonTaxable,
    outOfScope,
    total,
    withholding: withheld,
    net: total - withheld,
    taxEntry,
    exemptIssuer,
  };
}

/** The settings of a draft's totals (withholding never on a delivery note). */
export function totalsSettingsOf(
  draft: Pick<QuoteDraft, 'kind' | 'withholding' | 'taxEntry' | 'rounding' | 'exemptIssuer'>,
): TotalsSettings {
  return {
    withholding: draft.kind !== 'delivery_note' && draft.withholding,
    taxEntry: draft.taxEntry,
    rounding: draft.rounding,
    exemptIssuer: draft.exemptIssuer,
  };
}

/** A draft's totals, as the page, the PDF and the database's index compute them. */
export function draftTotals(draft: QuoteDraft): QuoteTotals {
  return calculateQuoteTotals(buildQuoteLines(draft), totalsSettingsOf(draft));
}
