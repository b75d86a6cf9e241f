/**
 * The wire contract of the company-search function, shared by the handler and the browser's
 * typed API module (type-only there, so no server code reaches the bundle).
 */

export type Locale = 'ja' | 'en';

export interface CompanySearchRequest {
  companyName: string;
  /** Language of messages and descriptions; Japanese when absent. */
  locale?: Locale;
}

export interface CompanySource {
  name: string;
  /** Null for sources without a page of their own (an AI-written summary). */
  url: string | null;
}

export interface CompanyNewsItem {
  title: string;
  url: string;
  publisher: string | null;
  date: string | null;
}

/** The spec's company fields; unknown values are null, never guessed. */
export interface CompanyResult {
  company_name: string;
  /** Beyond the spec: the official English name, when known. */
  company_name_en: string | null;
  headquarters: string | null;
  /** YYYY (year of incorporation) or YYYY-MM-DD when an official register gives the day. */
  established_date: string | null;
  representative: string | null;
  phone_number: string | null;
  /** Yen as a number, or text as a provider wrote it. */
  capital: number | string | null;
  listing_exchange: string | null;
  ticker: string | null;
  listing_date: string | null;
  employees: number | string | null;
  average_salary: number | string | null;
  homepage_url: string | null;
  recruitment_url: string | null;
  business_description: string[];
  recent_news: CompanyNewsItem[];
  sources: CompanySource[];
}

export interface CompanyCandidate {
  company_name: string;
  headquarters: string | null;
  /** 0 to 1: how closely the name matches what was typed. */
  confidence: number;
}

export type CompanySearchResponse =
  | {
      success: true;
      data: CompanyResult;
      /** Beyond the spec: other companies whose names also match, best first. */
      related?: CompanyCandidate[];
    }
  | { success: true; candidates: CompanyCandidate[] }
  | { success: false; error: { message: string } };

export const COMPANY_NAME_MAX_LENGTH = 100;
