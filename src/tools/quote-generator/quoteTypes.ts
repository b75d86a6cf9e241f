/** Consumption tax rates in Japan: 10% standard, 8% reduced (food, newspapers). */
export const TAX_RATES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const DEFAULT_TAX_RATE: TaxRate = 10;
export const REDUCED_TAX_RATE: TaxRate = 8;

export const HONORIFICS = ['onchu', 'sama'] as const;
/** 御中 for a company or department, 様 for a person. */
export type Honorific = (typeof HONORIFICS)[number];

export interface QuoteHeader {
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
}

/** Quantity and unit price keep the text as typed, so nothing is lost while it is invalid. */
export interface QuoteItem {
  id: string;
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Used when the quote sets rates per item; otherwise the quote's rate applies. */
  taxRate: TaxRate;
}

export interface QuoteDraft {
  version: 1;
  header: QuoteHeader;
  items: QuoteItem[];
  /** The rate of every item, unless perItemTax is on. */
  taxRate: TaxRate;
  perItemTax: boolean;
}

export function isTaxRate(value: unknown): value is TaxRate {
  return value === 8 || value === 10;
}
