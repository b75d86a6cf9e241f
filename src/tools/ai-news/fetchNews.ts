import { buildProxyRequestUrl } from './feedSettings.ts';
import type { NewsItem, ParseOptions } from './parseRssItems.ts';
import { withTimeout } from '../../lib/withTimeout.ts';

export class NewsFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewsFetchError';
  }
}

/** Turns the feed's XML into items: in a worker on the page, on this thread in tests. */
export type FeedParse = (xml: string, options: ParseOptions) => Promise<NewsItem[]>;

export interface FetchNewsOptions {
  parse: FeedParse;
  proxyUrl: string;
  feedUrl: string;
  limit?: number;
  descriptionLimit?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** GETs the feed through the proxy (`{contents: "<xml>"}`) and parses its items. */
export async function fetchNews(options: FetchNewsOptions): Promise<NewsItem[]> {
  const fetchImpl = options.fetch ?? fetch;
  const { signal, dispose } = withTimeout(options.signal, options.timeoutMs ?? 15_000);
  let body: unknown;
  try {
    const response = await fetchImpl(buildProxyRequestUrl(options.proxyUrl, options.feedUrl), {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new NewsFetchError(`Proxy answered HTTP ${response.status}`);
    try {
      body = await response.json();
    } catch {
      throw new NewsFetchError('Proxy answer is not JSON');
    }
  } finally {
    dispose();
  }
  const contents =
    typeof body === 'object' && body !== null
      ? (body as { contents?: unknown }).contents
      : undefined;
  if (typeof contents !== 'string') throw new NewsFetchError('Proxy answer has no contents');
  return options.parse(contents, {
    limit: options.limit,
    descriptionLimit: options.descriptionLimit,
  });
}
