import { counterKey, type InvoiceCounters } from './invoiceCounters';
import {
  checkCustomPattern,
  formatInvoiceNumber,
  type CustomPatternProblem,
  type InvoiceNumberSettings,
} from './formatInvoiceNumber';

export interface NextNumberPlan {
  /** Null while the settings cannot produce a number (blank or overlong custom format). */
  number: string | null;
  sequence: number;
  /** The counter this number counts under (prefix, pattern and period). */
  counterKey: string;
  patternProblem: CustomPatternProblem | null;
  /** A pattern without NNN whose one number of the period is already used: refused. */
  duplicate: boolean;
}

/**
 * The next number: one more than the counter of the period the pattern names in full, skipping
 * every number ever issued (`issued` holds them all, not a window). A pattern whose number has
 * no sequence to skip with is marked duplicate once its number is used.
 */
export function planNextNumber(
  settings: InvoiceNumberSettings,
  issued: ReadonlySet<string>,
  issueDate: string,
  counters: InvoiceCounters = {},
): NextNumberPlan {
  const key = counterKey(settings, issueDate);
  const patternProblem =
    settings.format === 'custom' ? checkCustomPattern(settings.customPattern) : null;
  let sequence = (counters[key] ?? 0) + 1;
  if (patternProblem === 'empty' || patternProblem === 'too_long') {
    return { number: null, sequence, counterKey: key, patternProblem, duplicate: false };
  }
  let number = formatInvoiceNumber(settings, issueDate, sequence);
  if (patternProblem !== 'no_sequence') {
    while (issued.has(number)) {
      sequence += 1;
      number = formatInvoiceNumber(settings, issueDate, sequence);
    }
  }
  return { number, sequence, counterKey: key, patternProblem, duplicate: issued.has(number) };
}
