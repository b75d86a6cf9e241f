/**
 * The wire contract of the book-search function, shared by the handler and the browser's typed
 * API module (the browser imports the constant lists and types only).
 */

export type Locale = 'ja' | 'en';

export const BOOK_CATEGORIES = [
  'programming',
  'business',
  'marketing',
  'design',
  'language',
  'certification',
  'self-development',
  'hobby',
  'other',
] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export const BOOK_LEVELS = ['beginner', 'elementary', 'intermediate', 'advanced'] as const;
export type BookLevel = (typeof BOOK_LEVELS)[number];

export const BOOK_PURPOSES = [
  'basics',
  'practical',
  'certification',
  'career',
  'management',
  'reference',
] as const;
export type BookPurpose = (typeof BOOK_PURPOSES)[number];

export const BOOK_LANGUAGES = ['japanese', 'english', 'any'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

export const ADDITIONAL_REQUIREMENTS_MAX_LENGTH = 100;
export const SUBCATEGORY_MAX_LENGTH = 50;
export const PRICE_MAX_LIMIT = 1_000_000;

export type BookSearchRequest = {
  category: BookCategory;
  subcategory?: string;
  /** Empty or absent: any level. */
  level?: BookLevel | '';
  purposes?: BookPurpose[];
  priceRange?: { min?: number | null; max?: number | null };
  language?: BookLanguage;
  additionalRequirements?: string;
  /** Language of the criteria and reasons; Japanese when absent. */
  locale?: Locale;
};

export type BookRecommendation = {
  /** ISBN-10, which is also the book's ASIN on Amazon. */
  asin: string;
  title: string;
  author: string;
  publisher: string;
  publicationDate: string;
  /** Null: no cover service configured; the UI draws a placeholder cover. */
  imageUrl: string | null;
  /** 0–5 from a provider that has reader ratings; null when unknown (never invented). */
  rating: number | null;
  reviewCount: number | null;
  /** Yen; approximate list price for the built-in catalog. */
  price: number | null;
  originalPrice: number | null;
  /** Text that may contain Markdown-style links [label](https://…). */
  recommendationReason: string;
};

export interface BookSearchResult {
  query: string;
  /** Text that may contain Markdown-style links. */
  criteria: string;
  recommendations: BookRecommendation[];
  totalFound: number;
}
