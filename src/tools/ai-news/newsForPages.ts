import { drawNewsIntoPage } from './drawNewsIntoPage.tsx';
import { DESCRIPTION_LIMIT, NEWS_ITEM_LIMIT } from './feedSettings.ts';
import type { FirstNews } from './firstNews.ts';
import { parseRssItems, type NewsItem } from './parseRssItems.ts';
import { readTextAtMost } from '../../portable/readTextAtMost.ts';

/**
 * Runs where pages are served (the edge function, the preview server): the latest items for
 * drawing into the news page. The feed is fetched at most once per `freshForMs` per server
 * instance; items up to `usableForMs` old are served while newer ones are fetched; with none
 * at hand a page waits at most `waitMs`: a slow feed never holds the page up (it is then served
 * as built and the app loads the news), and its answer serves the pages after. After a failure
 * the feed is left alone for `retryAfterMs`.
 */

/** The feed's items, or a rejection; `signal` ends a fetch that takes too long. */
export type LoadItems = (signal: AbortSignal) => Promise<NewsItem[]>;

export interface NewsForPagesOptions {
  /** The feed `loadItems` reads, carried with the items (the app checks it is its own). */
  feedUrl: string;
  loadItems: LoadItems;
  now?: () => number;
  /** Items younger than this are served as they are. */
  freshForMs?: number;
  /** Items younger than this are served while newer ones are fetched for the next page. */
  usableForMs?: number;
  /** How long a page waits for the feed when nothing usable is at hand. */
  waitMs?: number;
  retryAfterMs?: number;
  fetchTimeoutMs?: number;
}

export interface LatestNews {
  /** Items to draw in, or null: serve the page as built. */
  news: FirstNews | null;
  /** The fetch still under way when the page stopped waiting, for the host to keep alive. */
  pending: Promise<unknown> | null;
}

export const NEWS_FOR_PAGES_DEFAULTS = {
  freshForMs: 5 * 60_000,
  // Below the app's limit for drawn news (FIRST_NEWS_MAX_AGE_MS), leaving time for the journey.
  usableForMs: 8 * 60_000,
  waitMs: 500,
  retryAfterMs: 60_000,
  fetchTimeoutMs: 10_000,
};

export function createNewsForPages(options: NewsForPagesOptions) {
  const { freshForMs, usableForMs, waitMs, retryAfterMs, fetchTimeoutMs } = {
    ...NEWS_FOR_PAGES_DEFAULTS,
    ...options,
  };
  const now = options.now ?? Date.now;
  let latest: FirstNews | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  let fetching: Promise<FirstNews | null> | null = null;

  async function fetchFeed(): Promise<FirstNews | null> {
    try {
      const items = await options.loadItems(AbortSignal.timeout(fetchTimeoutMs));
      latest = { feedUrl: options.feedUrl, fetchedAt: now(), items };
      return latest;
    } catch (error) {
      failedAt = now();
      console.error('news for pages: the feed could not be read', error);
      return null;
    } finally {
      fetching = null;
    }
  }

  return {
    async latest(): Promise<LatestNews> {
      const age = latest ? now() - latest.fetchedAt : Number.POSITIVE_INFINITY;
      if (age < freshForMs) return { news: latest, pending: null };
      const usable = age < usableForMs ? latest : null;
      if (now() - failedAt < retryAfterMs) return { news: usable, pending: null };
      const answer = (fetching ??= fetchFeed());
      if (usable) return { news: usable, pending: answer };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<'gave up'>((resolve) => {
        timer = setTimeout(() => resolve('gave up'), waitMs);
      });
      const result = await Promise.race([answer, gaveUp]);
      clearTimeout(timer);
      return result === 'gave up'
        ? { news: null, pending: answer }
        : { news: result, pending: null };
    },
  };
}

export type NewsForPages = ReturnType<typeof createNewsForPages>;

/** A feed's XML as the tool shows it: the first 20 items, descriptions cut at 200 characters. */
export function itemsOfFeed(xml: string): NewsItem[] {
  return parseRssItems(xml, { limit: NEWS_ITEM_LIMIT, descriptionLimit: DESCRIPTION_LIMIT });
}

const MAX_FEED_BYTES = 2 * 1024 * 1024;

/** GETs a feed directly (a server has no cross-origin limits), refusing one over 2 MB. */
export async function fetchFeedXml(
  feedUrl: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(feedUrl, {
    signal,
    headers: { Accept: 'application/rss+xml, application/xml, text/xml, */*' },
  });
  if (!response.ok) throw new Error(`The feed answered HTTP ${response.status}`);
  return readTextAtMost(response, MAX_FEED_BYTES, () => new Error('The feed is larger than 2 MB'));
}

/** A served page with the latest news drawn in; any other answer is passed on unchanged. */
export async function withNewsDrawnIn(
  page: Response,
  news: NewsForPages,
  keepAlive: (pending: Promise<unknown>) => void = () => undefined,
): Promise<Response> {
  if (page.status !== 200 || !page.headers.get('content-type')?.startsWith('text/html')) {
    return page;
  }
  const { news: latest, pending } = await news.latest();
  if (pending) keepAlive(pending);
  if (!latest || latest.items.length === 0) return page;
  const html = await page.text();
  const drawn = drawNewsIntoPage(html, latest);
  const headers = new Headers(page.headers);
  // The body is no longer the file's: its length and validators no longer hold.
  for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name);
  if (drawn !== null) headers.set('Cache-Control', 'private, no-cache');
  return new Response(drawn ?? html, { status: 200, headers });
}
