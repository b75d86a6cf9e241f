import {
  numberingPeriod,
  patternOf,
  periodKey,
  type InvoiceNumberSettings,
} from './formatInvoiceNumber';

/**
 * The highest sequence issued so far per numbering (prefix and pattern) and period. The history
 * keeps only the latest 100 entries; these counters keep counting past that, so a number is never
 * issued twice even after its entry has left the history.
 */
export type InvoiceCounters = Record<string, number>;

/** Counters per day would grow by one entry a day; a few years of them are plenty. */
export const MAX_COUNTER_ENTRIES = 2000;

/** e.g. "A-|YYYY-MM-NNN|2025-04": one key per prefix, pattern and period. */
export function counterKey(settings: InvoiceNumberSettings, issueDate: string): string {
  const pattern = patternOf(settings);
  return `${settings.prefix.trim()}|${pattern}|${periodKey(numberingPeriod(pattern), issueDate)}`;
}

export function parseInvoiceCounters(value: unknown): InvoiceCounters {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const counters: InvoiceCounters = {};
  for (const [key, count] of Object.entries(value as Record<string, unknown>)) {
    if (typeof count === 'number' && Number.isSafeInteger(count) && count > 0) {
      counters[key] = count;
    }
  }
  return counters;
}

/**
 * Records that `sequence` was issued under `key`. A counter never goes down. When there are too
 * many, the oldest keys written go first (object keys keep their insertion order).
 */
export function recordSequence(
  counters: InvoiceCounters,
  key: string,
  sequence: number,
): InvoiceCounters {
  const rest = { ...counters };
  const previous = rest[key] ?? 0;
  delete rest[key];
  const entries = Object.entries(rest);
  const kept = entries.slice(Math.max(0, entries.length - (MAX_COUNTER_ENTRIES - 1)));
  return { ...Object.fromEntries(kept), [key]: Math.max(previous, sequence) };
}
