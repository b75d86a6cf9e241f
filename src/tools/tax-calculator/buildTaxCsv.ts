import { buildCsv, type CsvCell } from '../../lib/csv';
import type { TaxRate, TaxSummary } from './calculateTax';

export interface TaxCsvLine {
  name: string;
  rate: TaxRate;
}

export interface TaxCsvLabels {
  header: readonly [string, string, string, string, string];
  /** "10%対象" style label for a rate-wise total row. */
  rateTotal: (rate: TaxRate) => string;
  grandTotal: string;
}

/** Lines, then one row per rate and the grand total; amounts are plain integers for Excel. */
export function buildTaxCsv(
  lines: readonly TaxCsvLine[],
  summary: TaxSummary,
  labels: TaxCsvLabels,
): string {
  const rows: CsvCell[][] = [[...labels.header]];
  lines.forEach((line, index) => {
    const result = summary.lines[index];
    if (!result) return;
    rows.push([line.name, `${line.rate}%`, result.exclusive, result.tax, result.inclusive]);
  });
  rows.push([]);
  for (const total of summary.rateTotals) {
    rows.push([
      labels.rateTotal(total.rate),
      `${total.rate}%`,
      total.exclusive,
      total.tax,
      total.inclusive,
    ]);
  }
  const { exclusive, tax, inclusive } = summary.grandTotal;
  rows.push([labels.grandTotal, '', exclusive, tax, inclusive]);
  return buildCsv(rows);
}
