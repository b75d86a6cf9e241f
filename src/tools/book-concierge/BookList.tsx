import type { BookRecommendation } from '../../../supabase/functions/book-search/contract';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { BookCard } from './BookCard';
import { locales } from './locales';
import { MarkdownText } from './MarkdownText';

interface Props {
  criteria: string | null;
  recommendations: readonly BookRecommendation[];
  totalFound?: number;
}

/** Criteria and the recommended books; shared by results, history and the public view. */
export function BookList({ criteria, recommendations, totalFound }: Props) {
  const { t } = useToolTranslation('book-concierge', locales);
  return (
    <div className="flex flex-col gap-4">
      {criteria && (
        <section
          className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
          aria-label={t('results.criteria')}
        >
          <p className="mb-1 text-sm font-semibold text-gray-800 dark:text-gray-200">
            {t('results.criteria')}
          </p>
          <MarkdownText text={criteria} className="text-sm text-gray-800 dark:text-gray-200" />
        </section>
      )}
      {totalFound !== undefined && recommendations.length > 0 && (
        <p className="text-sm text-gray-800 dark:text-gray-200">
          {t('results.count', { total: totalFound, shown: recommendations.length })}
        </p>
      )}
      {recommendations.length === 0 ? (
        <p className="alert-info">{t('results.none')}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {recommendations.map((book, index) => (
              <BookCard key={book.asin} book={book} rank={index + 1} />
            ))}
          </ol>
          <p className="muted text-xs">{t('results.price_note')}</p>
        </>
      )}
    </div>
  );
}
