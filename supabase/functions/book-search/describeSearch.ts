import type { BookLanguage, BookLevel, BookPurpose, BookCategory, Locale } from './contract.ts';
import {
  CATEGORY_LABELS,
  formatYen,
  LANGUAGE_LABELS,
  LEVEL_LABELS,
  PURPOSE_LABELS,
} from './labels.ts';
import { isbn10To13 } from './isbn.ts';
import type { MatchReport, RankableBook } from './rankBooks.ts';

export interface DescribedRequest {
  category: BookCategory;
  subcategory: string;
  level: BookLevel | null;
  purposes: readonly BookPurpose[];
  maxPrice: number | null;
  language: BookLanguage;
  additionalRequirements: string;
  locale: Locale;
}

/**
 * The one-line summary of a search. It names the saved bookmark and is compared to tell
 * whether the current results are already saved, so it depends only on the request.
 */
export function buildQuery(request: DescribedRequest): string {
  const { locale } = request;
  const parts = [
    CATEGORY_LABELS[request.category][locale],
    request.subcategory.trim(),
    request.level ? LEVEL_LABELS[request.level][locale] : '',
    request.purposes
      .map((purpose) => PURPOSE_LABELS[purpose][locale])
      .join(locale === 'ja' ? '・' : ', '),
    request.maxPrice !== null
      ? locale === 'ja'
        ? `${formatYen(request.maxPrice, locale)}以内`
        : `up to ${formatYen(request.maxPrice, locale)}`
      : '',
    request.language !== 'any' ? LANGUAGE_LABELS[request.language][locale] : '',
    request.additionalRequirements.trim(),
  ];
  return parts.filter((part) => part !== '').join(' / ');
}

/** The criteria as the user reads them back, one per line. */
export function buildCriteria(request: DescribedRequest, sourceNote: string): string {
  const { locale } = request;
  const ja = locale === 'ja';
  const any = ja ? '指定なし' : 'Any';
  const lines = [
    `${ja ? 'カテゴリ' : 'Category'}: ${CATEGORY_LABELS[request.category][locale]}${
      request.subcategory.trim() ? ` / ${request.subcategory.trim()}` : ''
    }`,
    `${ja ? 'レベル' : 'Level'}: ${request.level ? LEVEL_LABELS[request.level][locale] : any}`,
    `${ja ? '目的' : 'Purposes'}: ${
      request.purposes.length > 0
        ? request.purposes.map((purpose) => PURPOSE_LABELS[purpose][locale]).join(ja ? '、' : ', ')
        : any
    }`,
    `${ja ? '予算' : 'Budget'}: ${
      request.maxPrice !== null
        ? ja
          ? `${formatYen(request.maxPrice, locale)}まで`
          : `up to ${formatYen(request.maxPrice, locale)}`
        : any
    }`,
    `${ja ? '言語' : 'Language'}: ${LANGUAGE_LABELS[request.language][locale]}`,
  ];
  if (request.additionalRequirements.trim()) {
    lines.push(
      `${ja ? 'その他の要望' : 'Other requests'}: ${request.additionalRequirements.trim()}`,
    );
  }
  lines.push(sourceNote);
  return lines.join('\n');
}

/** A public page about the edition: the National Diet Library for Japanese books, else Open Library. */
export function bookDetailLink(
  isbn10: string,
  language: RankableBook['language'],
  locale: Locale,
): string {
  if (language === 'japanese') {
    const label =
      locale === 'ja'
        ? '国立国会図書館サーチで書誌を見る'
        : 'See the record at the National Diet Library';
    return `[${label}](https://ndlsearch.ndl.go.jp/search?cs=bib&keyword=${isbn10To13(isbn10)})`;
  }
  const label = locale === 'ja' ? 'Open Libraryで書誌を見る' : 'See the record at Open Library';
  return `[${label}](https://openlibrary.org/isbn/${isbn10})`;
}

/** Why this book was recommended, built only from what actually matched. */
export function buildReason(
  book: RankableBook & { isbn10: string },
  matched: MatchReport,
  request: DescribedRequest,
): string {
  const { locale } = request;
  const ja = locale === 'ja';
  const category = CATEGORY_LABELS[book.category][locale];
  const sentences: string[] = [];
  if (book.level && matched.level === 'exact') {
    sentences.push(
      ja
        ? `「${category}」の${LEVEL_LABELS[book.level][locale]}レベルに合う一冊です。`
        : `A ${LEVEL_LABELS[book.level][locale].toLowerCase()}-level book in ${category}, as requested.`,
    );
  } else if (book.level) {
    sentences.push(
      ja
        ? `「${category}」の一冊で、想定レベルは${LEVEL_LABELS[book.level][locale]}です。`
        : `A book in ${category}, aimed at ${LEVEL_LABELS[book.level][locale].toLowerCase()} readers.`,
    );
  } else {
    sentences.push(ja ? `「${category}」に関連する一冊です。` : `A book related to ${category}.`);
  }
  if (matched.purposes.length > 0) {
    const purposes = matched.purposes.map((purpose) => PURPOSE_LABELS[purpose][locale]);
    sentences.push(
      ja
        ? `目的の「${purposes.join('」「')}」に向いています。`
        : `Suits your purpose: ${purposes.join(', ').toLowerCase()}.`,
    );
  }
  if (matched.subcategory && request.subcategory.trim()) {
    sentences.push(
      ja
        ? `分野「${request.subcategory.trim()}」を扱っています。`
        : `Covers ${request.subcategory.trim()}.`,
    );
  }
  if (matched.keywords.length > 0) {
    const keywords = matched.keywords.slice(0, 3);
    sentences.push(
      ja
        ? `ご要望のキーワード「${keywords.join('」「')}」に関連します。`
        : `Matches your keywords: ${keywords.join(', ')}.`,
    );
  }
  if (book.price !== null && request.maxPrice !== null) {
    sentences.push(
      ja
        ? `ご予算内です（定価の目安 ${formatYen(book.price, locale)}）。`
        : `Within your budget (list price about ${formatYen(book.price, locale)}).`,
    );
  }
  sentences.push(bookDetailLink(book.isbn10, book.language, locale));
  return sentences.join(ja ? '' : ' ');
}
