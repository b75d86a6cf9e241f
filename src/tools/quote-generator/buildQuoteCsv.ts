import { buildCsv, type CsvCell, textCell } from '../../lib/csv';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import type { laterLocales } from './laterLocales';
import type { DraftKind, QuoteHeader } from './quoteTypes';

export type QuoteCsvLabels = (typeof laterLocales)['en']['csv'];

function fillRate(template: string, rate: number): string {
  return template.replace('{{rate}}', String(rate));
}

export interface QuoteCsvInput {
  /** Quote when absent. */
  kind?: DraftKind;
  header: QuoteHeader;
  /** The client as printed (with 御中 or 様 in Japanese). */
  clientLine: string;
  /** The registration number as printed (normalised), or ''. */
  registrationNumber: string;
  lines: readonly QuoteLine[];
  totals: QuoteTotals;
}

/** Number and dates by kind; 納期 and 支払条件 only when the quote states them. */
function numberAndDateRows(kind: DraftKind, header: QuoteHeader, labels: QuoteCsvLabels) {
  if (kind === 'quote') {
    const rows: CsvCell[][] = [
      [labels.quote_number, textCell(header.quoteNumber)],
      [labels.date, header.date],
      [labels.valid_until, header.validUntil],
    ];
    if (header.deliveryTerms.trim()) {
      rows.push([labels.delivery_terms, textCell(header.deliveryTerms)]);
    }
    if (header.paymentTerms.trim())
      rows.push([labels.payment_terms, textCell(header.paymentTerms)]);
    return rows;
  }
  const rows: CsvCell[][] = [[labels.number_labels[kind], textCell(header.documentNumber)]];
  if (kind === 'invoice') {
    rows.push(
      [labels.invoice_date, header.date],
      [labels.transaction_date, header.transactionDate],
      [labels.due_date, header.dueDate],
    );
  } else if (kind === 'receipt') {
    rows.push([labels.date, header.date]);
  } else {
    rows.push([labels.delivery_date, header.date]);
  }
  if (header.quoteNumber.trim()) {
    rows.push([labels.quote_reference, textCell(header.quoteNumber)]);
  }
  return rows;
}

/**
 * The quote, invoice or delivery note as CSV for Excel: header fields, one row per item
 * (numbers as plain integers so they can be summed), then subtotal, rate-wise taxable amounts
 * and tax (each rounded once per rate), and the total.
 */
export function buildQuoteCsv(input: QuoteCsvInput, labels: QuoteCsvLabels): string {
  const { header, lines, totals } = input;
  const kind = input.kind ?? 'quote';
  const amountRow = (label: string, amount: number): CsvCell[] => [
    label,
    '',
    '',
    '',
    '',
    '',
    '',
    amount,
  ];
  const category = (line: QuoteLine) =>
    line.taxClass === 'non_taxable'
      ? labels.non_taxable
      : line.taxClass === 'out_of_scope'
        ? labels.out_of_scope
        : totals.exemptIssuer
          ? ''
          : // ※ marks a reduced-rate item, as on the printed document.
            line.taxRate === 8
            ? `${line.taxRate}%※`
            : `${line.taxRate}%`;
  const rows: CsvCell[][] = [
    [labels.titles[kind]],
    ...numberAndDateRows(kind, header, labels),
    [labels.client, textCell(input.clientLine)],
    [labels.subject, textCell(header.subject)],
    [labels.issuer, textCell(header.companyName)],
    [labels.registration_number, input.registrationNumber],
    [labels.issuer_details, textCell(header.issuerDetails)],
    ...(kind === 'invoice' ? [[labels.bank_account, textCell(header.bankAccount)]] : []),
    [],
    [
      labels.no,
      labels.name,
      labels.description,
      labels.quantity,
      labels.unit,
      labels.unit_price,
      labels.tax_rate,
      labels.amount,
    ],
    ...lines.map((line, index): CsvCell[] => [
      index + 1,
      textCell(line.item.name),
      textCell(line.item.description),
      line.quantity,
      textCell(line.item.unit),
      line.unitPrice === null ? null : line.item.discount ? -line.unitPrice : line.unitPrice,
      category(line),
      line.amount,
    ]),
    [],
    amountRow(labels.subtotal, totals.subtotal),
    ...totals.byRate.flatMap((entry) => [
      amountRow(fillRate(labels.taxable, entry.rate), entry.taxableAmount),
      amountRow(fillRate(labels.tax_for_rate, entry.rate), entry.tax),
    ]),
    ...(totals.exemptIssuer ? [] : [amountRow(labels.tax, totals.tax)]),
    ...(totals.nonTaxable !== 0 ? [amountRow(labels.non_taxable, totals.nonTaxable)] : []),
    ...(totals.outOfScope !== 0 ? [amountRow(labels.out_of_scope, totals.outOfScope)] : []),
    amountRow(labels.total, totals.total),
    ...(totals.withholding > 0
      ? [amountRow(labels.withholding, totals.withholding), amountRow(labels.net, totals.net)]
      : []),
    ...(totals.exemptIssuer ? [[], [labels.exempt_note]] : []),
    ...(header.notes.trim() ? [[], [labels.notes, textCell(header.notes)]] : []),
  ];
  return buildCsv(rows);
}
