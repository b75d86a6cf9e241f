import { buildCsv, type CsvCell } from '../../lib/csv';
import type { InvoiceEntry } from '../../lib/documentNumbering';

/** Oldest first, as a ledger reads; amounts as plain integers, blank when none was given. */
export function buildInvoiceHistoryCsv(
  history: readonly InvoiceEntry[],
  header: readonly [string, string, string, string],
): string {
  const rows: CsvCell[][] = [[...header]];
  for (const entry of [...history].reverse()) {
    rows.push([entry.number, entry.date, entry.description, entry.amount]);
  }
  return buildCsv(rows);
}
