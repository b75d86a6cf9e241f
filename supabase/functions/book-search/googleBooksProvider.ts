import {
  fetchJsonWithTimeout,
  isRecord,
  numberOrNull,
  textOrNull,
  type FetchFunction,
  type JsonRecord,
} from '../_shared/providerHttp.ts';
import type { BookCategory, BookLanguage } from './contract.ts';
import { isbn13To10, isValidIsbn10 } from './isbn.ts';
import type { ProviderBook } from './providerBook.ts';

/** The Google Books API (volumes search); an API key is optional for low volumes. */
export const GOOGLE_BOOKS_URL = 'https://www.googleapis.com/books/v1/volumes';
const TIMEOUT_MS = 8000;
const MAX_RESULTS = 20;

export interface GoogleBooksConfig {
  apiKey: string | null;
  fetch: FetchFunction;
}

const CATEGORY_SUBJECTS: Record<BookCategory, string> = {
  programming: 'subject:computers',
  business: 'subject:business',
  marketing: 'marketing',
  design: 'subject:design',
  language: 'subject:"language arts"',
  certification: 'certification study guide',
  'self-development': 'subject:"self-help"',
  hobby: 'subject:"crafts & hobbies"',
  other: 'subject:science',
};

export function googleBooksQuery(category: BookCategory, words: readonly string[]): string {
  const terms = words
    .map((word) => word.trim())
    .filter((word) => word !== '')
    .slice(0, 4);
  return terms.length > 0 ? terms.join(' ') : CATEGORY_SUBJECTS[category];
}

function isbn10Of(info: JsonRecord): string | null {
  const identifiers = Array.isArray(info.industryIdentifiers)
    ? info.industryIdentifiers.filter(isRecord)
    : [];
  const isbn10 = identifiers.find((item) => item.type === 'ISBN_10');
  const isbn13 = identifiers.find((item) => item.type === 'ISBN_13');
  const direct = textOrNull(isbn10?.identifier);
  if (direct && isValidIsbn10(direct)) return direct;
  const converted = textOrNull(isbn13?.identifier);
  return converted ? isbn13To10(converted) : null;
}

/** Google's thumbnail, upgraded to https, and only from Google's own image hosts. */
function coverOf(info: JsonRecord): string | null {
  const links = isRecord(info.imageLinks) ? info.imageLinks : {};
  const raw = textOrNull(links.thumbnail) ?? textOrNull(links.smallThumbnail);
  if (!raw) return null;
  try {
    const url = new URL(raw.replace(/^http:/, 'https:'));
    const googleHost =
      url.hostname === 'books.google.com' || url.hostname.endsWith('.googleusercontent.com');
    return url.protocol === 'https:' && googleHost ? url.toString() : null;
  } catch {
    return null;
  }
}

function yen(value: unknown): number | null {
  if (!isRecord(value) || value.currencyCode !== 'JPY') return null;
  const amount = numberOrNull(value.amount);
  return amount !== null && amount >= 0 ? Math.round(amount) : null;
}

export function toProviderBook(item: unknown, category: BookCategory): ProviderBook | null {
  if (!isRecord(item) || !isRecord(item.volumeInfo)) return null;
  const info = item.volumeInfo;
  const isbn10 = isbn10Of(info);
  const title = textOrNull(info.title);
  const language = info.language === 'ja' ? 'japanese' : info.language === 'en' ? 'english' : null;
  if (!isbn10 || !title || !language) return null;
  const subtitle = textOrNull(info.subtitle);
  const authors = Array.isArray(info.authors) ? info.authors.map(textOrNull).filter(Boolean) : [];
  const sale = isRecord(item.saleInfo) ? item.saleInfo : {};
  const listPrice = yen(sale.listPrice);
  const retailPrice = yen(sale.retailPrice);
  const rating = numberOrNull(info.averageRating);
  const ratingsCount = numberOrNull(info.ratingsCount);
  const published = textOrNull(info.publishedDate) ?? '';
  return {
    isbn10,
    title: subtitle ? `${title} ―${subtitle}` : title,
    author: authors.join('、'),
    publisher: textOrNull(info.publisher) ?? '',
    year: /^\d{4}/.test(published) ? published.slice(0, 4) : '',
    publicationDate: published,
    price: retailPrice ?? listPrice,
    originalPrice:
      listPrice !== null && retailPrice !== null && listPrice > retailPrice ? listPrice : null,
    language,
    category,
    level: null,
    purposes: [],
    tags: Array.isArray(info.categories)
      ? info.categories.map(textOrNull).filter((tag): tag is string => tag !== null)
      : [],
    imageUrl: coverOf(info),
    rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
    reviewCount: ratingsCount !== null && ratingsCount >= 0 ? Math.round(ratingsCount) : null,
    source: 'google-books',
  };
}

export async function searchGoogleBooks(
  config: GoogleBooksConfig,
  category: BookCategory,
  words: readonly string[],
  language: BookLanguage,
): Promise<ProviderBook[]> {
  const url = new URL(GOOGLE_BOOKS_URL);
  url.searchParams.set('q', googleBooksQuery(category, words));
  url.searchParams.set('maxResults', String(MAX_RESULTS));
  url.searchParams.set('printType', 'books');
  if (language !== 'any')
    url.searchParams.set('langRestrict', language === 'japanese' ? 'ja' : 'en');
  if (config.apiKey) url.searchParams.set('key', config.apiKey);
  const payload = await fetchJsonWithTimeout(
    config.fetch,
    url.toString(),
    { headers: { Accept: 'application/json' } },
    TIMEOUT_MS,
  );
  const items = isRecord(payload) && Array.isArray(payload.items) ? payload.items : [];
  return items
    .map((item) => toProviderBook(item, category))
    .filter((book): book is ProviderBook => book !== null);
}
