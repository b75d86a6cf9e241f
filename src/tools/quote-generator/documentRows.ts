import type { TFunction } from 'i18next';
import { formatQuantity, formatYen } from '../../lib/format';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { REDUCED_TAX_RATE } from './quoteTypes';

/**
 * What the print view and the PDF both print of the lines and totals, as text: one source, so
 * the two never disagree (QuoteDocument.tsx draws it as HTML, quotePdf.ts with pdf-lib).
 */

export interface TotalsRow {
  label: string;
  value: string;
  strong: boolean;
}

/** The mark after an item's name: ※ for the reduced rate, （非課税）, （不課税）; none for a 免税事業者's sale. */
export function lineMark(
  line: Pick<QuoteLine, 'taxRate' | 'taxClass'>,
  exempt: boolean,
  t: TFunction,
) {
  if (line.taxClass === 'non_taxable') return t('doc.non_taxable_mark');
  if (line.taxClass === 'out_of_scope') return t('doc.out_of_scope_mark');
  if (!exempt && line.taxRate === REDUCED_TAX_RATE) return ` ${t('doc.reduced_mark')}`;
  return '';
}

/** The item table's columns: No., 品目, 数量, 単位, 単価, 金額 (金額（税込） for 税込 prices). */
export function itemColumns(totals: Pick<QuoteTotals, 'taxEntry' | 'exemptIssuer'>, t: TFunction) {
  const inclusive = totals.taxEntry === 'inclusive' && !totals.exemptIssuer;
  return [
    t('doc.no'),
    t('doc.item'),
    t('doc.quantity'),
    t('doc.unit'),
    t('doc.unit_price'),
    t(inclusive ? 'doc.amount_inclusive' : 'doc.amount'),
  ] as [string, string, string, string, string, string];
}

export interface LineCells {
  name: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
}

/** One line's cells (a 値引き line's price and amount with a minus sign). */
export function lineCells(line: QuoteLine, exempt: boolean, t: TFunction): LineCells {
  const sign = line.item.discount ? '−' : '';
  return {
    name: `${line.item.name}${lineMark(line, exempt, t)}`,
    description: line.item.description.trim(),
    quantity: line.quantity === null ? '' : formatQuantity(line.quantity),
    unit: line.item.unit.trim(),
    unitPrice: line.unitPrice === null ? '' : `${sign}${formatYen(line.unitPrice)}`,
    amount: line.amount < 0 ? `−${formatYen(-line.amount)}` : formatYen(line.amount),
  };
}

/** The per-rate table (税率区分, 対象金額, 消費税額); none for a 免税事業者. */
export function rateTable(totals: QuoteTotals, t: TFunction) {
  const inclusive = totals.taxEntry === 'inclusive';
  const reduced = (rate: number) => (rate === REDUCED_TAX_RATE ? t('doc.reduced_mark') : '');
  return {
    columns: [
      t('doc.rate_category'),
      t(inclusive ? 'doc.taxable_amount_inclusive' : 'doc.taxable_amount'),
      t(inclusive ? 'doc.tax_amount_inclusive' : 'doc.tax_amount'),
    ] as [string, string, string],
    rows: totals.byRate.map(
      (entry) =>
        [
          `${t('doc.taxable', { rate: entry.rate })}${reduced(entry.rate)}`,
          formatYen(inclusive ? entry.grossAmount : entry.taxableAmount),
          formatYen(entry.tax),
        ] as [string, string, string],
    ),
  };
}

const minus = (amount: number) => (amount < 0 ? `−${formatYen(-amount)}` : formatYen(amount));

/**
 * 小計 (税抜), 消費税, 非課税 and 不課税 apart, 合計, then 源泉徴収 and 差引請求額 where withheld. A
 * 免税事業者's document has no tax row.
 */
export function totalsRows(totals: QuoteTotals, t: TFunction): TotalsRow[] {
  const untaxed = totals.nonTaxable !== 0 || totals.outOfScope !== 0;
  const rows: TotalsRow[] = [];
  if (totals.exemptIssuer) {
    if (untaxed)
      rows.push({ label: t('doc.subtotal'), value: minus(totals.subtotal), strong: false });
  } else {
    rows.push(
      {
        label: t(untaxed ? 'doc.subtotal_without_tax' : 'doc.subtotal'),
        value: minus(totals.subtotal),
        strong: false,
      },
      { label: t('doc.tax'), value: minus(totals.tax), strong: false },
    );
  }
  if (totals.nonTaxable !== 0)
    rows.push({ label: t('doc.non_taxable'), value: minus(totals.nonTaxable), strong: false });
  if (totals.outOfScope !== 0)
    rows.push({ label: t('doc.out_of_scope'), value: minus(totals.outOfScope), strong: false });
  rows.push({ label: t('doc.total'), value: minus(totals.total), strong: true });
  if (totals.withholding > 0) {
    rows.push(
      { label: t('doc.withholding'), value: `−${formatYen(totals.withholding)}`, strong: false },
      { label: t('doc.net'), value: minus(totals.net), strong: true },
    );
  }
  return rows;
}

/** The notes under the totals: the reduced-rate mark's meaning, and a 免税事業者's statement. */
export function totalsNotes(
  lines: readonly Pick<QuoteLine, 'taxRate' | 'taxClass'>[],
  totals: Pick<QuoteTotals, 'exemptIssuer'>,
  t: TFunction,
): string[] {
  if (totals.exemptIssuer) return [t('doc.exempt_note')];
  const reduced = lines.some(
    (line) => line.taxClass === 'taxable' && line.taxRate === REDUCED_TAX_RATE,
  );
  return reduced ? [t('doc.reduced_note')] : [];
}
