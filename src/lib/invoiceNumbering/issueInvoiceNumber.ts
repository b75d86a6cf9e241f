import { tokyoDateString } from '../dates';
import type { InvoiceNumberSettings } from './formatInvoiceNumber';
import { counterKey, recordSequence } from './invoiceCounters';
import { addInvoiceEntry, type InvoiceEntry } from './invoiceHistory';
import { loadInvoiceHistory, newInvoiceEntryId, saveInvoiceHistory } from './invoiceHistoryStorage';
import { loadInvoiceCounters, saveInvoiceCounters } from './invoiceNumberingStorage';
import { planNextInvoice } from './planNextInvoice';

export type IssueInvoiceResult =
  | { ok: true; entry: InvoiceEntry; history: InvoiceEntry[]; saved: boolean }
  | { ok: false; reason: 'pattern' | 'duplicate' };

export interface IssueDetails {
  description: string;
  amount?: number;
}

/**
 * Issues the next number and records it (history and counters) in one step, reading storage and
 * the clock at the moment of issue so another tab's numbers are counted. Used by the
 * invoice-number tool and by invoices made from quotes, so the two never clash.
 */
export function issueInvoiceNumber(
  settings: InvoiceNumberSettings,
  details: IssueDetails,
  now: Date = new Date(),
): IssueInvoiceResult {
  const history = loadInvoiceHistory();
  const counters = loadInvoiceCounters();
  const issueDate = tokyoDateString(now);
  const plan = planNextInvoice(settings, history, issueDate, counters);
  if (plan.number === null) return { ok: false, reason: 'pattern' };
  if (plan.duplicate) return { ok: false, reason: 'duplicate' };
  const entry: InvoiceEntry = {
    id: newInvoiceEntryId(),
    number: plan.number,
    date: issueDate,
    description: details.description.trim(),
    ...(details.amount === undefined ? {} : { amount: details.amount }),
  };
  const updated = addInvoiceEntry(history, entry);
  const countersSaved = saveInvoiceCounters(
    recordSequence(counters, counterKey(settings, issueDate), plan.sequence),
  );
  const historySaved = saveInvoiceHistory(updated);
  return { ok: true, entry, history: updated, saved: countersSaved && historySaved };
}
