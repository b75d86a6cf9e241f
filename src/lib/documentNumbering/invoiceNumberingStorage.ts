import { readString, writeJson } from '../storage';
import { parseInvoiceCounters, type InvoiceCounters } from './invoiceCounters';

/** Beside the history key (invoice-history), which keeps its old shape. */
export const INVOICE_COUNTERS_STORAGE_KEY = 'invoice-counters';

export function loadInvoiceCounters(): InvoiceCounters {
  const raw = readString(INVOICE_COUNTERS_STORAGE_KEY);
  if (raw === null) return {};
  try {
    return parseInvoiceCounters(JSON.parse(raw));
  } catch {
    return {};
  }
}

/** Returns false when the browser refused to store them. */
export function saveInvoiceCounters(counters: InvoiceCounters): boolean {
  const json = JSON.stringify(counters);
  writeJson(INVOICE_COUNTERS_STORAGE_KEY, counters);
  return readString(INVOICE_COUNTERS_STORAGE_KEY) === json;
}
