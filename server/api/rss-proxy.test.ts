import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowHostsFromEnv, isAllowedFeedUrl, mountRssProxyRoute } from './rss-proxy.ts';

const allow = ['note.com'];

describe('isAllowedFeedUrl', () => {
  it.each([
    ['https://note.com/feed', true],
    ['https://sub.note.com/x/rss', true],
    ['https://NOTE.com./rss', true],
    ['http://note.com/rss', false],
    ['https://note.com.evil.example/rss', false],
    ['https://evilnote.com/rss', false],
    ['https://user:pw@note.com/rss', false],
    ['https://note.com:8443/rss', false],
    ['https://example.com/rss', false],
  ])('%s → %s', (url, expected) => {
    expect(isAllowedFeedUrl(new URL(url), allow)).toBe(expected);
  });

  it('reads the allow-list from RSS_PROXY_ALLOW_HOSTS, defaulting to note.com', () => {
    expect(allowHostsFromEnv(undefined)).toEqual(['note.com']);
    expect(allowHostsFromEnv(' example.org, .Feeds.Example ')).toEqual([
      'example.org',
      'feeds.example',
    ]);
  });
});

function appWith(fetchFeed: typeof fetch) {
  const app = new Hono();
  mountRssProxyRoute(app, { allowHosts: allow, fetch: fetchFeed, timeoutMs: 200 });
  return (url: string) => app.request(`/rss-proxy?url=${encodeURIComponent(url)}`);
}

const neverCalled: typeof fetch = () => {
  throw new Error('must not fetch');
};

describe('GET /rss-proxy', () => {
  it('answers {contents} with the fetched feed', async () => {
    const proxy = appWith(async () => new Response('<rss>ok</rss>', { status: 200 }));
    const response = await proxy('https://note.com/rss');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ contents: '<rss>ok</rss>' });
  });

  it('refuses a missing or invalid url (400) and a host off the list (403) without fetching', async () => {
    const app = new Hono();
    mountRssProxyRoute(app, { allowHosts: allow, fetch: neverCalled });
    expect((await app.request('/rss-proxy')).status).toBe(400);
    expect((await app.request('/rss-proxy?url=not%20a%20url')).status).toBe(400);
    const proxy = appWith(neverCalled);
    expect((await proxy('https://example.com/rss')).status).toBe(403);
    expect((await proxy('http://note.com/rss')).status).toBe(403);
  });

  it('follows redirects only within the allow-list', async () => {
    const redirectTo = (location: string) => async (input: string | URL | Request) =>
      String(input).startsWith('https://note.com/')
        ? new Response(null, { status: 302, headers: { location } })
        : new Response('<rss>moved</rss>');
    expect(
      (await appWith(redirectTo('https://x.note.com/rss'))('https://note.com/rss')).status,
    ).toBe(200);
    const escaped = await appWith(redirectTo('https://evil.example/rss'))('https://note.com/rss');
    expect(escaped.status).toBe(502);
  });

  it('answers 502 for upstream errors, oversized feeds and timeouts', async () => {
    expect(
      (await appWith(async () => new Response('no', { status: 500 }))('https://note.com/rss'))
        .status,
    ).toBe(502);
    const huge = new Response('x'.repeat(2 * 1024 * 1024 + 1));
    expect((await appWith(async () => huge)('https://note.com/rss')).status).toBe(502);
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const timedOut = await appWith(hanging)('https://note.com/rss');
    expect(timedOut.status).toBe(502);
    expect(((await timedOut.json()) as { error: string }).error).toContain('10 seconds');
  });
});
