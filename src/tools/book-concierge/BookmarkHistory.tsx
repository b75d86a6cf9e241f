import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ShareLink } from '../../components/ShareLink';
import { trackShareGeneration } from '../../lib/analytics';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { Bookmark } from './bookmarks';
import { bookmarks } from './bookmarks';
import { BookList } from './BookList';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { locales } from './locales';
import { SignInNotice } from '../../components/SignInNotice';
import type { BookmarksApi } from './useBookmarks';

export function bookmarkShareUrl(origin: string, shareId: string): string {
  return `${origin}/book-bookmark/${encodeURIComponent(shareId)}`;
}

function BookmarkItem({ bookmark, onDelete }: { bookmark: Bookmark; onDelete: () => void }) {
  const { t, i18n } = useToolTranslation('book-concierge', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const [link, setLink] = useState<string | null>(null);

  const share = () => {
    setLink(bookmarkShareUrl(window.location.origin, bookmark.share_id));
    trackShareGeneration('bookmark');
    void bookmarks.recordShare(bookmark.share_id).then((result) => {
      if (!result.ok) console.warn('share event not recorded', result.error);
    });
  };

  return (
    <li className="panel flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-gray-900 dark:text-white">
            {bookmark.query}
          </h3>
          <p className="muted text-sm">
            {t('history.saved_at', { date: formatTokyoDateTime(bookmark.created_at, language) })}
            {' · '}
            {t('history.books', { count: bookmark.recommendations.length })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary text-sm" onClick={share}>
            {t('common:create_share_link')}
          </button>
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
            aria-label={t('history.delete_label', { query: bookmark.query })}
            onClick={onDelete}
          >
            {t('history.delete')}
          </button>
        </div>
      </div>
      {link && (
        <ShareLink url={link} label={t('common:share_link')} note={t('history.share_note')} />
      )}
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-blue-300">
          {t('history.show')}
        </summary>
        <div className="mt-3">
          <BookList criteria={bookmark.criteria} recommendations={bookmark.recommendations} />
        </div>
      </details>
    </li>
  );
}

/** /book-concierge/history: the saved searches, newest first, with share and delete. */
export function BookmarkHistory({ store }: { store: BookmarksApi }) {
  const { t } = useToolTranslation('book-concierge', locales);
  const [pending, setPending] = useState<Bookmark | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    const target = pending;
    setPending(null);
    const result = await store.remove(target.id);
    setDeleteFailed(!result.ok);
  };

  if (!store.signedIn) {
    if (store.authLoading) return <p role="status">{t('common:loading')}</p>;
    return (
      <SignInNotice
        title={t('history.guest_title')}
        note={t('history.guest_note')}
        actionLabel={t('save.guest_login')}
        mode="login"
        tone="info"
        titleAs="h2"
      />
    );
  }

  return (
    <section aria-labelledby="bookmark-history-heading" className="flex flex-col gap-4">
      <h2 id="bookmark-history-heading" className="text-lg font-semibold">
        {t('history.heading')}
      </h2>
      {store.status === 'loading' && <p role="status">{t('common:loading')}</p>}
      {store.status === 'error' && (
        <p role="alert" className="alert-error">
          {t('history.load_failed')}
        </p>
      )}
      {deleteFailed && (
        <p role="alert" className="alert-error">
          {t('history.delete_failed')}
        </p>
      )}
      {store.status === 'ready' && store.items.length === 0 && (
        <div className="panel flex flex-col items-start gap-2">
          <p className="muted">{t('history.empty')}</p>
          <Link to="/book-concierge" className="btn btn-primary text-sm">
            {t('history.empty_action')}
          </Link>
        </div>
      )}
      <ul className="flex flex-col gap-3">
        {store.items.map((bookmark) => (
          <BookmarkItem
            key={bookmark.id}
            bookmark={bookmark}
            onDelete={() => setPending(bookmark)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { query: pending?.query ?? '' })}
        confirmLabel={t('common:delete_confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
