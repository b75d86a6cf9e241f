import noteFeed from '../../../e2e/fixtures/note-ai-rss.xml?raw';
import {
  buildProxyRequestUrl,
  DEFAULT_FEED_URL,
  PUBLIC_PROXY_URL,
  resolveNewsProxyUrl,
  resolvePodcastEmbedUrl,
} from './config';
import { fetchNews, NewsFetchError } from './fetchNews';
import { FeedParseError, parseRssItems, type ParseOptions } from './parseRssItems';

const parse = async (xml: string, options: ParseOptions) => parseRssItems(xml, options);

function answering(status: number, body: string): typeof fetch {
  return vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const proxyUrl = 'http://127.0.0.1:54321/api/rss-proxy?url=';

describe('fetchNews', () => {
  it('asks the proxy for the encoded feed URL and parses the contents', async () => {
    const fetchImpl = answering(
      200,
      JSON.stringify({ contents: noteFeed, status: { http_code: 200 } }),
    );
    const items = await fetchNews({ parse, proxyUrl, feedUrl: DEFAULT_FEED_URL, fetch: fetchImpl });
    expect(items).toHaveLength(20);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/api/rss-proxy?url=https%3A%2F%2Fnote.com%2Fhashtag%2FAI%2Frss',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it.each([
    [500, '{"contents":"<rss/>"}', NewsFetchError],
    [403, '{"error":"This host is not on the feed allow-list"}', NewsFetchError],
    [200, 'not json', NewsFetchError],
    [200, '{"contents":null}', NewsFetchError],
    [200, '{}', NewsFetchError],
    [200, '{"contents":"<html>blocked</html>"}', FeedParseError],
  ])('fails on HTTP %d %s', async (status, body, errorType) => {
    await expect(
      fetchNews({ parse, proxyUrl, feedUrl: DEFAULT_FEED_URL, fetch: answering(status, body) }),
    ).rejects.toBeInstanceOf(errorType);
  });

  it('gives up after the time limit', async () => {
    const never: typeof fetch = vi.fn(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      fetchNews({ parse, proxyUrl, feedUrl: DEFAULT_FEED_URL, fetch: never, timeoutMs: 20 }),
    ).rejects.toThrow('timed out');
  });
});

describe('news configuration', () => {
  it('uses the local backend proxy when the site runs against it', () => {
    expect(resolveNewsProxyUrl(undefined, true, 'http://127.0.0.1:54321')).toBe(
      'http://127.0.0.1:54321/api/rss-proxy?url=',
    );
    expect(resolveNewsProxyUrl('', false, 'https://x.supabase.co')).toBe(PUBLIC_PROXY_URL);
    expect(resolveNewsProxyUrl(' https://proxy.example/?u={url} ', false, '')).toBe(
      'https://proxy.example/?u={url}',
    );
  });

  it('fills {url} or appends the encoded feed', () => {
    expect(
      buildProxyRequestUrl('https://p.example/raw?url={url}&x=1', 'https://note.com/a?b=c'),
    ).toBe('https://p.example/raw?url=https%3A%2F%2Fnote.com%2Fa%3Fb%3Dc&x=1');
    expect(buildProxyRequestUrl(PUBLIC_PROXY_URL, 'https://note.com/hashtag/AI/rss')).toBe(
      'https://api.allorigins.win/get?url=https%3A%2F%2Fnote.com%2Fhashtag%2FAI%2Frss',
    );
  });

  it('embeds only https podcast players', () => {
    expect(resolvePodcastEmbedUrl(undefined)).toBeNull();
    expect(resolvePodcastEmbedUrl('  ')).toBeNull();
    expect(resolvePodcastEmbedUrl('https://open.spotify.com/embed/show/abc')).toBe(
      'https://open.spotify.com/embed/show/abc',
    );
    expect(resolvePodcastEmbedUrl('http://insecure.example/embed')).toBeNull();
    expect(resolvePodcastEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(resolvePodcastEmbedUrl('not a url')).toBeNull();
  });
});
