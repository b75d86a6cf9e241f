/** @jsxImportSource react */
// The pragma: drawn by the news page's edge function on Deno too (see drawNewsIntoPage.tsx).
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { formatTokyoDateTime } from '../../lib/dates.ts';
import type { NewsItem } from './parseRssItems.ts';

interface Props {
  item: NewsItem;
  language: string;
  t: TFunction;
}

/**
 * One article. Every field is rendered as text; only a checked http(s) link becomes a link, and
 * it stretches over the whole card so that clicking anywhere opens it in a new tab.
 */
export function NewsCard({ item, language, t }: Props) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const showThumbnail = item.thumbnail !== null && !thumbnailFailed;

  return (
    <article className="panel relative flex gap-4 transition-shadow focus-within:shadow-md hover:shadow-md">
      {showThumbnail && (
        <img
          src={item.thumbnail ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          width={160}
          height={84}
          className="hidden h-21 w-40 shrink-0 rounded-lg bg-gray-100 object-cover sm:block dark:bg-gray-700"
          onError={() => setThumbnailFailed(true)}
        />
      )}
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 className="text-base font-semibold text-gray-900 dark:text-white">
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="text-gray-900 after:absolute after:inset-0 after:rounded-xl after:content-[''] dark:text-white"
            >
              {item.title || item.link}
              <span className="sr-only">{t('common:new_tab')}</span>
            </a>
          ) : (
            item.title
          )}
        </h3>
        {item.description && (
          <p className="text-sm leading-relaxed break-words text-gray-700 dark:text-gray-300">
            {item.description}
          </p>
        )}
        {item.pubDate && (
          <p className="text-xs text-gray-700 dark:text-gray-300">
            <time dateTime={item.pubDate}>{formatTokyoDateTime(item.pubDate, language)}</time>
          </p>
        )}
      </div>
    </article>
  );
}
