import { tokyoDateString } from '../dates';
import type { AccountNumbering } from './accountNumbering';
import { recordSequence } from './invoiceCounters';
import { addInvoiceEntry } from './invoiceHistory';
import { loadInvoiceHistory, newInvoiceEntryId, saveInvoiceHistory } from './invoiceHistoryStorage';
import { loadInvoiceCounters, saveInvoiceCounters } from './invoiceNumberingStorage';
import { withNumberingLock } from './numberingLock';
import { settingsFor, type NumberedKind, type NumberingSettings } from './numberingSettings';
import { loadIssuedNumbers, saveIssuedNumbers } from './numberRegistry';
import { planNextNumber } from './planNextNumber';

export type IssueNumberResult =
  | { ok: true; number: string; issueDate: string; saved: boolean }
  /**
   * 'storage': the browser refused to record the number (private mode, storage full) and there
   * is no account to hold it, so it is not handed out: it would be handed out again.
   */
  | { ok: false; reason: 'pattern' | 'duplicate' | 'account' | 'storage' };

export interface IssueNumberRequest {
  kind: NumberedKind;
  settings: NumberingSettings;
  /** The signed-in user's numbering; null for guests and visitors (browser only). */
  account: AccountNumbering | null;
  /** What the invoice-number tool's history shows beside an invoice number. */
  details?: { description: string; amount?: number };
  now?: Date;
}

/** A run of numbers taken by other devices longer than this means something else is wrong. */
const MAX_CLAIMS = 50;

/**
 * Issues the next number of a kind, holding the numbering lock across tabs: reads the registry
 * and counters (and, signed in, the account's counter), plans, claims the number in the account
 * (its unique constraint decides between devices) and records it in this browser.
 */
export function issueDocumentNumber(request: IssueNumberRequest): Promise<IssueNumberResult> {
  return withNumberingLock(async () => {
    const { kind, account } = request;
    const settings = settingsFor(request.settings, kind);
    const issueDate = tokyoDateString(request.now ?? new Date());
    const issued = loadIssuedNumbers();
    let counters = loadInvoiceCounters();
    let plan = planNextNumber(settings, issued, issueDate, counters);
    if (account && plan.number !== null) {
      const highest = await account.highestSequence(plan.counterKey);
      if (!highest.ok) return { ok: false, reason: 'account' };
      counters = recordSequence(counters, plan.counterKey, highest.data);
      plan = planNextNumber(settings, issued, issueDate, counters);
    }
    for (let attempt = 0; ; attempt += 1) {
      if (plan.number === null) return { ok: false, reason: 'pattern' };
      if (plan.duplicate) return { ok: false, reason: 'duplicate' };
      if (!account) break;
      const claim = await account.claim({
        kind,
        number: plan.number,
        counterKey: plan.counterKey,
        sequence: plan.sequence,
        issuedOn: issueDate,
      });
      if (!claim.ok || attempt >= MAX_CLAIMS) return { ok: false, reason: 'account' };
      if (claim.data === 'claimed') break;
      issued.add(plan.number);
      counters = recordSequence(counters, plan.counterKey, plan.sequence);
      plan = planNextNumber(settings, issued, issueDate, counters);
    }
    const number = plan.number;
    issued.add(number);
    const recorded =
      saveIssuedNumbers(issued) &&
      saveInvoiceCounters(recordSequence(counters, plan.counterKey, plan.sequence));
    // Signed in, the account's claim is the record; in the browser alone, an unrecorded
    // number would be issued again by the next request.
    if (!recorded && !account) return { ok: false, reason: 'storage' };
    let saved = recorded;
    if (kind === 'invoice' && request.details) {
      const { description, amount } = request.details;
      const entry = {
        id: newInvoiceEntryId(),
        number,
        date: issueDate,
        description: description.trim(),
        ...(amount === undefined ? {} : { amount }),
      };
      saved = saveInvoiceHistory(addInvoiceEntry(loadInvoiceHistory(), entry)) && saved;
    }
    return { ok: true, number, issueDate, saved };
  });
}

/** Records numbers kept without being issued here (older documents), so none is issued again. */
export function rememberNumbers(numbers: readonly string[]): void {
  const issued = loadIssuedNumbers();
  const before = issued.size;
  for (const number of numbers) if (number.trim()) issued.add(number.trim());
  if (issued.size !== before) saveIssuedNumbers(issued);
}
