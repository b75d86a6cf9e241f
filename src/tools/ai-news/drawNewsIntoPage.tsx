/** @jsxImportSource react */
// This file also runs in the news page's edge function on Deno, which (as Netlify's bundler)
// reads no tsconfig.json and would compile JSX to `React.createElement` without this pragma;
// every .tsx file the function reaches carries it (tests/netlify-ai-news.test.ts runs it on Deno).
import { createInstance, type TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_NEWS_ELEMENT_ID, serializeFirstNews, type FirstNews } from './firstNews.ts';
import { common } from '../../locales/common.ts';
import { locales } from './locales.ts';
import { NewsItems } from './NewsItems.tsx';

/**
 * Runs where the page is served, not in the browser: the news page drawn at build time shows
 * "loading"; served with the latest items (netlify/edge-functions/ai-news.ts, and the preview
 * server locally), it shows the cards at its first paint, as the app's first render then does
 * with the same items (firstNews.ts). Only the news section changes: it is no longer busy, its
 * refresh button is no longer disabled, and the cards stand where the loading text stood.
 */

const SECTION = /<section\b[^>]*\bdata-news-feed="section"[^>]*>/;
const BUTTON = /<button\b[^>]*>/;
const LOADING = /<p role="status"[^>]*>[^<]*<\/p>/;

function translation(language: 'ja' | 'en'): TFunction {
  const instance = createInstance();
  // Resources are given, so the set-up is synchronous; the same options as the app's i18n.
  void instance.init({
    lng: language,
    fallbackLng: 'ja',
    ns: ['ai-news', 'common'],
    defaultNS: 'ai-news',
    resources: {
      ja: { 'ai-news': locales.ja, common: common.ja },
      en: { 'ai-news': locales.en, common: common.en },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

/** The page with `news` drawn in, or null when it is not the news page as the build draws it. */
export function drawNewsIntoPage(html: string, news: FirstNews): string | null {
  const language = /<html\b[^>]*\blang="(ja|en)"/.exec(html)?.[1] as 'ja' | 'en' | undefined;
  const section = SECTION.exec(html);
  if (!language || !section || !section[0].includes('aria-busy="true"')) return null;
  const afterSection = section.index + section[0].length;
  const button = BUTTON.exec(html.slice(afterSection));
  if (!button?.[0].includes(' disabled=""')) return null;
  const afterButton = afterSection + button.index + button[0].length;
  const loading = LOADING.exec(html.slice(afterButton));
  const end = html.lastIndexOf('</body>');
  if (!loading || end < afterButton) return null;
  const loadingStart = afterButton + loading.index;

  const cards = renderToStaticMarkup(
    <NewsItems items={news.items} language={language} t={translation(language)} />,
  );
  const data = `<script type="application/json" id="${FIRST_NEWS_ELEMENT_ID}">${serializeFirstNews(news)}</script>`;
  return [
    html.slice(0, section.index),
    section[0].replace('aria-busy="true"', 'aria-busy="false"'),
    html.slice(afterSection, afterSection + button.index),
    button[0].replace(' disabled=""', ''),
    html.slice(afterButton, loadingStart),
    cards,
    html.slice(loadingStart + loading[0].length, end),
    data,
    html.slice(end),
  ].join('');
}

/**
 * Cards with every part (image, link, description, date), for the build: the news page's own
 * CSS (drawn into it for its first paint) must also cover the cards it may be served with.
 */
export function newsCardsForStyles(language: 'ja' | 'en'): string {
  const item = {
    title: 'note',
    link: 'https://note.com/',
    pubDate: '2025-01-01T00:00:00.000Z',
    description: 'note',
    thumbnail: 'https://note.com/thumbnail.png',
  };
  return renderToStaticMarkup(
    <NewsItems items={[item]} language={language} t={translation(language)} />,
  );
}
