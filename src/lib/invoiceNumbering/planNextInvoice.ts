import { counterKey, type InvoiceCounters } from './invoiceCounters';
import {
  checkCustomPattern,
  formatInvoiceNumber,
  numberingPeriod,
  patternOf,
  periodKey,
  sequenceMatcher,
  type CustomPatternProblem,
  type InvoiceNumberSettings,
} from './formatInvoiceNumber';
import { sameDayCount, type InvoiceEntry } from './invoiceHistory';

export interface NextInvoicePlan {
  /** Null while the settings cannot produce a number (blank or overlong custom format). */
  number: string | null;
  sequence: number;
  patternProblem: CustomPatternProblem | null;
  /**
   * The number has been issued already (a pattern without NNN, issued twice in its period):
   * issuing is refused.
   */
  duplicate: boolean;
}

/** The highest sequence the history shows for these settings in the issue date's period. */
function highestSequenceInHistory(
  settings: InvoiceNumberSettings,
  history: readonly InvoiceEntry[],
  issueDate: string,
): number {
  const matcher = sequenceMatcher(settings, issueDate);
  if (!matcher) return 0;
  const period = numberingPeriod(patternOf(settings));
  const current = periodKey(period, issueDate);
  let highest = 0;
  for (const entry of history) {
    if (periodKey(period, entry.date) !== current) continue;
    const found = matcher.exec(entry.number)?.[1];
    if (found) highest = Math.max(highest, Number(found));
  }
  return highest;
}

/**
 * The next number: one more than the highest sequence issued in the period the format shows
 * (from the counters, or the history for numbers issued before counters existed). The daily
 * format also keeps the rule "same-day count + 1" (entries of every format issued that day).
 * A number the history already holds is skipped; when the pattern has no sequence to skip
 * with, the plan is marked duplicate.
 */
export function planNextInvoice(
  settings: InvoiceNumberSettings,
  history: readonly InvoiceEntry[],
  issueDate: string,
  counters: InvoiceCounters = {},
): NextInvoicePlan {
  const patternProblem =
    settings.format === 'custom' ? checkCustomPattern(settings.customPattern) : null;
  const daily = settings.format === 'YYYYMMDD-NNN' ? sameDayCount(history, issueDate) : 0;
  let sequence =
    Math.max(
      counters[counterKey(settings, issueDate)] ?? 0,
      highestSequenceInHistory(settings, history, issueDate),
      daily,
    ) + 1;
  if (patternProblem === 'empty' || patternProblem === 'too_long') {
    return { number: null, sequence, patternProblem, duplicate: false };
  }
  const used = new Set(history.map((entry) => entry.number));
  let number = formatInvoiceNumber(settings, issueDate, sequence);
  if (patternProblem !== 'no_sequence') {
    while (used.has(number)) {
      sequence += 1;
      number = formatInvoiceNumber(settings, issueDate, sequence);
    }
  }
  return { number, sequence, patternProblem, duplicate: used.has(number) };
}
