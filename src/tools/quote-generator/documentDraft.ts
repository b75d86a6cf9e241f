import type { DocumentContent } from '../../lib/businessDocuments/businessDocument';
import type { SenderProfile } from '../../lib/senderProfile';
import { checkRegistrationNumber } from '../../lib/senderProfile/registrationNumber';
import { draftTotals } from './calculateQuoteTotals';
import { createItemId, withHonorific } from './quoteDraft';
import { ISSUER_FIELDS, type DraftKind, type IssuerField, type QuoteDraft } from './quoteTypes';

/** The last day of the month after the given date: the usual 翌月末 due date. */
export function endOfNextMonth(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  // Day 0 of the month after next is the last day of next month.
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** The number the document is known by: the quote number on a quote, its own number otherwise. */
export function documentNumberOf(draft: Pick<QuoteDraft, 'kind' | 'header'>): string {
  return draft.kind === 'quote' ? draft.header.quoteNumber : draft.header.documentNumber;
}

/** The draft with its number set (a quote's quoteNumber, any other kind's documentNumber). */
export function withDocumentNumber(draft: QuoteDraft, number: string): QuoteDraft {
  const field = draft.kind === 'quote' ? 'quoteNumber' : 'documentNumber';
  return { ...draft, header: { ...draft.header, [field]: number } };
}

const FILE_PREFIX: Record<DraftKind, string> = {
  quote: '見積書',
  invoice: '請求書',
  delivery_note: '納品書',
  receipt: '領収書',
};

const fileSafe = (text: string) =>
  text
    .trim()
    .replace(/[\\/:*?"<>|\s\p{Cc}]+/gu, '_')
    .slice(0, 60);

/**
 * 請求書_{number}_{取引先}.pdf (見積書 and 納品書 alike), without characters file systems
 * refuse; the client part is left out while there is none.
 */
export function documentFileName(
  draft: Pick<QuoteDraft, 'kind' | 'header'>,
  extension?: 'csv' | 'pdf',
): string {
  const client = fileSafe(draft.header.clientName.replace(/\s*(御中|様|殿)$/, ''));
  const base = [FILE_PREFIX[draft.kind], fileSafe(documentNumberOf(draft)), client]
    .filter(Boolean)
    .join('_');
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
 * What the profile offers each issuer field: the company name, the 登録番号 (only once it is a
 * whole, well-formed number: a half-typed one is offered nothing), the address block and the
 * 振込先 (invoices only).
 */
export function profileOffers(
  profile: SenderProfile,
  kind: DraftKind,
): Partial<Record<IssuerField, string>> {
  const registration = checkRegistrationNumber(profile.registrationNumber);
  const offers: Partial<Record<IssuerField, string>> = {
    companyName: profile.companyName.trim(),
    issuerDetails: issuerDetailsFromProfile(profile),
  };
  if (registration.status !== 'invalid_format') offers.registrationNumber = registration.normalized;
  if (kind === 'invoice') offers.bankAccount = profile.bankAccount.trim();
  return offers;
}

/**
 * Brings the profile's values into the document: each issuer field still holding what it last
 * took from the profile (or nothing) takes the profile's whole value now; a field the user has
 * changed in the document keeps the user's text. Returns the same draft when nothing changes.
 */
export function followProfile(draft: QuoteDraft, profile: SenderProfile): QuoteDraft {
  const offers = profileOffers(profile, draft.kind);
  const header = { ...draft.header };
  const profileBase = { ...draft.profileBase };
  let changed = false;
  for (const field of ISSUER_FIELDS) {
    const offered = offers[field];
    if (offered === undefined) continue;
    const current = header[field];
    const followsProfile = current === (profileBase[field] ?? '') || current.trim() === '';
    if (!followsProfile) continue;
    if (current !== offered) {
      header[field] = offered;
      changed = true;
    }
    if ((profileBase[field] ?? '') !== offered) {
      profileBase[field] = offered;
      changed = true;
    }
  }
  return changed ? { ...draft, header, profileBase } : draft;
}

export interface ConversionInput {
  /** The new document's number (an issued invoice number, or a delivery note number). */
  number: string;
  /** Today in Japan (YYYY-MM-DD). */
  today: string;
  /** 振込先 from the sender profile. */
  bankAccount: string;
  /**
   * The source's 納期 read as a date (parseJapaneseDate), or null when it names none. Read by
   * the caller, which loads the reader (its 和暦 tables) only when a document is converted.
   */
  delivered: string | null;
}

/**
 * An invoice or delivery note with the same client, subject, issuer and items as the source.
 * The quote number stays as a reference. The invoice is dated today and due at the end of next
 * month; its 取引年月日, like the delivery note's 納品日, is the quote's 納期 when that names a
 * date, else today. The new document is not kept yet (savedId null).
 */
export function convertDraft(
  source: QuoteDraft,
  kind: 'invoice' | 'delivery_note',
  input: ConversionInput,
): QuoteDraft {
  const { delivered } = input;
  const bankAccount = kind === 'invoice' ? source.header.bankAccount || input.bankAccount : '';
  return {
    ...source,
    kind,
    savedId: null,
    header: {
      ...source.header,
      documentNumber: input.number,
      date: kind === 'invoice' ? input.today : (delivered ?? input.today),
      transactionDate: delivered ?? input.today,
      dueDate: kind === 'invoice' ? endOfNextMonth(input.today) : '',
      bankAccount,
    },
    profileBase: { ...source.profileBase, bankAccount },
    items: source.items.map((item) => ({ ...item, id: createItemId() })),
  };
}

/**
 * The 但し書き of a receipt from the invoice's 件名, 「…代として」 as receipts say it: a 件名 that
 * already names a charge (…代, …代金, …料, …料金, …費) takes 「として」 alone, and …費用 becomes …代
 * (「Webサイト制作費用」: 「Webサイト制作代として」, never 「…費用代として」).
 */
export function provisoFromSubject(subject: string): string {
  const name = subject.trim().replace(/(として|の件)$/, '');
  if (name === '') return 'お品代として';
  if (/費用$/.test(name)) return `${name.replace(/費用$/, '代')}として`;
  if (/(代|代金|料|料金|費)$/.test(name)) return `${name}として`;
  return `${name}代として`;
}

/**
 * A 領収書 for an invoice: the same client, issuer and items (so it shows the tax per rate, as a
 * qualified receipt must), dated today, with the invoice as reference and 但し書き from its
 * subject. The amount is what the invoice asked for (差引請求額 when tax was withheld).
 */
export function receiptFromInvoice(source: QuoteDraft, input: ConversionInput): QuoteDraft {
  return {
    ...source,
    kind: 'receipt',
    savedId: null,
    header: {
      ...source.header,
      documentNumber: input.number,
      date: input.today,
      transactionDate: input.today,
      dueDate: '',
      bankAccount: '',
      invoiceReference: source.header.documentNumber,
      proviso: provisoFromSubject(source.header.subject),
    },
    paperReceipt: false,
    profileBase: { ...source.profileBase, bankAccount: '' },
    items: source.items.map((item) => ({ ...item, id: createItemId() })),
  };
}

/**
 * What the document list keeps: kind, number, subject, client (as printed), 取引年月日 and
 * 取引金額 (tax included; the searchable columns) and the draft.
 */
export function toDocumentContent(draft: QuoteDraft): DocumentContent {
  const { savedId: _savedId, ...data } = draft;
  // The amount the document states (less 源泉徴収 where withheld): the account's database
  // derives the same from the data (business_document_index).
  const totals = draftTotals(draft);
  const date = draft.kind === 'invoice' ? draft.header.transactionDate : draft.header.date;
  return {
    kind: draft.kind,
    number: documentNumberOf(draft),
    title: draft.header.subject,
    client: withHonorific(draft.header.clientName, draft.header.honorific),
    data: { ...data },
    transaction_date: date || null,
    amount: totals.net,
  };
}
