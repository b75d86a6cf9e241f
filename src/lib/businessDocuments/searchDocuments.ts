import { buildCsv, textCell } from '../csv';
import type { BusinessDocument } from './businessDocument';

/**
 * The search the Electronic Bookkeeping Act asks of kept transaction records: 取引年月日 and
 * 取引金額 each by range, 取引先 by name, in any combination. Blank criteria match everything.
 */
export interface DocumentSearch {
  /** YYYY-MM-DD, inclusive; '' for open. */
  dateFrom: string;
  dateTo: string;
  /** Yen, inclusive; null for open. */
  amountMin: number | null;
  amountMax: number | null;
  /** Part of the client's name (full-width and half-width letters alike). */
  client: string;
}

export const EMPTY_SEARCH: DocumentSearch = {
  dateFrom: '',
  dateTo: '',
  amountMin: null,
  amountMax: null,
  client: '',
};

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export function matchesSearch(document: BusinessDocument, search: DocumentSearch): boolean {
  const date = document.transaction_date;
  if (search.dateFrom && (!date || date < search.dateFrom)) return false;
  if (search.dateTo && (!date || date > search.dateTo)) return false;
  const amount = document.amount;
  if (search.amountMin !== null && (amount === null || amount < search.amountMin)) return false;
  if (search.amountMax !== null && (amount === null || amount > search.amountMax)) return false;
  if (search.client.trim() && !fold(document.client).includes(fold(search.client))) return false;
  return true;
}

export function isSearching(search: DocumentSearch): boolean {
  return (
    search.dateFrom !== '' ||
    search.dateTo !== '' ||
    search.amountMin !== null ||
    search.amountMax !== null ||
    search.client.trim() !== ''
  );
}

export interface DocumentIndexLabels {
  transaction_date: string;
  amount: string;
  client: string;
  kind: string;
  number: string;
  title: string;
  status: string;
  version: string;
  cancel_reason: string;
  updated: string;
}

/**
 * The index of kept documents as CSV for Excel (BOM, CRLF, text cells guarded against
 * formulas): 取引年月日, 取引金額 and 取引先 first, as the Act's search keys.
 */
export function buildDocumentIndexCsv(
  documents: readonly BusinessDocument[],
  labels: DocumentIndexLabels,
  names: {
    kind: (kind: BusinessDocument['kind']) => string;
    status: (status: BusinessDocument['status']) => string;
  },
): string {
  return buildCsv([
    [
      labels.transaction_date,
      labels.amount,
      labels.client,
      labels.kind,
      labels.number,
      labels.title,
      labels.status,
      labels.version,
      labels.cancel_reason,
      labels.updated,
    ],
    ...documents.map((document) => [
      document.transaction_date ?? '',
      document.amount,
      textCell(document.client),
      names.kind(document.kind),
      textCell(document.number),
      textCell(document.title),
      names.status(document.status),
      document.version,
      textCell(document.cancel_reason ?? ''),
      document.updated_at,
    ]),
  ]);
}
