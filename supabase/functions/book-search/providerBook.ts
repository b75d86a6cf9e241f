import type { RankableBook } from './rankBooks.ts';

/** A book as any provider hands it to ranking and to the response. */
export interface ProviderBook extends RankableBook {
  isbn10: string;
  publicationDate: string;
  originalPrice: number | null;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number | null;
  source: 'catalog' | 'google-books';
}
