import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { SharedPageStatus } from '../../components/SharedPageStatus';
import { unwrap } from '../../lib/query/dataQueries';
import { queryStatus } from '../../lib/query/queryStatus';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { BookList } from './BookList';
import { bookmarks } from './bookmarks';
import { bookmarkKeys } from './useBookmarks';
import { locales } from './locales';

/** /book-bookmark/{shareId}: the public, read-only view of a saved book search (no tool frame). */
function BookBookmarkPage() {
  const { t, i18n } = useToolTranslation('book-concierge', locales);
  const { shareId = '' } = useParams();
  const query = useQuery({
    queryKey: bookmarkKeys.shared(shareId),
    queryFn: async () => unwrap(await bookmarks.getShared(shareId)),
  });
  const status = queryStatus(query);
  const bookmark = status === 'shown' ? query.data : undefined;
  usePageMeta(t('shared.title'));
  const language = currentLanguage(i18n.resolvedLanguage);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('shared.title')}</h1>
      <SharedPageStatus
        status={status}
        notFound={t('shared.not_found')}
        failed={t('shared.load_failed')}
      />
      {bookmark && (
        <section aria-labelledby="shared-bookmark-query" className="flex flex-col gap-4">
          <div>
            <h2 id="shared-bookmark-query" className="text-lg font-semibold break-words">
              {bookmark.query}
            </h2>
            <p className="muted text-sm">
              {t('shared.created', {
                date: formatTokyoDateTime(bookmark.created_at, language),
              })}
            </p>
            <p className="muted text-sm">{t('shared.read_only')}</p>
          </div>
          <BookList criteria={bookmark.criteria} recommendations={bookmark.recommendations} />
        </section>
      )}
      <nav aria-label={t('shared.title')} className="flex flex-wrap gap-3">
        <Link to="/book-concierge" className="btn btn-primary">
          {t('shared.try_tool')}
        </Link>
        <Link to="/" className="btn btn-secondary">
          {t('common:all_tools')}
        </Link>
      </nav>
    </div>
  );
}

export default withDataQueries(BookBookmarkPage);
