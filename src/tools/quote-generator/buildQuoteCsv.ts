import { buildCsv, type CsvCell, textCell } from '../../lib/csv';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import type { locales } from './locales';
import type { QuoteHeader } from './quoteTypes';

export type QuoteCsvLabels = (typeof locales)['en']['csv'];

function fillRate(template: string, rate: number): string {
  return template.replace('{{rate}}', String(rate));
}

export interface QuoteCsvInput {
  header: QuoteHeader;
  /** The client as printed (with 御中 or 様 in Japanese). */
  clientLine: string;
  /** The registration number as printed (normalised), or ''. */
  registrationNumber: string;
  lines: readonly QuoteLine[];
  totals: QuoteTotals;
}

/**
 * The quote as CSV for Excel: header fields, one row per item (numbers as plain integers so they
 * can be summed), then subtotal, rate-wise taxable amounts and tax, and the total.
 */
export function buildQuoteCsv(input: QuoteCsvInput, labels: QuoteCsvLabels): string {
  const { header, lines, totals } = input;
  const amountRow = (label: string, amount: number): CsvCell[] => [
    label,
    '',
    '',
    '',
    '',
    '',
    amount,
  ];
  const rows: CsvCell[][] = [
    [labels.title],
    [labels.quote_number, textCell(header.quoteNumber)],
    [labels.date, header.date],
    [labels.valid_until, header.validUntil],
    [labels.client, textCell(input.clientLine)],
    [labels.subject, textCell(header.subject)],
    [labels.issuer, textCell(header.companyName)],
    [labels.registration_number, input.registrationNumber],
    [labels.issuer_details, textCell(header.issuerDetails)],
    [],
    [
      labels.no,
      labels.name,
      labels.description,
      labels.quantity,
      labels.unit_price,
      labels.tax_rate,
      labels.amount,
    ],
    ...lines.map((line, index): CsvCell[] => [
      index + 1,
      textCell(line.item.name),
      textCell(line.item.description),
      line.quantity,
      line.unitPrice,
      `${line.taxRate}%`,
      line.amount,
    ]),
    [],
    amountRow(labels.subtotal, totals.subtotal),
    ...totals.byRate.flatMap((entry) => [
      amountRow(fillRate(labels.taxable, entry.rate), entry.taxableAmount),
      amountRow(fillRate(labels.tax_for_rate, entry.rate), entry.tax),
    ]),
    amountRow(labels.tax, totals.tax),
    amountRow(labels.total, totals.total),
    [],
    [labels.notes, textCell(header.notes)],
  ];
  return buildCsv(rows);
}
