import type { LlmConfig } from '../_shared/openAiCompatibleChat.ts';
import { BOOK_CATALOG } from './bookCatalog.ts';
import type { BookRecommendation, BookSearchResult } from './contract.ts';
import { buildCriteria, buildQuery, buildReason } from './describeSearch.ts';
import { searchGoogleBooks, type GoogleBooksConfig } from './googleBooksProvider.ts';
import { isbn10To13 } from './isbn.ts';
import { writeReasonsWithLlm } from './llmBookReasons.ts';
import type { ProviderBook } from './providerBook.ts';
import { rankBooks } from './rankBooks.ts';
import { parseRequirementKeywords } from './requirementKeywords.ts';
import type { ValidBookSearchRequest } from './validateBookSearchRequest.ts';

export const MAX_RECOMMENDATIONS = 10;

export interface BookProviders {
  googleBooks: GoogleBooksConfig | null;
  llm: LlmConfig | null;
  /** e.g. https://covers.example/{isbn13}.jpg; null: no cover images (placeholders). */
  coverUrlTemplate: string | null;
  logError: (context: string, error: unknown) => void;
}

export function coverUrl(template: string | null, isbn10: string): string | null {
  if (!template) return null;
  return template.replaceAll('{isbn10}', isbn10).replaceAll('{isbn13}', isbn10To13(isbn10));
}

function catalogBooks(coverTemplate: string | null): ProviderBook[] {
  return BOOK_CATALOG.map((book) => ({
    ...book,
    publicationDate: book.year,
    originalPrice: null,
    imageUrl: coverUrl(coverTemplate, book.isbn10),
    rating: null,
    reviewCount: null,
    source: 'catalog',
  }));
}

function sourceNote(
  request: ValidBookSearchRequest,
  usedGoogle: boolean,
  usedLlm: boolean,
): string {
  const ja = request.locale === 'ja';
  const parts = [
    ja
      ? '書誌データ: 内蔵カタログ（価格は税込定価の目安です）'
      : 'Book data: built-in catalog (prices are approximate list prices)',
  ];
  if (usedGoogle) parts.push('[Google Books](https://books.google.com/)');
  let note = parts.join(ja ? '、' : ', ');
  // Say plainly who wrote the reasons: an AI model only when one actually answered.
  if (usedLlm) note += ja ? '。推薦理由はAIが作成しています。' : '. Reasons were written by AI.';
  else
    note += ja
      ? '。推薦理由は、ご指定の条件と各書籍の一致をもとに自動で作成しています（AIは使用していません）。'
      : '. Reasons are generated from how each book matches your criteria (no AI model is used).';
  return note;
}

/** Catalog (and Google Books when enabled) → ranking → reasons (AI-written when configured). */
export async function searchBooks(
  request: ValidBookSearchRequest,
  providers: BookProviders,
): Promise<BookSearchResult> {
  let books = catalogBooks(providers.coverUrlTemplate);
  let usedGoogle = false;
  if (providers.googleBooks) {
    try {
      const words = [
        request.subcategory,
        ...parseRequirementKeywords(request.additionalRequirements).include,
      ];
      const found = await searchGoogleBooks(
        providers.googleBooks,
        request.category,
        words,
        request.language,
      );
      const known = new Set(books.map((book) => book.isbn10));
      books = [...books, ...found.filter((book) => !known.has(book.isbn10))];
      usedGoogle = true;
    } catch (error) {
      providers.logError('Google Books', error);
    }
  }

  const ranked = rankBooks(books, request);
  const top = ranked.slice(0, MAX_RECOMMENDATIONS);
  const builtReasons = new Map(
    top.map((item) => [item.book.isbn10, buildReason(item.book, item.matched, request)]),
  );
  const query = buildQuery(request);

  let aiReasons = new Map<string, string>();
  if (providers.llm && top.length > 0) {
    try {
      aiReasons = await writeReasonsWithLlm(
        providers.llm,
        top.map((item) => ({
          asin: item.book.isbn10,
          title: item.book.title,
          author: item.book.author,
          matchedBecause: builtReasons.get(item.book.isbn10) ?? '',
        })),
        query,
        request.locale,
      );
    } catch (error) {
      providers.logError('LLM', error);
    }
  }

  const recommendations: BookRecommendation[] = top.map(({ book }) => ({
    asin: book.isbn10,
    title: book.title,
    author: book.author,
    publisher: book.publisher,
    publicationDate: book.publicationDate,
    imageUrl: book.imageUrl,
    rating: book.rating,
    reviewCount: book.reviewCount,
    price: book.price,
    originalPrice: book.originalPrice,
    recommendationReason: aiReasons.get(book.isbn10) ?? builtReasons.get(book.isbn10) ?? '',
  }));

  let note = sourceNote(request, usedGoogle, aiReasons.size > 0);
  if (ranked.length === 0 && request.language !== 'any') {
    // Say when only the language kept every book out, so the user knows what to relax.
    const otherLanguage = rankBooks(books, { ...request, language: 'any' }).length;
    if (otherLanguage > 0) {
      note +=
        request.locale === 'ja'
          ? `\n※ 言語を「こだわらない」にすると${otherLanguage}冊見つかります。`
          : `\nNote: ${otherLanguage} books match if the language is set to “Either”.`;
    }
  }

  return {
    query,
    criteria: buildCriteria(request, note),
    recommendations,
    totalFound: ranked.length,
  };
}
