import { useState } from 'react';
import { Link } from 'react-router-dom';
import type {
  BookSearchRequest,
  BookSearchResult,
} from '../../../supabase/functions/book-search/contract';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { SignInNotice } from '../../components/SignInNotice';
import type { BookmarksApi } from './useBookmarks';
import Bookmark from 'lucide-react/icons/bookmark';
import Check from 'lucide-react/icons/check';

interface Props {
  result: BookSearchResult;
  request: BookSearchRequest;
  store: BookmarksApi;
}

/** Save the current results (signed-in users), shown as saved when the same query is saved. */
export function SaveBookmarkPanel({ result, request, store }: Props) {
  const { t } = useToolTranslation('book-concierge', locales);
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'failed'>('idle');

  if (!store.signedIn) {
    if (store.authLoading) return null;
    return (
      <SignInNotice
        title={t('save.guest_title')}
        note={t('save.guest_note')}
        actionLabel={t('save.guest_login')}
        mode="login"
        tone="info"
      />
    );
  }

  const saved = store.items.some((bookmark) => bookmark.query === result.query);
  const save = async () => {
    setState('saving');
    const outcome = await store.save({
      query: result.query,
      criteria: result.criteria,
      search_request: request,
      recommendations: result.recommendations,
    });
    setState(outcome.ok ? 'done' : 'failed');
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void save()}
          disabled={saved || state === 'saving' || store.status === 'loading'}
        >
          {saved ? (
            <Check className="h-4 w-4 shrink-0" />
          ) : (
            <Bookmark className="h-4 w-4 shrink-0" />
          )}
          {saved ? t('save.saved') : state === 'saving' ? t('save.saving') : t('save.button')}
        </button>
        {saved && (
          <Link to="/book-concierge/history" className="text-sm">
            {t('save.view_history')}
          </Link>
        )}
      </div>
      <div aria-live="polite">
        {state === 'done' && <p className="alert-success text-sm">{t('save.done')}</p>}
        {saved && state !== 'done' && <p className="muted text-sm">{t('save.saved_note')}</p>}
      </div>
      {state === 'failed' && (
        <p role="alert" className="alert-error text-sm">
          {t('save.failed')}
        </p>
      )}
    </div>
  );
}
