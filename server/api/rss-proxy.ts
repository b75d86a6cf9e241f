import type { Hono } from 'hono';
import { readTextAtMost } from '../../src/portable/readTextAtMost.ts';

/** Where the news feed may be fetched from when RSS_PROXY_ALLOW_HOSTS is not set. */
export const DEFAULT_RSS_ALLOW_HOSTS = ['note.com'];
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export interface RssProxyOptions {
  /** Host names allowed, each with its subdomains. */
  allowHosts: string[];
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function allowHostsFromEnv(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase().replace(/^\.+/, ''))
    .filter(Boolean);
  return hosts.length > 0 ? hosts : DEFAULT_RSS_ALLOW_HOSTS;
}

/** Only https, default port, no credentials, and a host on (or under) the allow-list. */
export function isAllowedFeedUrl(url: URL, allowHosts: string[]): boolean {
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (url.port !== '' && url.port !== '443') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return allowHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

class UpstreamError extends Error {}

const readLimited = (response: Response) =>
  readTextAtMost(response, MAX_BYTES, () => new UpstreamError('The feed is larger than 2 MB'));

/**
 * GET /api/rss-proxy?url=<feed>: fetches an allow-listed feed server-side for the news tool
 * (the browser cannot, for CORS) and answers `{ contents }` like the public proxy it replaces.
 * Redirects are followed by hand so that every hop is checked against the allow-list.
 */
export function mountRssProxyRoute(app: Hono, options: RssProxyOptions): void {
  const fetchFeed = options.fetch ?? fetch;
  app.get('/rss-proxy', async (c) => {
    const raw = c.req.query('url');
    if (!raw) return c.json({ error: 'The url parameter is required' }, 400);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return c.json({ error: 'The url parameter is not a valid URL' }, 400);
    }
    if (!isAllowedFeedUrl(url, options.allowHosts)) {
      return c.json({ error: 'This host is not on the feed allow-list' }, 403);
    }
    const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const response = await fetchFeed(url, {
          redirect: 'manual',
          signal,
          headers: { Accept: 'application/rss+xml, application/xml, text/xml, */*' },
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          url = new URL(location, url);
          if (!isAllowedFeedUrl(url, options.allowHosts)) {
            throw new UpstreamError('The feed redirected to a host that is not allowed');
          }
          continue;
        }
        if (!response.ok) throw new UpstreamError(`The feed answered ${response.status}`);
        return c.json({ contents: await readLimited(response) });
      }
      throw new UpstreamError('The feed redirected too many times');
    } catch (error) {
      const message =
        error instanceof UpstreamError
          ? error.message
          : signal.aborted
            ? 'The feed did not answer within 10 seconds'
            : 'The feed could not be fetched';
      return c.json({ error: message }, 502);
    }
  });
}
