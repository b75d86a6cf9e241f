import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { BookList } from '../../tools/book-concierge/BookList';
import { bookmarks, type SharedBookmark } from '../../tools/book-concierge/bookmarks';
import { locales } from '../../tools/book-concierge/locales';

type State =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'shown'; bookmark: SharedBookmark };

/** /book-bookmark/{shareId}: the public, read-only view of a saved book search (no tool frame). */
export default function BookBookmarkPage() {
  const { t, i18n } = useToolTranslation('book-concierge', locales);
  const { shareId = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  usePageMeta(t('shared.title'));
  const language = currentLanguage(i18n.resolvedLanguage);

  useEffect(() => {
    let cancelled = false;
    void bookmarks.getShared(shareId).then((result) => {
      if (cancelled) return;
      if (result.ok) setState({ kind: 'shown', bookmark: result.value });
      else setState({ kind: result.error.kind === 'not-found' ? 'not_found' : 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [shareId]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('shared.title')}</h1>
      {state.kind === 'loading' && <p role="status">{t('shared.loading')}</p>}
      {state.kind === 'not_found' && (
        <p role="alert" className="alert-warning">
          {t('shared.not_found')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert-error">
          {t('shared.load_failed')}
        </p>
      )}
      {state.kind === 'shown' && (
        <section aria-labelledby="shared-bookmark-query" className="flex flex-col gap-4">
          <div>
            <h2 id="shared-bookmark-query" className="text-lg font-semibold break-words">
              {state.bookmark.query}
            </h2>
            <p className="muted text-sm">
              {t('shared.created', {
                date: formatTokyoDateTime(state.bookmark.created_at, language),
              })}
            </p>
            <p className="muted text-sm">{t('shared.read_only')}</p>
          </div>
          <BookList
            criteria={state.bookmark.criteria}
            recommendations={state.bookmark.recommendations}
          />
        </section>
      )}
      <nav aria-label={t('shared.title')} className="flex flex-wrap gap-3">
        <Link to="/book-concierge" className="btn btn-primary">
          {t('shared.try_tool')}
        </Link>
        <Link to="/" className="btn btn-secondary">
          {t('shared.home')}
        </Link>
      </nav>
    </div>
  );
}
