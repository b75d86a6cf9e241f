export const MAX_HISTORY_ENTRIES = 100;
export const VISIBLE_HISTORY_ENTRIES = 10;

/** One issued number; newest entries first in the stored list. */
export interface InvoiceEntry {
  id: string;
  number: string;
  /** The issue date in Japan time, YYYY-MM-DD. */
  date: string;
  description: string;
  amount?: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toEntry(value: unknown): InvoiceEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, number, date, description, amount } = record;
  if (typeof id !== 'string' || typeof number !== 'string' || number === '') return null;
  if (typeof date !== 'string' || !ISO_DATE.test(date)) return null;
  const entry: InvoiceEntry = {
    id,
    number,
    date,
    description: typeof description === 'string' ? description : '',
  };
  if (typeof amount === 'number' && Number.isFinite(amount) && amount >= 0) entry.amount = amount;
  return entry;
}

/**
 * Reads what local storage holds, keeping every well-formed entry: a damaged or hand-edited
 * entry is dropped on its own instead of losing the whole history.
 */
export function parseInvoiceHistory(value: unknown): InvoiceEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(toEntry)
    .filter((entry): entry is InvoiceEntry => entry !== null)
    .slice(0, MAX_HISTORY_ENTRIES);
}

/** Puts the new entry first and drops the oldest beyond the cap. */
export function addInvoiceEntry(
  history: readonly InvoiceEntry[],
  entry: InvoiceEntry,
): InvoiceEntry[] {
  return [entry, ...history].slice(0, MAX_HISTORY_ENTRIES);
}

/** How many entries the history holds for one Japan day, in any format. */
export function sameDayCount(history: readonly InvoiceEntry[], issueDate: string): number {
  return history.filter((entry) => entry.date === issueDate).length;
}

export interface InvoiceStatistics {
  total: number;
  today: number;
  thisMonth: number;
  withAmount: number;
  amountTotal: number;
}

export function computeInvoiceStatistics(
  history: readonly InvoiceEntry[],
  today: string,
): InvoiceStatistics {
  const month = today.slice(0, 7);
  let amountTotal = 0;
  let withAmount = 0;
  for (const entry of history) {
    if (entry.amount === undefined) continue;
    withAmount += 1;
    amountTotal += entry.amount;
  }
  return {
    total: history.length,
    today: history.filter((entry) => entry.date === today).length,
    thisMonth: history.filter((entry) => entry.date.startsWith(month)).length,
    withAmount,
    amountTotal,
  };
}
