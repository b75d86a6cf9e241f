import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { DESCRIPTION_LIMIT, NEWS_FETCH_TIMEOUT_MS, NEWS_ITEM_LIMIT } from './config';
import { createFeedParser, type FeedParser } from './feedParser';
import { fetchNews } from './fetchNews';
import { drawnNewsOfPage, setDrawnNewsAside } from './firstNews';
import type { NewsItem } from './parseRssItems';

export type NewsState =
  { status: 'loading' } | { status: 'error' } | { status: 'data'; items: NewsItem[] };

/**
 * Loads the feed when the screen opens; `refresh` loads it again. A page served with its news
 * already drawn in (firstNews.ts) starts with those items: they were loaded as the page opened.
 */
export function useNewsFeed(proxyUrl: string, feedUrl: string) {
  const [state, setState] = useState<NewsState>(() => {
    const items = drawnNewsOfPage(feedUrl);
    return items ? { status: 'data', items } : { status: 'loading' };
  });
  const startedWithDrawnNews = useRef(state.status === 'data');
  const [attempt, setAttempt] = useState(0);
  const current = useRef<AbortController | null>(null);
  const parser = useRef<FeedParser | null>(null);
  useEffect(
    () => () => {
      parser.current?.dispose();
      parser.current = null;
    },
    [],
  );

  useEffect(() => {
    if (attempt === 0 && startedWithDrawnNews.current) {
      setDrawnNewsAside();
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    parser.current ??= createFeedParser();
    fetchNews({
      parse: parser.current.parse,
      proxyUrl,
      feedUrl,
      limit: NEWS_ITEM_LIMIT,
      descriptionLimit: DESCRIPTION_LIMIT,
      signal: controller.signal,
      timeoutMs: NEWS_FETCH_TIMEOUT_MS,
    })
      .then((items) => {
        // Twenty cards render in slices between which the page stays responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'data', items }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('news feed failed', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [proxyUrl, feedUrl, attempt]);

  const refresh = useCallback(() => {
    current.current?.abort();
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, refresh };
}
