import {
  drawnNewsOfPage,
  FIRST_NEWS_MAX_AGE_MS,
  parseFirstNews,
  serializeFirstNews,
} from './firstNews';
import type { NewsItem } from './parseRssItems';

const NOW = Date.UTC(2026, 10, 26, 1, 0);
const FEED = 'https://note.com/hashtag/AI/rss';
const item: NewsItem = {
  title: 'AI の記事',
  link: 'https://note.com/a/n/n1',
  pubDate: '2026-11-25T09:00:00.000Z',
  description: '本文',
  thumbnail: 'https://assets.st-note.com/a.png',
};
const text = (value: unknown) => JSON.stringify(value);

describe('serializeFirstNews', () => {
  it('writes no "<", so no text of the feed can end its element', () => {
    const news = {
      feedUrl: FEED,
      fetchedAt: NOW,
      items: [{ ...item, title: '</script><script>alert(1)</script>' }],
    };
    const written = serializeFirstNews(news);
    expect(written).not.toContain('<');
    expect(parseFirstNews(written, FEED, NOW)).toEqual(news.items);
  });
});

describe('parseFirstNews', () => {
  it.each<[string, string, NewsItem[] | null]>([
    [
      'items drawn a moment ago',
      text({ feedUrl: FEED, fetchedAt: NOW - 1000, items: [item] }),
      [item],
    ],
    ['no items', text({ feedUrl: FEED, fetchedAt: NOW, items: [] }), []],
    [
      'items without link, date or image',
      text({
        feedUrl: FEED,
        fetchedAt: NOW,
        items: [{ ...item, link: null, pubDate: null, thumbnail: null }],
      }),
      [{ ...item, link: null, pubDate: null, thumbnail: null }],
    ],
    [
      'items just within the age limit',
      text({ feedUrl: FEED, fetchedAt: NOW - FIRST_NEWS_MAX_AGE_MS, items: [item] }),
      [item],
    ],
    [
      'items too old (a page kept in a cache)',
      text({ feedUrl: FEED, fetchedAt: NOW - FIRST_NEWS_MAX_AGE_MS - 1, items: [item] }),
      null,
    ],
    [
      'items from the future (a clock far off)',
      text({ feedUrl: FEED, fetchedAt: NOW + 5 * 60_000, items: [item] }),
      null,
    ],
    ['text that is not JSON', '{"fetchedAt":', null],
    ['JSON of another shape', text([item]), null],
    ['no time', text({ feedUrl: FEED, items: [item] }), null],
    [
      'items of another feed',
      text({ feedUrl: 'https://note.com/hashtag/DX/rss', fetchedAt: NOW, items: [item] }),
      null,
    ],
    ['items of no named feed', text({ fetchedAt: NOW, items: [item] }), null],
    [
      'a javascript: link',
      text({ feedUrl: FEED, fetchedAt: NOW, items: [{ ...item, link: 'javascript:alert(1)' }] }),
      null,
    ],
    [
      'a data: image',
      text({
        feedUrl: FEED,
        fetchedAt: NOW,
        items: [{ ...item, thumbnail: 'data:image/png;base64,AA' }],
      }),
      null,
    ],
    [
      'a title that is not text',
      text({ feedUrl: FEED, fetchedAt: NOW, items: [{ ...item, title: 1 }] }),
      null,
    ],
    [
      'an unreadable date',
      text({ feedUrl: FEED, fetchedAt: NOW, items: [{ ...item, pubDate: 'someday' }] }),
      null,
    ],
    ['an item missing', text({ feedUrl: FEED, fetchedAt: NOW, items: [item, null] }), null],
    [
      'more than 20 items',
      text({ feedUrl: FEED, fetchedAt: NOW, items: Array(21).fill(item) }),
      null,
    ],
  ])('%s', (_, written, expected) => {
    expect(parseFirstNews(written, FEED, NOW)).toEqual(expected);
  });

  it('keeps only the fields of a news item', () => {
    const written = text({
      feedUrl: FEED,
      fetchedAt: NOW,
      items: [{ ...item, extra: '<b>x</b>' }],
    });
    expect(parseFirstNews(written, FEED, NOW)).toEqual([item]);
  });
});

describe('drawnNewsOfPage', () => {
  it('finds none where there is no document (pages drawn at build time)', () => {
    expect(drawnNewsOfPage(FEED, undefined, NOW)).toBeNull();
  });
});
