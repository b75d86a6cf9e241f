import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { clearAccountDeletedNotice, hasAccountDeletedNotice } from '../../lib/accountDeletedNotice';
import { useAuth, useDisplayName } from '../../lib/auth/AuthContext';
import { currentLanguage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { readFavorites, saveFavorites, toggleFavorite } from '../../tools/preferences';
import { TOOLS } from '../../tools/registry';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { groupByCategory } from '../../tools/categoryGroups';
import type { searchTools as SearchTools, KeywordIndex } from '../../tools/search';
import type { ToolDefinition } from '../../tools/types';
import { HomeIntro } from './HomeIntro';
import { homeRecents } from './recentsShown';
import { ToolCard } from './ToolCard';
import { useSearchShortcut } from './useSearchShortcut';

function pick(ids: readonly string[]): ToolDefinition[] {
  return ids.flatMap((id) => TOOLS.filter((tool) => tool.id === id));
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const { user } = useAuth();
  const displayName = useDisplayName(t('home.user_generic'));
  const [query, setQuery] = useState('');
  const [favorites, setFavorites] = useState(readFavorites);
  const location = useLocation();
  const returning = useNavigationType() === 'POP';
  const [recents] = useState(() => homeRecents(location.key, returning));
  const [keywords, setKeywords] = useState<KeywordIndex>({});
  // The search itself arrives with the keywords; until then (the first paint) every tool shows.
  const [search, setSearch] = useState<{ run: typeof SearchTools } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Shown once after 退会する: read on the first render, cleared after it so a reload is quiet.
  const [accountDeleted, setAccountDeleted] = useState(hasAccountDeletedNotice);
  useEffect(clearAccountDeletedNotice, []);
  // The keywords and the search code only serve the search box, so they come after the first
  // paint, in chunks of their own.
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('../../tools/keywords'), import('../../tools/search')]).then(
      ([{ TOOL_KEYWORDS }, { searchTools }]) => {
        // In small slices: the page stays responsive while the results are worked out again.
        if (!cancelled)
          startTransition(() => {
            setKeywords(TOOL_KEYWORDS);
            setSearch({ run: searchTools });
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  useSearchShortcut(searchRef);
  usePageMeta(null, t('home.description'));

  const results = useMemo(
    () => (search ? search.run(TOOLS, query, language, keywords) : [...TOOLS]),
    [search, query, language, keywords],
  );
  const searching = query.trim() !== '';
  const groups = groupByCategory(results);
  const navigate = useNavigate();
  const firstMatch = searching ? groups[0]?.tools[0] : undefined;

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while an IME is still converting Japanese input confirms the conversion; only a
    // plain Enter opens the first tool shown.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !firstMatch) return;
    event.preventDefault();
    navigate(`/${firstMatch.id}`);
  };

  // The same function until the favourites change, so that the cards need not be drawn again.
  const onToggleFavorite = useCallback(
    (id: string) => {
      const next = toggleFavorite(favorites, id);
      setFavorites(next);
      saveFavorites(next);
    },
    [favorites],
  );

  const renderGrid = (tools: readonly ToolDefinition[]) => (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <ToolCard
          key={tool.id}
          tool={tool}
          language={language}
          favorite={favorites.includes(tool.id)}
          onToggleFavorite={onToggleFavorite}
        />
      ))}
    </ul>
  );

  const pinned = [
    { key: 'favorites', tools: pick(favorites) },
    { key: 'recent', tools: pick(recents) },
  ].filter((section) => !searching && section.tools.length > 0);

  return (
    <div className="flex flex-col gap-8">
      {accountDeleted && (
        <div
          role="status"
          className="panel flex flex-wrap items-start justify-between gap-3 border-green-300 dark:border-green-800"
        >
          <p className="text-sm">{t('home.account_deleted')}</p>
          <button
            type="button"
            className="btn btn-ghost text-sm"
            onClick={() => setAccountDeleted(false)}
          >
            {t('home.account_deleted_dismiss')}
          </button>
        </div>
      )}
      <section className="flex flex-col gap-3 text-center">
        <HomeIntro />
        {user && (
          <p className="font-medium text-blue-800 dark:text-blue-200" data-testid="welcome">
            {t('home.welcome', { name: displayName })}
          </p>
        )}
        <div className="mx-auto w-full max-w-xl">
          <label htmlFor="tool-search" className="sr-only">
            {t('home.search_label')}
          </label>
          <input
            id="tool-search"
            ref={searchRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
            placeholder={t('home.search_placeholder')}
            aria-describedby="tool-search-hint"
            className="input w-full text-base"
          />
          <p id="tool-search-hint" className="mt-1 text-xs text-gray-600 dark:text-gray-400">
            {firstMatch
              ? t('home.search_enter_opens', {
                  name: firstMatch.name[language],
                })
              : t('home.search_shortcut')}
          </p>
        </div>
      </section>

      <p className="sr-only" role="status">
        {searching ? t('home.result_count', { count: results.length }) : ''}
      </p>

      {pinned.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`section-${section.key}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`section-${section.key}`} className="text-lg font-semibold">
            {t(`home.${section.key}`)}
          </h2>
          {renderGrid(section.tools)}
        </section>
      ))}

      {results.length === 0 ? (
        <p className="py-8 text-center text-gray-700 dark:text-gray-300">{t('home.no_results')}</p>
      ) : (
        groups.map(({ category, tools }) => (
          <section
            key={category}
            aria-labelledby={`category-${category}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`category-${category}`} className="text-lg font-semibold">
              {t(`categories.${category}`)}
            </h2>
            {renderGrid(tools)}
          </section>
        ))
      )}
    </div>
  );
}
