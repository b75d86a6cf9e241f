import { readString, removeKey, STORAGE_KEYS, writeJson } from '../storage';
import { parseInvoiceHistory, type InvoiceEntry } from './invoiceHistory';

/** History lives only in this browser (key invoice-history), with no network call. */
export function loadInvoiceHistory(): InvoiceEntry[] {
  const raw = readString(STORAGE_KEYS.invoiceHistory);
  if (raw === null) return [];
  try {
    return parseInvoiceHistory(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Returns false when the browser refused to store it (private mode, full quota). */
export function saveInvoiceHistory(history: readonly InvoiceEntry[]): boolean {
  const json = JSON.stringify(history);
  writeJson(STORAGE_KEYS.invoiceHistory, history);
  return readString(STORAGE_KEYS.invoiceHistory) === json;
}

export function clearInvoiceHistory(): void {
  removeKey(STORAGE_KEYS.invoiceHistory);
}

/** Ids need only be unique in one browser; randomUUID is missing outside secure contexts. */
export function newInvoiceEntryId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
