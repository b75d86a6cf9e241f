import {
  BOOK_LEVELS,
  type BookCategory,
  type BookLanguage,
  type BookLevel,
  type BookPurpose,
} from './contract.ts';
import { foldText, parseRequirementKeywords } from './requirementKeywords.ts';

/** A book from any provider, with what ranking needs. */
export interface RankableBook {
  title: string;
  author: string;
  publisher: string;
  year: string;
  price: number | null;
  language: 'japanese' | 'english';
  category: BookCategory;
  /** Null when the provider cannot tell (Google Books). */
  level: BookLevel | null;
  purposes: readonly BookPurpose[];
  tags: readonly string[];
}

export interface RankingRequest {
  category: BookCategory;
  subcategory: string;
  level: BookLevel | null;
  purposes: readonly BookPurpose[];
  minPrice: number | null;
  maxPrice: number | null;
  language: BookLanguage;
  additionalRequirements: string;
}

export interface MatchReport {
  level: 'exact' | 'near' | null;
  purposes: BookPurpose[];
  keywords: string[];
  subcategory: boolean;
}

export interface RankedBook<T extends RankableBook> {
  book: T;
  score: number;
  matched: MatchReport;
}

const LEVEL_SCORES = [4, 1.5, -1, -3];
const PURPOSE_SCORE = 2;
const KEYWORD_SCORE = 3;
const MAX_KEYWORD_MATCHES = 3;
const SUBCATEGORY_SCORE = 3;

function searchableText(book: RankableBook): string {
  return foldText([book.title, book.author, book.publisher, ...book.tags].join(' '));
}

/** Keywords of the request found in the book, or the book's tags found in the request text. */
function matchedKeywords(
  book: RankableBook,
  include: readonly string[],
  requestText: string,
): string[] {
  const text = searchableText(book);
  const found = new Set<string>();
  for (const keyword of include) if (text.includes(keyword)) found.add(keyword);
  for (const tag of book.tags) {
    const folded = foldText(tag);
    if ([...folded].length >= 2 && requestText.includes(folded)) found.add(tag);
  }
  return [...found];
}

function levelMatch(
  book: RankableBook,
  wanted: BookLevel | null,
): { score: number; kind: MatchReport['level'] } {
  if (!wanted || !book.level) return { score: 0, kind: null };
  const distance = Math.abs(BOOK_LEVELS.indexOf(book.level) - BOOK_LEVELS.indexOf(wanted));
  return {
    score: LEVEL_SCORES[distance] ?? -3,
    kind: distance === 0 ? 'exact' : distance === 1 ? 'near' : null,
  };
}

/**
 * Filters by category, language, budget and excluded keywords, then orders by how well level,
 * purposes, subcategory and requested keywords fit. Ties go to the newer edition, then to the
 * provider's order, so the result is deterministic.
 */
export function rankBooks<T extends RankableBook>(
  books: readonly T[],
  request: RankingRequest,
): RankedBook<T>[] {
  const { include, exclude } = parseRequirementKeywords(request.additionalRequirements);
  const requestText = foldText(request.additionalRequirements);
  const subcategory = foldText(request.subcategory.trim());

  const kept = books.filter((book) => {
    if (book.category !== request.category) return false;
    if (request.language !== 'any' && book.language !== request.language) return false;
    if (book.price !== null && request.maxPrice !== null && book.price > request.maxPrice)
      return false;
    if (book.price !== null && request.minPrice !== null && book.price < request.minPrice)
      return false;
    const text = searchableText(book);
    return !exclude.some((word) => text.includes(word));
  });

  const ranked = kept.map((book, order) => {
    const level = levelMatch(book, request.level);
    const purposes = request.purposes.filter((purpose) => book.purposes.includes(purpose));
    const keywords = matchedKeywords(book, include, requestText);
    const subcategoryMatch =
      subcategory !== '' &&
      (searchableText(book).includes(subcategory) ||
        book.tags.some((tag) => {
          const folded = foldText(tag);
          return [...folded].length >= 2 && subcategory.includes(folded);
        }));
    const score =
      level.score +
      purposes.length * PURPOSE_SCORE +
      Math.min(keywords.length, MAX_KEYWORD_MATCHES) * KEYWORD_SCORE +
      (subcategoryMatch ? SUBCATEGORY_SCORE : 0);
    return {
      order,
      ranked: {
        book,
        score,
        matched: { level: level.kind, purposes, keywords, subcategory: subcategoryMatch },
      },
    };
  });

  return ranked
    .sort(
      (a, b) =>
        b.ranked.score - a.ranked.score ||
        b.ranked.book.year.localeCompare(a.ranked.book.year) ||
        a.order - b.order,
    )
    .map((item) => item.ranked);
}
