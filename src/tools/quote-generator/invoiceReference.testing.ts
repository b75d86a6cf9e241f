import Decimal from 'decimal.js';

/**
 * An independent computation of an invoice's totals from what the user typed, for the tests:
 * written apart from calculateQuoteTotals.ts (and the database's business_document_index), on
 * decimal.js's arbitrary-precision decimals and its own rounding modes, straight from the rules:
 *
 * - an amount is quantity × unit price rounded to the yen as the document says (ROUND_DOWN,
 *   ROUND_HALF_UP, ROUND_UP: decimal.js rounds a negative number as its positive twin);
 *   a 値引き line is its negative;
 * - taxed amounts are summed per rate; the tax of a rate is its sum × rate / 100 (税抜 prices) or
 *   × rate / (100 + rate) (税込 prices), rounded once;
 * - 非課税 and 不課税 amounts are summed apart and carry no tax; a 免税事業者 charges no tax;
 * - 源泉徴収 is 10.21 % of the taxed amounts without tax, 20.42 % of what exceeds 1,000,000 yen,
 *   fractions of a yen dropped.
 *
 * Also a generator of random documents mixing all of these (a seeded PRNG, so a failure names a
 * seed that repeats it).
 */

Decimal.set({ precision: 80 });

export type Mode = 'floor' | 'round' | 'ceil';
export type Category = '10' | '8' | 'non_taxable' | 'out_of_scope';

export interface RandomItem {
  quantity: string;
  unitPrice: string;
  discount: boolean;
  category: Category;
}

export interface RandomDocument {
  items: RandomItem[];
  /** Rates set per item; otherwise every item is taxed at documentRate. */
  perItemTax: boolean;
  documentRate: 10 | 8;
  taxEntry: 'exclusive' | 'inclusive';
  rounding: Mode;
  exemptIssuer: boolean;
  withholding: boolean;
}

export interface ReferenceTotals {
  byRate: { rate: number; taxableAmount: number; grossAmount: number; tax: number }[];
  subtotal: number;
  tax: number;
  nonTaxable: number;
  outOfScope: number;
  total: number;
  withholding: number;
  net: number;
}

const MODES: Record<Mode, Decimal.Rounding> = {
  floor: Decimal.ROUND_DOWN,
  round: Decimal.ROUND_HALF_UP,
  ceil: Decimal.ROUND_UP,
};

const toYen = (value: Decimal, mode: Mode) => value.toDecimalPlaces(0, MODES[mode]);

export function referenceTotals(document: RandomDocument): ReferenceTotals {
  const sums = new Map<Category, Decimal>();
  for (const item of document.items) {
    const quantity = new Decimal(item.quantity.replace(/,/g, ''));
    const price = new Decimal(item.unitPrice.replace(/,/g, ''));
    let amount = toYen(quantity.times(price), document.rounding);
    if (item.discount) amount = amount.negated();
    const category: Category = document.perItemTax
      ? item.category
      : document.documentRate === 8
        ? '8'
        : '10';
    sums.set(category, (sums.get(category) ?? new Decimal(0)).plus(amount));
  }
  const byRate: ReferenceTotals['byRate'] = [];
  let taxed = new Decimal(0);
  let tax = new Decimal(0);
  for (const rate of ['10', '8'] as const) {
    const sum = sums.get(rate);
    if (sum === undefined) continue;
    if (document.exemptIssuer) {
      taxed = taxed.plus(sum);
      continue;
    }
    const r = new Decimal(rate);
    const rateTax =
      document.taxEntry === 'exclusive'
        ? toYen(sum.times(r).dividedBy(100), document.rounding)
        : toYen(sum.times(r).dividedBy(r.plus(100)), document.rounding);
    const without = document.taxEntry === 'exclusive' ? sum : sum.minus(rateTax);
    byRate.push({
      rate: Number(rate),
      taxableAmount: without.toNumber(),
      grossAmount: without.plus(rateTax).toNumber(),
      tax: rateTax.toNumber(),
    });
    taxed = taxed.plus(without);
    tax = tax.plus(rateTax);
  }
  const nonTaxable = sums.get('non_taxable') ?? new Decimal(0);
  const outOfScope = sums.get('out_of_scope') ?? new Decimal(0);
  const total = taxed.plus(tax).plus(nonTaxable).plus(outOfScope);
  let withheld = new Decimal(0);
  if (document.withholding && taxed.greaterThan(0)) {
    withheld = taxed.lessThanOrEqualTo(1_000_000)
      ? taxed.times('0.1021').floor()
      : new Decimal(102_100).plus(taxed.minus(1_000_000).times('0.2042').floor());
  }
  return {
    byRate,
    subtotal: taxed.toNumber(),
    tax: tax.toNumber(),
    nonTaxable: nonTaxable.toNumber(),
    outOfScope: outOfScope.toNumber(),
    total: total.toNumber(),
    withholding: withheld.toNumber(),
    net: total.minus(withheld).toNumber(),
  };
}

/** mulberry32: a small seeded PRNG. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  return { next, int, pick };
}

type Source = ReturnType<typeof randomSource>;

function randomQuantity(random: Source): string {
  const kind = random.int(0, 5);
  if (kind === 0) return String(random.int(1, 20));
  if (kind === 1) return `${random.int(0, 40)}.${random.int(1, 9)}`;
  if (kind === 2) return `${random.int(0, 999)}.${String(random.int(1, 99)).padStart(2, '0')}`;
  if (kind === 3) return '0.25';
  if (kind === 4) return (99_999.99).toFixed(2);
  return random.int(1000, 99_999).toLocaleString('en-US');
}

function randomPrice(random: Source): string {
  const kind = random.int(0, 4);
  if (kind === 0) return String(random.int(0, 999));
  if (kind === 1) return String(random.int(1_000, 99_999));
  if (kind === 2) return random.int(100_000, 9_999_999).toLocaleString('en-US');
  if (kind === 3) return String(random.pick([1, 3, 7, 33, 333, 3_333, 108, 110, 1_080]));
  return String(random.int(0, 1_000_000_000));
}

/** A document mixing rates, 値引き, 非課税/不課税, decimal quantities, entries and roundings. */
export function randomDocument(random: Source): RandomDocument {
  const count = random.int(1, random.next() < 0.1 ? 80 : 12);
  const items: RandomItem[] = Array.from({ length: count }, () => ({
    quantity: randomQuantity(random),
    unitPrice: randomPrice(random),
    discount: random.next() < 0.2,
    category: random.pick(['10', '10', '8', '8', 'non_taxable', 'out_of_scope'] as const),
  }));
  return {
    items,
    perItemTax: random.next() < 0.8,
    documentRate: random.pick([10, 8] as const),
    taxEntry: random.pick(['exclusive', 'inclusive'] as const),
    rounding: random.pick(['floor', 'round', 'ceil'] as const),
    exemptIssuer: random.next() < 0.15,
    withholding: random.next() < 0.25,
  };
}

/** The document as the quote tool stores it (its `data`), for the page's and the database's code. */
export function draftDataOf(document: RandomDocument, kind = 'invoice') {
  return {
    version: 1,
    kind,
    header: {
      quoteNumber: '',
      date: '2026-11-29',
      validUntil: '2026-12-29',
      clientName: '株式会社テスト',
      honorific: 'onchu',
      subject: '検算',
      companyName: '',
      registrationNumber: '',
      issuerDetails: '',
      notes: '',
    },
    items: document.items.map((item, index) => ({
      id: `item-${index}`,
      name: item.discount ? '値引き' : `品目${index + 1}`,
      description: '',
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      unit: '',
      discount: item.discount,
      taxRate: item.category === '8' ? 8 : 10,
      taxClass:
        item.category === 'non_taxable' || item.category === 'out_of_scope'
          ? item.category
          : 'taxable',
    })),
    taxRate: document.documentRate,
    perItemTax: document.perItemTax,
    withholding: document.withholding,
    taxEntry: document.taxEntry,
    rounding: document.rounding,
    exemptIssuer: document.exemptIssuer,
    paperReceipt: false,
  };
}
