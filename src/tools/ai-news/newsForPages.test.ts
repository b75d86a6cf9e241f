import { readFileSync } from 'node:fs';
import { createNewsForPages, fetchFeedXml, itemsOfFeed, withNewsDrawnIn } from './newsForPages';
import type { NewsItem } from './parseRssItems';

const FEED = 'https://note.com/hashtag/AI/rss';
const feed = readFileSync(
  new URL('../../../e2e/fixtures/note-ai-rss.xml', import.meta.url),
  'utf8',
);
const item = (title: string): NewsItem => ({
  title,
  link: null,
  pubDate: null,
  description: '',
  thumbnail: null,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A clock the test moves, and a feed whose answers the test releases one by one. */
function setUp(options: { waitMs?: number } = {}) {
  let time = 1_000_000;
  const answers: Array<{ resolve: (items: NewsItem[]) => void; reject: (error: Error) => void }> =
    [];
  const news = createNewsForPages({
    feedUrl: FEED,
    now: () => time,
    waitMs: options.waitMs ?? 20,
    loadItems: () =>
      new Promise<NewsItem[]>((resolve, reject) => answers.push({ resolve, reject })),
  });
  return {
    news,
    answers,
    pass: (ms: number) => (time += ms),
    /** The first page, for which the feed answers `items` in time. */
    async fetched(items: NewsItem[]) {
      const page = news.latest();
      await settle();
      answers[0]?.resolve(items);
      return page;
    },
  };
}

describe('createNewsForPages', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('waits for the feed when it answers in time, then serves its items for five minutes', async () => {
    const { news, answers, pass, fetched } = setUp();
    expect(await fetched([item('a')])).toEqual({
      news: { feedUrl: FEED, fetchedAt: 1_000_000, items: [item('a')] },
      pending: null,
    });
    pass(5 * 60_000 - 1);
    expect((await news.latest()).news?.items).toEqual([item('a')]);
    expect(answers).toHaveLength(1);
  });

  it('serves the page as built when the feed is slow, and its items to the pages after', async () => {
    const { news, answers } = setUp();
    const slow = await news.latest();
    expect(slow.news).toBeNull();
    expect(slow.pending).toBeInstanceOf(Promise);
    answers[0]?.resolve([item('late')]);
    await slow.pending;
    expect((await news.latest()).news?.items).toEqual([item('late')]);
    expect(answers).toHaveLength(1);
  });

  it('asks the feed once for pages that come together', async () => {
    const { news, answers } = setUp({ waitMs: 1000 });
    const pages = [news.latest(), news.latest(), news.latest()];
    await settle();
    answers[0]?.resolve([item('a')]);
    const served = await Promise.all(pages);
    expect(served.map((page) => page.news?.items[0]?.title)).toEqual(['a', 'a', 'a']);
    expect(answers).toHaveLength(1);
  });

  it('after five minutes serves the items it has while it fetches newer ones, up to eight', async () => {
    const { news, answers, pass, fetched } = setUp();
    await fetched([item('old')]);
    pass(6 * 60_000);
    const stale = await news.latest();
    expect(stale.news?.items).toEqual([item('old')]);
    expect(stale.pending).toBeInstanceOf(Promise);
    answers[1]?.resolve([item('new')]);
    await stale.pending;
    expect((await news.latest()).news?.items).toEqual([item('new')]);
  });

  it('never serves items older than eight minutes', async () => {
    const { news, pass, fetched } = setUp();
    await fetched([item('old')]);
    pass(8 * 60_000);
    expect((await news.latest()).news).toBeNull();
  });

  it('leaves a failing feed alone for a minute', async () => {
    const { news, answers, pass } = setUp({ waitMs: 1000 });
    const first = news.latest();
    await settle();
    answers[0]?.reject(new Error('HTTP 503'));
    expect(await first).toEqual({ news: null, pending: null });
    pass(59_999);
    expect(await news.latest()).toEqual({ news: null, pending: null });
    expect(answers).toHaveLength(1);
    pass(1);
    void news.latest();
    await settle();
    expect(answers).toHaveLength(2);
  });
});

describe('fetchFeedXml', () => {
  const signal = new AbortController().signal;
  const answer = (body: string, init?: ResponseInit) => async () => new Response(body, init);

  it('answers the feed', async () => {
    expect(await fetchFeedXml('https://note.com/hashtag/AI/rss', signal, answer(feed))).toBe(feed);
  });

  it.each([
    ['a not-ok answer', answer('gone', { status: 404 }), 'HTTP 404'],
    [
      'a declared length over 2 MB',
      answer('x', { headers: { 'Content-Length': String(3 * 1024 * 1024) } }),
      'larger than 2 MB',
    ],
    ['a body over 2 MB', answer('x'.repeat(2 * 1024 * 1024 + 1)), 'larger than 2 MB'],
    [
      'a body of fewer characters than 2 MB but more bytes',
      answer('あ'.repeat(1024 * 1024)),
      'larger than 2 MB',
    ],
  ])('refuses %s', async (_, fetchImpl, message) => {
    await expect(
      fetchFeedXml('https://note.com/hashtag/AI/rss', signal, fetchImpl),
    ).rejects.toThrow(message);
  });
});

describe('itemsOfFeed', () => {
  it('keeps 20 items with descriptions cut at 200 characters', () => {
    const items = itemsOfFeed(feed);
    expect(items).toHaveLength(20);
    expect(Math.max(...items.map((entry) => [...entry.description].length))).toBeLessThanOrEqual(
      201,
    );
  });
});

describe('withNewsDrawnIn', () => {
  const ready = {
    latest: async () => ({
      news: { feedUrl: FEED, fetchedAt: 1, items: [item('a')] },
      pending: null,
    }),
  };
  const html = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

  it('passes on what is not a page as built', async () => {
    const missing = new Response('not found', {
      status: 404,
      headers: { 'Content-Type': 'text/html' },
    });
    expect(await withNewsDrawnIn(missing, ready)).toBe(missing);
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    expect(await withNewsDrawnIn(json, ready)).toBe(json);
  });

  it('serves the page unchanged, without its validators, when it cannot be drawn into', async () => {
    const page = await withNewsDrawnIn(
      html('<html lang="ja"><body></body></html>', { ETag: '"1"' }),
      ready,
    );
    expect(await page.text()).toBe('<html lang="ja"><body></body></html>');
    expect(page.headers.get('etag')).toBeNull();
  });

  it('hands the fetch still under way to the host', async () => {
    const pending = Promise.resolve();
    const keepAlive = vi.fn();
    await withNewsDrawnIn(
      html('<html></html>'),
      { latest: async () => ({ news: null, pending }) },
      keepAlive,
    );
    expect(keepAlive).toHaveBeenCalledWith(pending);
  });
});
