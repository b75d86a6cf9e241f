import { NEWS_ITEM_LIMIT } from './feedSettings.ts';
import type { NewsItem } from './parseRssItems.ts';
import { safeHttpUrl } from './safeUrl.ts';

/**
 * A page served with the news already drawn into it (the site's edge function on Netlify, the
 * preview server locally: see drawNewsIntoPage.tsx) carries the items it shows in a
 * `<script type="application/json">` with this id, so that the app's first render shows the
 * same cards instead of loading them again. The browser never runs it (CSP allows no inline
 * code but the start-up script); the app reads it as data and checks every field.
 */
export const FIRST_NEWS_ELEMENT_ID = 'ai-news-first';

/** Drawn news older than this (a page kept in a cache) is not the news "when the page opens". */
export const FIRST_NEWS_MAX_AGE_MS = 10 * 60_000;
/** Clocks of server and visitor may differ a little. */
const CLOCK_SKEW_MS = 60_000;

export interface FirstNews {
  /** The feed the items come from: the app takes them only if it shows the same feed. */
  feedUrl: string;
  /** When the feed was fetched, in epoch milliseconds. */
  fetchedAt: number;
  items: NewsItem[];
}

/** The element's text: JSON with every `<` escaped, so no feed text can end the element. */
export function serializeFirstNews(news: FirstNews): string {
  return JSON.stringify(news).replace(/</g, '\\u003c');
}

const isString = (value: unknown): value is string => typeof value === 'string';

function readItem(value: unknown): NewsItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, link, pubDate, description, thumbnail } = value as Record<string, unknown>;
  if (!isString(title) || !isString(description)) return null;
  if (link !== null && safeHttpUrl(link) !== link) return null;
  if (thumbnail !== null && safeHttpUrl(thumbnail) !== thumbnail) return null;
  if (pubDate !== null && !(isString(pubDate) && Number.isFinite(Date.parse(pubDate)))) return null;
  return { title, link, pubDate, description, thumbnail } as NewsItem;
}

/**
 * The drawn items, or null when the text is not what a drawn page carries, is too old, or
 * comes from another feed than `feedUrl` (the app's).
 */
export function parseFirstNews(text: string, feedUrl: string, now: number): NewsItem[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { feedUrl: drawnFrom, fetchedAt, items } = value as Record<string, unknown>;
  if (drawnFrom !== feedUrl || typeof fetchedAt !== 'number' || !Array.isArray(items)) return null;
  if (now - fetchedAt > FIRST_NEWS_MAX_AGE_MS || fetchedAt - now > CLOCK_SKEW_MS) return null;
  if (items.length > NEWS_ITEM_LIMIT) return null;
  const read = items.map(readItem);
  return read.every((item) => item !== null) ? (read as NewsItem[]) : null;
}

/**
 * The news drawn into this page, while it has not been used; null otherwise (and where there
 * is no document: when pages are drawn at build time).
 */
export function drawnNewsOfPage(
  feedUrl: string,
  doc: Document | undefined = globalThis.document,
  now = Date.now(),
): NewsItem[] | null {
  const element = doc?.getElementById(FIRST_NEWS_ELEMENT_ID);
  return element ? parseFirstNews(element.textContent ?? '', feedUrl, now) : null;
}

/** Once shown, the drawn news is gone: opening the tool again later loads the feed anew. */
export function setDrawnNewsAside(doc: Document | undefined = globalThis.document): void {
  doc?.getElementById(FIRST_NEWS_ELEMENT_ID)?.remove();
}
