export type Star = 'full' | 'half' | 'empty';

/**
 * Five stars for a 0–5 rating, rounded to the nearest half (4.3 → 4.5, 4.2 → 4), so a half
 * star appears exactly at .5. Null for an unknown or invalid rating.
 */
export function ratingStars(rating: number | null | undefined): Star[] | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const remaining = halves - index * 2;
    return remaining >= 2 ? 'full' : remaining === 1 ? 'half' : 'empty';
  });
}

/** The rating rounded the same way, for the text alternative ("4.5"). */
export function roundedRating(rating: number): string {
  return (Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2).toFixed(1);
}
