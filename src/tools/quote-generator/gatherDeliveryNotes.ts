import { addDays } from '../../lib/dates';
import { MAX_ITEMS } from './calculateQuoteTotals';
import { endOfNextMonth } from './documentDraft';
import { createItemId } from './quoteDraft';
import type { QuoteDraft } from './quoteTypes';

/** A kept 納品書: its number and its draft. */
export interface DeliveryNote {
  number: string;
  draft: QuoteDraft;
}

export type GatherResult =
  | { ok: true; draft: QuoteDraft }
  | { ok: false; reason: 'none' | 'mixed_entry' | 'too_many_items' };

/** The first and last day (YYYY-MM-DD) of a month given as YYYY-MM. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/**
 * A 合算請求書: one invoice listing each of a month's 納品書 for one customer, as freee請求書 makes
 * one. Every item of every note is copied, its 詳細 naming the note it came from and its delivery
 * date (so the invoice keeps each transaction's date, as the インボイス rules ask), in delivery
 * order; the tax is then computed once per rate on the whole invoice. The customer, issuer and
 * settings come from the latest note; the invoice is dated `today`, due at the end of next month,
 * its number given when it is first kept. Notes with 税込 and 税抜 prices are not mixed.
 */
export function gatherDeliveryNotes(
  notes: readonly DeliveryNote[],
  today: string,
  describe: (note: DeliveryNote, date: string) => string,
): GatherResult {
  if (notes.length === 0) return { ok: false, reason: 'none' };
  const dateOf = (note: DeliveryNote) =>
    note.draft.header.transactionDate || note.draft.header.date;
  const sorted = [...notes].sort(
    (a, b) => dateOf(a).localeCompare(dateOf(b)) || a.number.localeCompare(b.number),
  );
  if (new Set(sorted.map((note) => note.draft.taxEntry)).size > 1)
    return { ok: false, reason: 'mixed_entry' };
  const items = sorted.flatMap((note) =>
    note.draft.items.map((item) => ({
      ...item,
      id: createItemId(),
      description: [describe(note, dateOf(note)), item.description.trim()]
        .filter(Boolean)
        .join(' '),
      // Each note's own rate when it had one for all its items.
      taxRate: note.draft.perItemTax ? item.taxRate : note.draft.taxRate,
    })),
  );
  if (items.length > MAX_ITEMS) return { ok: false, reason: 'too_many_items' };
  const latest = sorted[sorted.length - 1] as DeliveryNote;
  const rates = new Set(items.map((item) => `${item.taxRate}|${item.taxClass}`));
  return {
    ok: true,
    draft: {
      ...latest.draft,
      kind: 'invoice',
      savedId: null,
      header: {
        ...latest.draft.header,
        documentNumber: '',
        date: today,
        transactionDate: dateOf(latest),
        dueDate: endOfNextMonth(today),
        bankAccount: latest.draft.header.bankAccount || latest.draft.profileBase.bankAccount || '',
      },
      items,
      taxRate: items[0]?.taxRate ?? latest.draft.taxRate,
      perItemTax: sorted.some((note) => note.draft.perItemTax) || rates.size > 1,
      withholding: sorted.some((note) => note.draft.withholding),
    },
  };
}
