import { readJson, readString, writeJson } from '../storage';
import {
  INVOICE_FORMATS,
  MAX_CUSTOM_PATTERN_LENGTH,
  MAX_PREFIX_LENGTH,
  type InvoiceNumberSettings,
} from './formatInvoiceNumber';
import { parseInvoiceCounters, type InvoiceCounters } from './invoiceCounters';

/** Beside the history key (invoice-history), which keeps its old shape. */
export const INVOICE_COUNTERS_STORAGE_KEY = 'invoice-counters';
/** The format chosen in the invoice-number tool, also used for invoices made from quotes. */
export const INVOICE_SETTINGS_STORAGE_KEY = 'invoice-number-settings';

export const DEFAULT_INVOICE_SETTINGS: InvoiceNumberSettings = {
  format: 'YYYYMMDD-NNN',
  customPattern: '',
  prefix: '',
};

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

function isSettings(value: unknown): value is InvoiceNumberSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (INVOICE_FORMATS as readonly unknown[]).includes(record.format) &&
    typeof record.customPattern === 'string' &&
    record.customPattern.length <= MAX_CUSTOM_PATTERN_LENGTH * 2 &&
    typeof record.prefix === 'string' &&
    record.prefix.length <= MAX_PREFIX_LENGTH
  );
}

export function loadInvoiceSettings(): InvoiceNumberSettings {
  const stored = readJson(INVOICE_SETTINGS_STORAGE_KEY, isSettings);
  return stored
    ? { format: stored.format, customPattern: stored.customPattern, prefix: stored.prefix }
    : { ...DEFAULT_INVOICE_SETTINGS };
}

export function saveInvoiceSettings(settings: InvoiceNumberSettings): void {
  writeJson(INVOICE_SETTINGS_STORAGE_KEY, settings);
}
