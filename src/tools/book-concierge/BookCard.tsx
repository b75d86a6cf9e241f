import type { BookRecommendation } from '../../../supabase/functions/book-search/contract';
import { formatYen } from '../../lib/format';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { BookCover } from './BookCover';
import { locales } from './locales';
import { MarkdownText } from './MarkdownText';
import { RatingStars } from './RatingStars';

/** One recommended book: cover, bibliographic data, rating, price and why it was chosen. */
export function BookCard({ book, rank }: { book: BookRecommendation; rank: number }) {
  const { t } = useToolTranslation('book-concierge', locales);
  const discounted =
    book.originalPrice !== null && book.price !== null && book.originalPrice > book.price;
  return (
    <li className="panel flex flex-col gap-4 sm:flex-row">
      <BookCover asin={book.asin} title={book.title} imageUrl={book.imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-base font-semibold text-gray-900 dark:text-white">
          <span className="muted mr-2 text-sm">{rank}.</span>
          {book.title}
        </h3>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="muted">{t('results.by')}</dt>
          <dd className="text-gray-900 dark:text-gray-100">{book.author || '—'}</dd>
          <dt className="muted">{t('results.publisher')}</dt>
          <dd className="text-gray-900 dark:text-gray-100">{book.publisher || '—'}</dd>
          <dt className="muted">{t('results.published')}</dt>
          <dd className="text-gray-900 dark:text-gray-100">{book.publicationDate || '—'}</dd>
          <dt className="muted">{t('results.isbn')}</dt>
          <dd className="font-mono text-gray-900 dark:text-gray-100">{book.asin}</dd>
        </dl>
        <RatingStars rating={book.rating} reviewCount={book.reviewCount} />
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="sr-only">{t('results.price')}</span>
          {book.price !== null ? (
            <span className="text-lg font-semibold text-gray-900 dark:text-white">
              {formatYen(book.price)}
            </span>
          ) : (
            <span className="muted text-sm">{t('results.no_price')}</span>
          )}
          {discounted && book.originalPrice !== null && (
            <span className="text-sm text-gray-700 dark:text-gray-300">
              <span className="sr-only">{t('results.original_price')}</span>
              <s>{formatYen(book.originalPrice)}</s>
            </span>
          )}
        </p>
        <div className="rounded-lg bg-blue-50 p-3 dark:bg-blue-950">
          <p className="mb-1 text-xs font-semibold text-blue-900 dark:text-blue-100">
            {t('results.reason')}
          </p>
          <MarkdownText
            text={book.recommendationReason}
            className="text-sm text-gray-900 dark:text-gray-100"
          />
        </div>
      </div>
    </li>
  );
}
