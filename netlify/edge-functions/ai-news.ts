import { configured, DEFAULT_FEED_URL } from '../../src/tools/ai-news/feedSettings.ts';
import {
  createNewsForPages,
  fetchFeedXml,
  itemsOfFeed,
  withNewsDrawnIn,
} from '../../src/tools/ai-news/newsForPages.ts';

/**
 * Netlify edge function on /ai-news: the page as built (in the visitor's language, chosen by
 * the `_redirects` rules) with the latest items of the news feed drawn in, so that the cards
 * are there at the first paint instead of after the app has started and fetched the feed.
 * The feed is fetched directly, at most every five minutes per edge instance, and a page never
 * waits more than 0.5 s for it (it is then served as built and the app loads the news itself).
 * Only the configured feed is ever fetched: nothing in the request chooses a URL.
 */

interface EdgeContext {
  next(): Promise<Response>;
  waitUntil?(promise: Promise<unknown>): void;
}

/** Netlify's environment (a global in its edge runtime); absent elsewhere. */
declare const Netlify: { env: { get(name: string): string | undefined } } | undefined;

const feedUrl =
  configured(typeof Netlify === 'undefined' ? undefined : Netlify.env.get('VITE_NEWS_FEED_URL')) ??
  DEFAULT_FEED_URL;

const news = createNewsForPages({
  feedUrl,
  loadItems: async (signal) => itemsOfFeed(await fetchFeedXml(feedUrl, signal)),
});

export default async function aiNewsPage(request: Request, context: EdgeContext) {
  const page = await context.next();
  if (request.method !== 'GET') return page;
  return withNewsDrawnIn(page, news, (pending) => context.waitUntil?.(pending));
}

// Should the function ever fail, Netlify serves the page as if it were not there (as built).
export const config = { path: '/ai-news', onError: 'bypass' };
