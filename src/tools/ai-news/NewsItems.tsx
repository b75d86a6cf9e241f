/** @jsxImportSource react */
// The pragma: drawn by the news page's edge function on Deno too (see drawNewsIntoPage.tsx).
import type { TFunction } from 'i18next';
import { NewsCard } from './NewsCard.tsx';
import type { NewsItem } from './parseRssItems.ts';

interface Props {
  items: NewsItem[];
  language: string;
  t: TFunction;
}

/** The loaded articles, drawn alike by the app and into a page served with its news. */
export function NewsItems({ items, language, t }: Props) {
  return (
    <>
      <p role="status" className="sr-only">
        {t('count', { count: items.length })}
      </p>
      <ul className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={`${item.link ?? ''}-${index}`}>
            <NewsCard item={item} language={language} t={t} />
          </li>
        ))}
      </ul>
    </>
  );
}
