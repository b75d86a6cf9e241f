import { useId } from 'react';
import { RefreshButton } from '../../components/RefreshButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { urlHost } from '../../lib/urlHost';
import { NEWS_ITEM_LIMIT, newsFeedUrl, newsProxyUrl, podcastEmbedUrl } from './config';
import { locales } from './locales';
import { NewsItems } from './NewsItems';
import { PodcastEmbed } from './PodcastEmbed';
import { useNewsFeed } from './useNewsFeed';
import Headphones from 'lucide-react/icons/headphones';
import Info from 'lucide-react/icons/info';

export default function AiNewsTool() {
  const { t, i18n } = useToolTranslation('ai-news', locales);
  const id = useId();
  const { state, refresh } = useNewsFeed(newsProxyUrl, newsFeedUrl);
  const language = i18n.resolvedLanguage ?? 'ja';

  return (
    <div className="flex flex-col gap-6">
      <section
        // A screen tall while the feed loads, so the notes below do not jump when it arrives.
        className="flex min-h-screen flex-col gap-4"
        // Where a page served with its news draws it in (drawNewsIntoPage.tsx).
        data-news-feed="section"
        aria-labelledby={`${id}-news`}
        aria-busy={state.status === 'loading'}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-news`} className="text-xl font-bold">
            {t('title')}
          </h2>
          <RefreshButton
            label={t('refresh')}
            onClick={refresh}
            disabled={state.status === 'loading'}
          />
        </div>

        {/* Without a configured player the section is left out altogether. */}
        {podcastEmbedUrl && (
          <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-podcast`}>
            <h3 id={`${id}-podcast`} className="font-semibold">
              <Headphones className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
              {t('podcast_heading')}
            </h3>
            <PodcastEmbed url={podcastEmbedUrl} t={t} />
          </section>
        )}

        {state.status === 'loading' && (
          <p role="status" className="panel text-gray-700 dark:text-gray-300">
            {t('loading')}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className="alert-error">
            {t('error')}
          </p>
        )}
        {state.status === 'data' &&
          (state.items.length === 0 ? (
            <p role="status" className="panel text-gray-700 dark:text-gray-300">
              {t('empty')}
            </p>
          ) : (
            <NewsItems items={state.items} language={language} t={t} />
          ))}
      </section>

      <aside className="alert-info flex flex-col gap-2 text-sm" aria-labelledby={`${id}-info`}>
        <h2 id={`${id}-info`} className="text-base font-semibold">
          <Info className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
          {t('info_heading')}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('info_source', { host: urlHost(newsFeedUrl) })}</li>
          <li>{t('info_external')}</li>
          <li>{t('info_update', { limit: NEWS_ITEM_LIMIT })}</li>
        </ul>
      </aside>
    </div>
  );
}
