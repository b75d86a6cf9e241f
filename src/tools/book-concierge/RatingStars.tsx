import { useId } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { ratingStars, roundedRating } from './ratingStars';

const STAR_PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

function StarIcon({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  const id = `half${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
      {fill === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR_PATH}
        fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id})` : 'transparent'}
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
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
