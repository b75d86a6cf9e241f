import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type {
  BookSearchRequest,
  BookSearchResult,
} from '../../../supabase/functions/book-search/contract';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { BookList } from './BookList';
import { BookmarkHistory } from './BookmarkHistory';
import { BookSearchForm } from './BookSearchForm';
import {
  EMPTY_FORM,
  validateBookSearchForm,
  type BookSearchFormState,
  type FormErrors,
} from './bookSearchForm';
import { searchBooks, type BookSearchError } from './bookSearchApi';
import { locales } from './locales';
import { SaveBookmarkPanel } from './SaveBookmarkPanel';
import { useBookmarks } from './useBookmarks';
import { withDataQueries } from '../../lib/query/withDataQueries';

type SearchView =
  | { kind: 'form' }
  | { kind: 'searching' }
  | { kind: 'results'; result: BookSearchResult; request: BookSearchRequest }
  | { kind: 'error'; error: BookSearchError };

function ConciergeNav({ history }: { history: boolean }) {
  const { t } = useToolTranslation('book-concierge', locales);
  const tab = 'rounded-lg px-3 py-1.5 text-sm font-medium no-underline hover:no-underline';
  const active = 'bg-blue-700 text-white dark:bg-blue-600';
  const idle = 'text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800';
  return (
    <nav aria-label={t('nav.label')} className="flex gap-2">
      <Link
        to="/book-concierge"
        className={`${tab} ${history ? idle : active}`}
        aria-current={history ? undefined : 'page'}
      >
        {t('nav.search')}
      </Link>
      <Link
        to="/book-concierge/history"
        className={`${tab} ${history ? active : idle}`}
        aria-current={history ? 'page' : undefined}
      >
        {t('nav.history')}
      </Link>
    </nav>
  );
}

/** /book-concierge (search and results) and /book-concierge/history (saved searches). */
function BookConciergeTool() {
  const { t, i18n } = useToolTranslation('book-concierge', locales);
  const { pathname } = useLocation();
  const history = /\/history\/?$/.test(pathname);
  const store = useBookmarks();
  const [form, setForm] = useState<BookSearchFormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [view, setView] = useState<SearchView>({ kind: 'form' });
  const latest = useRef(0);

  const submit = async () => {
    const validation = validateBookSearchForm(form, currentLanguage(i18n.resolvedLanguage));
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    const ticket = ++latest.current;
    setView({ kind: 'searching' });
    const outcome = await searchBooks(validation.request);
    if (ticket !== latest.current) return; // a newer search superseded this one
    setView(
      outcome.ok
        ? { kind: 'results', result: outcome.result, request: validation.request }
        : { kind: 'error', error: outcome.error },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <ConciergeNav history={history} />
      {history ? (
        <BookmarkHistory store={store} />
      ) : (
        <>
          <BookSearchForm
            form={form}
            errors={errors}
            searching={view.kind === 'searching'}
            onChange={(next) => {
              setForm(next);
              if (Object.keys(errors).length === 0) return;
              const validation = validateBookSearchForm(next, 'ja');
              setErrors(validation.ok ? {} : validation.errors);
            }}
            onSubmit={() => void submit()}
          />
          <div aria-live="polite" className="flex flex-col gap-4">
            {view.kind === 'searching' && (
              <p role="status" className="flex items-center gap-2 text-gray-800 dark:text-gray-200">
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent dark:border-blue-300 dark:border-t-transparent"
                />
                {t('status.searching')}
              </p>
            )}
            {view.kind === 'error' && (
              <div role="alert" className="alert-error">
                <p className="font-semibold">{t('error.title')}</p>
                <p className="text-sm">
                  {view.error.kind === 'server' ? view.error.message : t('error.generic')}
                </p>
              </div>
            )}
            {view.kind === 'results' && (
              <section aria-labelledby="book-results-heading" className="flex flex-col gap-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="book-results-heading" className="text-lg font-semibold">
                    {t('results.heading')}
                  </h2>
                </div>
                {view.result.recommendations.length > 0 && (
                  <SaveBookmarkPanel result={view.result} request={view.request} store={store} />
                )}
                <BookList
                  criteria={view.result.criteria}
                  recommendations={view.result.recommendations}
                  totalFound={view.result.totalFound}
                />
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}

export default withDataQueries(BookConciergeTool);
