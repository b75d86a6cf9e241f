import type { DocumentKind } from '../../lib/businessDocuments';
import { isOneOf } from '../../lib/isOneOf';

/** Consumption tax rates in Japan: 10% standard, 8% reduced (food, newspapers). */
export const TAX_RATES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const DEFAULT_TAX_RATE: TaxRate = 10;
export const REDUCED_TAX_RATE: TaxRate = 8;

/**
 * How an item is taxed: at a rate (課税), 非課税 (exempt by law: land, insurance, stamps) or 不課税
 * (outside consumption tax: 立替金, 実費 passed on). Items that are not taxed are summed apart from
 * the per-rate totals.
 */
export const ITEM_TAX_CLASSES = ['taxable', 'non_taxable', 'out_of_scope'] as const;
export type ItemTaxClass = (typeof ITEM_TAX_CLASSES)[number];

/** Prices typed without tax (税抜, the default) or with it (税込). */
export const TAX_ENTRIES = ['exclusive', 'inclusive'] as const;
export type TaxEntry = (typeof TAX_ENTRIES)[number];

/**
 * 端数処理 of the tax (once per rate per document) and of an amount with a decimal quantity:
 * 切り捨て (the default), 四捨五入 or 切り上げ, on the amount's size (a discount rounds as its price).
 */
export const ROUNDINGS = ['floor', 'round', 'ceil'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export const HONORIFICS = ['onchu', 'sama'] as const;
/** 御中 for a company or department, 様 for a person. */
export type Honorific = (typeof HONORIFICS)[number];

export interface QuoteHeader {
  /** The quote's number; kept on an invoice or delivery note made from it, as a reference. */
  quoteNumber: string;
  /** YYYY-MM-DD (Japan calendar date). */
  date: string;
  validUntil: string;
  clientName: string;
  honorific: Honorific;
  subject: string;
  /** The issuer. */
  companyName: string;
  /** Issuer's qualified-invoice registration number (T + 13 digits); optional. */
  registrationNumber: string;
  /** Issuer's address, phone, person in charge: free text printed under the name. */
  issuerDetails: string;
  notes: string;
  /** 納期: free text on a quote (e.g. ご発注から2週間). */
  deliveryTerms: string;
  /** 支払条件: free text on a quote (e.g. 月末締め翌月末払い). */
  paymentTerms: string;
  /** The invoice's or delivery note's own number ('' on a quote). */
  documentNumber: string;
  /** 取引年月日 on an invoice (YYYY-MM-DD). */
  transactionDate: string;
  /** 支払期限 on an invoice (YYYY-MM-DD); by default the end of the next month. */
  dueDate: string;
  /** 振込先 on an invoice, from the sender profile unless changed. */
  bankAccount: string;
  /** 但し書き on a receipt (e.g. Webサイト制作代として). */
  proviso: string;
  /** The invoice a receipt was made from. */
  invoiceReference: string;
  /**
   * The recipient's postal address, printed on the first page where a 長3 window envelope shows
   * it (windowEnvelope.ts): 郵便番号, 住所, 部署 and 担当者 (with 様). From the chosen customer.
   */
  clientPostalCode: string;
  clientAddress: string;
  clientDepartment: string;
  clientPerson: string;
  /** Where 「メールで送付」 sends the document (the customer's address). */
  clientEmail: string;
}

/** The header fields an older saved draft may lack; they start empty. */
export const LATER_HEADER_FIELDS = [
  'deliveryTerms',
  'paymentTerms',
  'documentNumber',
  'transactionDate',
  'dueDate',
  'bankAccount',
  'proviso',
  'invoiceReference',
  'clientPostalCode',
  'clientAddress',
  'clientDepartment',
  'clientPerson',
  'clientEmail',
] as const satisfies readonly (keyof QuoteHeader)[];

/** Quantity and unit price keep the text as typed, so nothing is lost while it is invalid. */
export interface QuoteItem {
  id: string;
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Used when the quote sets rates per item; otherwise the quote's rate applies. */
  taxRate: TaxRate;
  /** 単位 (時間, 個, 式, 件 …), printed in its own column; '' for none. */
  unit: string;
  /** A 値引き line: its amount is taken off the items of its rate (quantity × price, negative). */
  discount: boolean;
  /** 課税 (at taxRate), 非課税 or 不課税; set per item when the quote sets rates per item. */
  taxClass: ItemTaxClass;
}

/** The item fields an older saved draft may lack, with what they start as. */
export const LATER_ITEM_FIELDS = { unit: '', discount: false, taxClass: 'taxable' } as const;

/** 見積書, 請求書 or 納品書: one editor, one item table, three printed forms. */
export type DraftKind = DocumentKind;

/** The kinds a document can be made into: 請求書, 納品書 and 領収書. */
export type MadeKind = Exclude<DraftKind, 'quote'>;

/**
 * What a document of each kind can be made into, in the order its buttons stand: a quote into an
 * invoice or a delivery note, an invoice into a receipt or a delivery note, a delivery note into
 * an invoice; a receipt into nothing.
 */
export function madeFrom(kind: DraftKind): MadeKind[] {
  const kinds: MadeKind[] = [];
  if (kind !== 'invoice' && kind !== 'receipt') kinds.push('invoice');
  if (kind === 'invoice') kinds.push('receipt');
  if (kind !== 'delivery_note' && kind !== 'receipt') kinds.push('delivery_note');
  return kinds;
}

/** The document's issuer fields that follow the sender profile. */
export const ISSUER_FIELDS = [
  'companyName',
  'registrationNumber',
  'issuerDetails',
  'bankAccount',
] as const satisfies readonly (keyof QuoteHeader)[];
export type IssuerField = (typeof ISSUER_FIELDS)[number];

export interface QuoteDraft {
  version: 1;
  /** Absent in drafts saved before invoices and delivery notes existed: a quote. */
  kind: DraftKind;
  /** The kept document this draft was saved as or opened from, or null. */
  savedId: string | null;
  header: QuoteHeader;
  items: QuoteItem[];
  /** The rate of every item, unless perItemTax is on. */
  taxRate: TaxRate;
  perItemTax: boolean;
  /** 源泉徴収: the client withholds income tax from the fee (freelancers' invoices). */
  withholding: boolean;
  /** 税抜 or 税込 entry of every price in the document (税抜 in documents made before). */
  taxEntry: TaxEntry;
  /** 端数処理 of the document (切り捨て in documents made before). */
  rounding: Rounding;
  /**
   * 免税事業者: the issuer is not a registered invoice issuer. The document shows no tax, rate
   * table or 登録番号, and says it is not a 適格請求書.
   */
  exemptIssuer: boolean;
  /** A receipt handed over on paper (a 課税文書: 収入印紙 from 50,000 yen); false: sent as a PDF. */
  paperReceipt: boolean;
  /**
   * What each issuer field last took from the sender profile. A field still equal to it follows
   * the profile; one the user has changed in the document keeps the user's text.
   */
  profileBase: Partial<Record<IssuerField, string>>;
}

export function isTaxRate(value: unknown): value is TaxRate {
  return value === 8 || value === 10;
}

export const isItemTaxClass = (value: unknown): value is ItemTaxClass =>
  isOneOf(ITEM_TAX_CLASSES, value);
export const isTaxEntry = (value: unknown): value is TaxEntry => isOneOf(TAX_ENTRIES, value);
export const isRounding = (value: unknown): value is Rounding => isOneOf(ROUNDINGS, value);
