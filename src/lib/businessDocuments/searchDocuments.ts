import { buildCsv, textCell } from '../csv';
import { tokyoTimestamp } from '../dates';
import { sortDocuments, type DocumentSummary } from './businessDocument';

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

/**
 * The 取引先 as the search matches it: full-width and half-width alike (NFKC), any case, no
 * spaces. The account's database keeps the same key beside each document (client_key).
 */
export const searchKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** A LIKE pattern matching `key` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (key: string) =>
  `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function matchesSearch(document: DocumentSummary, search: DocumentSearch): boolean {
  const date = document.transaction_date;
  if (search.dateFrom && (!date || date < search.dateFrom)) return false;
  if (search.dateTo && (!date || date > search.dateTo)) return false;
  const amount = document.amount;
  if (search.amountMin !== null && (amount === null || amount < search.amountMin)) return false;
  if (search.amountMax !== null && (amount === null || amount > search.amountMax)) return false;
  if (search.client.trim() && !searchKey(document.client).includes(searchKey(search.client)))
    return false;
  return true;
}

/** A search over documents at hand (this browser's), as the database runs it for an account. */
export function searchLocally<T extends DocumentSummary>(
  documents: readonly T[],
  search: DocumentSearch,
  page: { offset: number; limit: number },
): { rows: T[]; total: number } {
  const matches = sortDocuments(documents.filter((document) => matchesSearch(document, search)));
  return { rows: matches.slice(page.offset, page.offset + page.limit), total: matches.length };
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
 * formulas): 取引年月日, 取引金額 and 取引先 first, as the Act's search keys; 更新日時 in Japan's
 * time.
 */
export function buildDocumentIndexCsv(
  documents: readonly DocumentSummary[],
  labels: DocumentIndexLabels,
  names: {
    kind: (kind: DocumentSummary['kind']) => string;
    status: (status: DocumentSummary['status']) => string;
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
      tokyoTimestamp(document.updated_at),
    ]),
  ]);
}
