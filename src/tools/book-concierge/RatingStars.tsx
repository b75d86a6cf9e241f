import Star from 'lucide-react/icons/star';
import StarHalf from 'lucide-react/icons/star-half';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { ratingStars, roundedRating } from './ratingStars';

const STAR = 'h-4 w-4 shrink-0';

/** A star filled, empty (outlined), or half filled: lucide's half star over its outline. */
function StarIcon({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  if (fill !== 'half')
    return <Star className={STAR} fill={fill === 'full' ? 'currentColor' : 'none'} />;
  return (
    <span className="relative inline-flex">
      <Star className={STAR} />
      <StarHalf className={`${STAR} absolute inset-0`} fill="currentColor" />
    </span>
  );
}

/** Five stars with a half star at .5, or an honest "no rating". */
export function RatingStars({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number | null;
}) {
  const { t } = useToolTranslation('book-concierge', locales);
  const stars = ratingStars(rating);
  if (!stars || rating === null) return <p className="muted text-sm">{t('results.no_rating')}</p>;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span
        className="flex text-amber-700 dark:text-amber-300"
        role="img"
        aria-label={t('results.rating', { rating: roundedRating(rating) })}
      >
        {stars.map((star, index) => (
          <StarIcon key={index} fill={star} />
        ))}
      </span>
      <span className="text-gray-800 dark:text-gray-200">{roundedRating(rating)}</span>
      {reviewCount !== null && (
        <span className="muted">{t('results.reviews', { count: reviewCount })}</span>
      )}
    </p>
  );
}
