import type { DocumentContent } from '../../lib/businessDocuments/businessDocument';
import type { SenderProfile } from '../../lib/senderProfile';
import { createItemId, createQuoteNumber, withHonorific } from './quoteDraft';
import type { DraftKind, QuoteDraft, QuoteHeader } from './quoteTypes';

/** The last day of the month after the given date: the usual 翌月末 due date. */
export function endOfNextMonth(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  // Day 0 of the month after next is the last day of next month.
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** 納品書 numbers follow the quote's rule with D instead of Q (e.g. D2025123456). */
export function createDeliveryNumber(now: Date = new Date()): string {
  return `D${createQuoteNumber(now).slice(1)}`;
}

/** The number the document is known by: the quote number on a quote, its own number otherwise. */
export function documentNumberOf(draft: Pick<QuoteDraft, 'kind' | 'header'>): string {
  return draft.kind === 'quote' ? draft.header.quoteNumber : draft.header.documentNumber;
}

const FILE_PREFIX: Record<DraftKind, string> = {
  quote: '見積書',
  invoice: '請求書',
  delivery_note: '納品書',
};

/** 見積書_{number}, 請求書_{number} or 納品書_{number}, without characters file systems refuse. */
export function documentFileName(
  draft: Pick<QuoteDraft, 'kind' | 'header'>,
  extension?: 'csv' | 'pdf',
): string {
  const safe = documentNumberOf(draft)
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '_');
  const base = `${FILE_PREFIX[draft.kind]}_${safe}`;
  return extension ? `${base}.${extension}` : base;
}

/** Address, contact and person in charge from the profile, as printed under the issuer name. */
export function issuerDetailsFromProfile(profile: SenderProfile): string {
  const postal = profile.postalCode.trim();
  const lines = [
    [postal ? `〒${postal.replace(/^〒/, '')}` : '', profile.address.trim()]
      .filter(Boolean)
      .join(' '),
    [profile.tel.trim() && `TEL ${profile.tel.trim()}`, profile.email.trim()]
      .filter(Boolean)
      .join('  '),
    [profile.department.trim(), profile.personName.trim()].filter(Boolean).join(' '),
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * Fills the issuer fields the user has left blank from the sender profile; what the user typed
 * stays. Returns the same header when nothing changes.
 */
export function fillIssuerFromProfile(header: QuoteHeader, profile: SenderProfile): QuoteHeader {
  const fills: Partial<QuoteHeader> = {};
  if (!header.companyName.trim() && profile.companyName.trim()) {
    fills.companyName = profile.companyName.trim();
  }
  if (!header.registrationNumber.trim() && profile.registrationNumber.trim()) {
    fills.registrationNumber = profile.registrationNumber.trim();
  }
  const details = issuerDetailsFromProfile(profile);
  if (!header.issuerDetails.trim() && details) fills.issuerDetails = details;
  return Object.keys(fills).length === 0 ? header : { ...header, ...fills };
}

export interface ConversionInput {
  /** The new document's number (an issued invoice number, or a delivery note number). */
  number: string;
  /** Today in Japan (YYYY-MM-DD). */
  today: string;
  /** 振込先 from the sender profile. */
  bankAccount: string;
}

/**
 * An invoice or delivery note with the same client, subject, issuer and items as the source.
 * The quote number stays as a reference; dates start today, the due date at the end of next
 * month. The new document is not kept yet (savedId null).
 */
export function convertDraft(
  source: QuoteDraft,
  kind: Exclude<DraftKind, 'quote'>,
  input: ConversionInput,
): QuoteDraft {
  return {
    ...source,
    kind,
    savedId: null,
    header: {
      ...source.header,
      documentNumber: input.number,
      date: input.today,
      transactionDate: input.today,
      dueDate: kind === 'invoice' ? endOfNextMonth(input.today) : '',
      bankAccount: kind === 'invoice' ? source.header.bankAccount || input.bankAccount : '',
    },
    items: source.items.map((item) => ({ ...item, id: createItemId() })),
  };
}

/** What the document list keeps: kind, number, subject, client (as printed) and the draft. */
export function toDocumentContent(draft: QuoteDraft): DocumentContent {
  const { savedId: _savedId, ...data } = draft;
  return {
    kind: draft.kind,
    number: documentNumberOf(draft),
    title: draft.header.subject,
    client: withHonorific(draft.header.clientName, draft.header.honorific),
    data: { ...data },
  };
}
