import { WorkerTaskRunner, type WorkerLike } from '../../lib/workerTask';
import type { FeedParse } from './fetchNews';
import type { NewsItem, ParseOptions } from './parseRssItems';

export type FeedWorkerRequest = { id: number; xml: string; options: ParseOptions };
export type FeedWorkerResponse =
  { id: number; ok: true; items: NewsItem[] } | { id: number; ok: false; message: string };

/** A 20-item feed takes milliseconds; a hostile one is stopped well before the fetch limit. */
export const FEED_PARSE_TIME_LIMIT_MS = 10_000;

export class FeedUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedUnreadableError';
  }
}

export interface FeedParser {
  parse: FeedParse;
  dispose(): void;
}

function createBrowserWorker(): WorkerLike {
  return new Worker(new URL('./rss.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Parses feeds in a worker (with the XML parser, which then stays out of the page's own code),
 * started at once so that its script loads while the feed is being fetched. Where there are no
 * workers (tests), the parser is loaded and run on this thread.
 */
export function createFeedParser(
  createWorker: (() => WorkerLike) | null = typeof Worker === 'undefined'
    ? null
    : createBrowserWorker,
): FeedParser {
  if (!createWorker) {
    return {
      parse: async (xml, options) => (await import('./parseRssItems')).parseRssItems(xml, options),
      dispose: () => {},
    };
  }
  const runner = new WorkerTaskRunner<Omit<FeedWorkerRequest, 'id'>, FeedWorkerResponse>(
    createWorker,
  );
  runner.prepare();
  return {
    parse: async (xml, options) => {
      const response = await runner.run({ xml, options }, FEED_PARSE_TIME_LIMIT_MS);
      if (!response.ok) throw new FeedUnreadableError(response.message);
      return response.items;
    },
    dispose: () => runner.dispose(),
  };
}
