import { readJson, writeJson } from '../storage';
import {
  INVOICE_FORMATS,
  MAX_CUSTOM_PATTERN_LENGTH,
  MAX_PREFIX_LENGTH,
  type InvoiceFormat,
  type InvoiceNumberSettings,
} from './formatInvoiceNumber';

/** Every kind of document that gets its number from the one numbering. */
export const NUMBERED_KINDS = ['quote', 'delivery_note', 'invoice', 'receipt'] as const;
export type NumberedKind = (typeof NUMBERED_KINDS)[number];

/** One pattern for every kind, and a prefix per kind (Q20261126-001, 20261126-001, …). */
export interface NumberingSettings {
  format: InvoiceFormat;
  customPattern: string;
  prefixes: Record<NumberedKind, string>;
}

/** The invoice keeps no prefix, so its numbers continue those issued before the other kinds. */
export const DEFAULT_PREFIXES: Record<NumberedKind, string> = {
  quote: 'Q',
  delivery_note: 'D',
  invoice: '',
  receipt: 'R',
};

export const DEFAULT_NUMBERING_SETTINGS: NumberingSettings = {
  format: 'YYYYMMDD-NNN',
  customPattern: '',
  prefixes: { ...DEFAULT_PREFIXES },
};

/** The format chosen in the invoice-number tool; it also keeps `prefix` (the invoice's). */
export const INVOICE_SETTINGS_STORAGE_KEY = 'invoice-number-settings';

interface StoredSettings {
  format: InvoiceFormat;
  customPattern: string;
  prefix: string;
  prefixes?: Partial<Record<NumberedKind, unknown>>;
}

function isStoredSettings(value: unknown): value is StoredSettings {
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

/** Settings saved before prefixes per kind existed keep their invoice prefix. */
export function loadNumberingSettings(): NumberingSettings {
  const stored = readJson(INVOICE_SETTINGS_STORAGE_KEY, isStoredSettings);
  if (!stored) return { ...DEFAULT_NUMBERING_SETTINGS, prefixes: { ...DEFAULT_PREFIXES } };
  const prefixes = { ...DEFAULT_PREFIXES, invoice: stored.prefix };
  for (const kind of NUMBERED_KINDS) {
    const value = stored.prefixes?.[kind];
    if (kind !== 'invoice' && typeof value === 'string' && value.length <= MAX_PREFIX_LENGTH)
      prefixes[kind] = value;
  }
  return { format: stored.format, customPattern: stored.customPattern, prefixes };
}

export function saveNumberingSettings(settings: NumberingSettings): void {
  const stored: StoredSettings = {
    format: settings.format,
    customPattern: settings.customPattern,
    prefix: settings.prefixes.invoice,
    prefixes: settings.prefixes,
  };
  writeJson(INVOICE_SETTINGS_STORAGE_KEY, stored);
}

/** The settings one kind's numbers are made with. */
export function settingsFor(
  settings: NumberingSettings,
  kind: NumberedKind,
): InvoiceNumberSettings {
  return {
    format: settings.format,
    customPattern: settings.customPattern,
    prefix: settings.prefixes[kind],
  };
}
