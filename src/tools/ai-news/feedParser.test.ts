import noteFeed from '../../../e2e/fixtures/note-ai-rss.xml?raw';
import type { WorkerLike } from '../../lib/workerTask';
import { createFeedParser, FeedUnreadableError, type FeedWorkerRequest } from './feedParser';
import { parseRssItems } from './parseRssItems';

/** Runs the worker's job on this thread, as rss.worker.ts does. */
class InlineWorker implements WorkerLike {
  static created = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    InlineWorker.created++;
  }
  postMessage(message: unknown) {
    const { id, xml, options } = message as FeedWorkerRequest;
    queueMicrotask(() => {
      try {
        this.onmessage?.({ data: { id, ok: true, items: parseRssItems(xml, options) } } as never);
      } catch (error) {
        this.onmessage?.({ data: { id, ok: false, message: String(error) } } as never);
      }
    });
  }
  terminate() {}
}

describe('createFeedParser', () => {
  beforeEach(() => {
    InlineWorker.created = 0;
  });

  it('starts its worker at once, before any feed has arrived', () => {
    createFeedParser(() => new InlineWorker());
    expect(InlineWorker.created).toBe(1);
  });

  it('returns the items the worker parsed', async () => {
    const parser = createFeedParser(() => new InlineWorker());
    const items = await parser.parse(noteFeed, { limit: 5 });
    expect(items).toHaveLength(5);
    expect(items[0]?.title).toBe(parseRssItems(noteFeed)[0]?.title);
    parser.dispose();
  });

  it('reports a feed the worker could not read', async () => {
    const parser = createFeedParser(() => new InlineWorker());
    await expect(parser.parse('<html>not a feed</html>', {})).rejects.toBeInstanceOf(
      FeedUnreadableError,
    );
  });

  it('parses on this thread where there are no workers', async () => {
    const items = await createFeedParser(null).parse(noteFeed, { limit: 20 });
    expect(items).toHaveLength(20);
  });
});
