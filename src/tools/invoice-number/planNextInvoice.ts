import {
  checkCustomPattern,
  formatInvoiceNumber,
  type CustomPatternProblem,
  type InvoiceNumberSettings,
} from './formatInvoiceNumber';
import { nextSequence, type InvoiceEntry } from './invoiceHistory';

export interface NextInvoicePlan {
  /** Null while the settings cannot produce a number (blank or overlong custom format). */
  number: string | null;
  sequence: number;
  patternProblem: CustomPatternProblem | null;
  /** The number is already in the history (formats without the day, or without NNN). */
  duplicate: boolean;
}

export function planNextInvoice(
  settings: InvoiceNumberSettings,
  history: readonly InvoiceEntry[],
  issueDate: string,
): NextInvoicePlan {
  const patternProblem =
    settings.format === 'custom' ? checkCustomPattern(settings.customPattern) : null;
  const sequence = nextSequence(history, issueDate);
  if (patternProblem === 'empty' || patternProblem === 'too_long') {
    return { number: null, sequence, patternProblem, duplicate: false };
  }
  const number = formatInvoiceNumber(settings, issueDate, sequence);
  return {
    number,
    sequence,
    patternProblem,
    duplicate: history.some((entry) => entry.number === number),
  };
}
