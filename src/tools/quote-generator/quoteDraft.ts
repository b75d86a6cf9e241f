import { addDays, tokyoDateString } from '../../lib/dates';
import { isDocumentKind } from '../../lib/businessDocuments/businessDocument';
import {
  DEFAULT_TAX_RATE,
  HONORIFICS,
  isItemTaxClass,
  isRounding,
  isTaxEntry,
  isTaxRate,
  ISSUER_FIELDS,
  LATER_HEADER_FIELDS,
  LATER_ITEM_FIELDS,
  type IssuerField,
  type QuoteDraft,
  type QuoteHeader,
  type QuoteItem,
  type TaxRate,
} from './quoteTypes';

export const QUOTE_VALIDITY_DAYS = 30;
export const QUOTE_DRAFT_STORAGE_KEY = 'quote-generator-draft';

let idCounter = 0;
/** Unique enough for list keys within one page; not a secret. */
export function createItemId(): string {
  idCounter += 1;
  return `item-${Date.now().toString(36)}-${idCounter}`;
}

export function createEmptyItem(taxRate: TaxRate = DEFAULT_TAX_RATE): QuoteItem {
  return {
    id: createItemId(),
    name: '',
    description: '',
    quantity: '1',
    unitPrice: '0',
    taxRate,
    ...LATER_ITEM_FIELDS,
  };
}

/** A 値引き line at the given rate: its amount (quantity × price) is taken off that rate's items. */
export function createDiscountItem(taxRate: TaxRate, name: string): QuoteItem {
  return { ...createEmptyItem(taxRate), name, discount: true };
}

export function createQuoteDraft(now: Date = new Date()): QuoteDraft {
  const today = tokyoDateString(now);
  return {
    version: 1,
    header: {
      // Issued by the numbering when the editor opens it (useQuoteNumber), never made up here.
      quoteNumber: '',
      date: today,
      validUntil: addDays(today, QUOTE_VALIDITY_DAYS),
      clientName: '',
      honorific: 'onchu',
      subject: '',
      companyName: '',
      registrationNumber: '',
      issuerDetails: '',
      notes: '',
      deliveryTerms: '',
      paymentTerms: '',
      documentNumber: '',
      transactionDate: '',
      dueDate: '',
      bankAccount: '',
      proviso: '',
      invoiceReference: '',
      clientPostalCode: '',
      clientAddress: '',
      clientDepartment: '',
      clientPerson: '',
      clientEmail: '',
    },
    kind: 'quote',
    savedId: null,
    items: [createEmptyItem()],
    taxRate: DEFAULT_TAX_RATE,
    perItemTax: false,
    withholding: false,
    taxEntry: 'exclusive',
    rounding: 'floor',
    exemptIssuer: false,
    paperReceipt: false,
    profileBase: {},
  };
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A new issue date moves the validity date along, unless the user had set it by hand. */
export function changeQuoteDate(header: QuoteHeader, date: string): QuoteHeader {
  const followsDate =
    CALENDAR_DATE.test(header.date) &&
    header.validUntil === addDays(header.date, QUOTE_VALIDITY_DAYS);
  const validUntil =
    followsDate && CALENDAR_DATE.test(date)
      ? addDays(date, QUOTE_VALIDITY_DAYS)
      : header.validUntil;
  return { ...header, date, validUntil };
}

/** The client's name with 御中 or 様, unless the user already wrote one. */
export function withHonorific(clientName: string, honorific: QuoteHeader['honorific']): string {
  const name = clientName.trim();
  if (name === '' || /(御中|様|殿)$/.test(name)) return name;
  return `${name} ${honorific === 'onchu' ? '御中' : '様'}`;
}

/** 見積書_{quoteNumber}.{ext}, with characters that file systems refuse replaced. */
export function quoteFileName(quoteNumber: string, extension?: 'csv' | 'pdf'): string {
  const safe = quoteNumber.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  const base = `見積書_${safe}`;
  return extension ? `${base}.${extension}` : base;
}

const HEADER_TEXT_FIELDS = [
  'quoteNumber',
  'date',
  'validUntil',
  'clientName',
  'subject',
  'companyName',
  'registrationNumber',
  'issuerDetails',
  'notes',
] as const satisfies readonly (keyof QuoteHeader)[];

const ITEM_TEXT_FIELDS = ['id', 'name', 'description', 'quantity', 'unitPrice'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** An item of any version 1 shape (単位, 値引き and 課税区分 came later and may be missing). */
type StoredItem = Omit<QuoteItem, keyof typeof LATER_ITEM_FIELDS> & Partial<QuoteItem>;

function isQuoteItem(value: unknown): value is StoredItem {
  return (
    isRecord(value) &&
    ITEM_TEXT_FIELDS.every((field) => typeof value[field] === 'string') &&
    isTaxRate(value.taxRate) &&
    (value.unit === undefined || typeof value.unit === 'string') &&
    (value.discount === undefined || typeof value.discount === 'boolean') &&
    (value.taxClass === undefined || isItemTaxClass(value.taxClass))
  );
}

/**
 * A draft read back from storage (or a kept document) is trusted only if it has the expected
 * shape. Fields added later (kind, savedId, the invoice and delivery fields) may be missing:
 * readQuoteDraft fills them in.
 */
type StoredDraft = Omit<
  QuoteDraft,
  | 'items'
  | 'kind'
  | 'savedId'
  | 'withholding'
  | 'paperReceipt'
  | 'profileBase'
  | 'taxEntry'
  | 'rounding'
  | 'exemptIssuer'
> &
  Partial<Omit<QuoteDraft, 'items'>> & { items: StoredItem[] };

export function isQuoteDraft(value: unknown): value is StoredDraft {
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.header)) return false;
  const header = value.header;
  return (
    HEADER_TEXT_FIELDS.every((field) => typeof header[field] === 'string') &&
    LATER_HEADER_FIELDS.every(
      (field) => header[field] === undefined || typeof header[field] === 'string',
    ) &&
    (value.kind === undefined || isDocumentKind(value.kind)) &&
    (value.savedId === undefined || value.savedId === null || typeof value.savedId === 'string') &&
    (HONORIFICS as readonly unknown[]).includes(header.honorific) &&
    Array.isArray(value.items) &&
    value.items.length > 0 &&
    value.items.every(isQuoteItem) &&
    isTaxRate(value.taxRate) &&
    typeof value.perItemTax === 'boolean' &&
    (value.withholding === undefined || typeof value.withholding === 'boolean') &&
    (value.paperReceipt === undefined || typeof value.paperReceipt === 'boolean') &&
    (value.taxEntry === undefined || isTaxEntry(value.taxEntry)) &&
    (value.rounding === undefined || isRounding(value.rounding)) &&
    (value.exemptIssuer === undefined || typeof value.exemptIssuer === 'boolean') &&
    (value.profileBase === undefined || isStringRecord(value.profileBase))
  );
}

/** A stored draft of any version 1 shape, with the fields added later filled in. */
export function readQuoteDraft(value: unknown): QuoteDraft | null {
  if (!isQuoteDraft(value)) return null;
  const header = { ...value.header };
  for (const field of LATER_HEADER_FIELDS) header[field] = value.header[field] ?? '';
  return {
    version: 1,
    kind: value.kind ?? 'quote',
    savedId: value.savedId ?? null,
    header,
    items: value.items.map((item) => ({ ...LATER_ITEM_FIELDS, ...item })),
    taxRate: value.taxRate,
    perItemTax: value.perItemTax,
    withholding: value.withholding ?? false,
    // Documents made before these settings: 税抜, 切り捨て, 課税事業者.
    taxEntry: value.taxEntry ?? 'exclusive',
    rounding: value.rounding ?? 'floor',
    exemptIssuer: value.exemptIssuer ?? false,
    paperReceipt: value.paperReceipt ?? false,
    // A draft kept before the profile was followed field by field: what it holds is taken as
    // what it last took from the profile, so a field filled then follows the profile again.
    profileBase: value.profileBase ?? pickIssuerFields(header),
  };
}

function pickIssuerFields(header: QuoteHeader): Partial<Record<IssuerField, string>> {
  return Object.fromEntries(ISSUER_FIELDS.map((field) => [field, header[field]]));
}
