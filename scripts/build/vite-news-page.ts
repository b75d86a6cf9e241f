import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { isLocalBackendUrl } from '../../src/portable/localBackend.ts';
import {
  configured,
  DEFAULT_FEED_URL,
  DESCRIPTION_LIMIT,
  NEWS_ITEM_LIMIT,
  resolveNewsProxyUrl,
} from '../../src/tools/ai-news/feedSettings.ts';
import { fetchNews } from '../../src/tools/ai-news/fetchNews.ts';
import {
  createNewsForPages,
  itemsOfFeed,
  type NewsForPages,
  withNewsDrawnIn,
} from '../../src/tools/ai-news/newsForPages.ts';
import { backendUrlFromEnv, siteEnv } from './vite-contact-form.ts';
import { prerenderedFile } from './prerender-routing.ts';

/**
 * What Netlify's edge function (netlify/edge-functions/ai-news.ts) does for the news page, done
 * by `vite preview`: the built page in the visitor's language (chosen by prerendered-pages,
 * which runs first) is served with the latest news drawn in. Locally the feed comes through the
 * local backend's feed proxy, as the app's own request does; with any other proxy configured
 * the page is served as built.
 */

type Next = (error?: unknown) => void;

const NEWS_PAGE_FILES = new Set([
  prerenderedFile('/ai-news', 'ja'),
  prerenderedFile('/ai-news', 'en'),
]);

export function createNewsPageMiddleware(outDir: string, news: () => NewsForPages | null) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const [path = ''] = (req.url ?? '').split('?');
    const source = news();
    if (req.method !== 'GET' || !NEWS_PAGE_FILES.has(path) || !source) {
      next();
      return;
    }
    void (async () => {
      const built = await readFile(join(outDir, path), 'utf8');
      const page = await withNewsDrawnIn(
        new Response(built, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
        source,
      );
      res.statusCode = page.status;
      page.headers.forEach((value, name) => res.setHeader(name, value));
      const body = Buffer.from(await page.text());
      // Vite compresses what it serves itself, after this middleware; this page is compressed
      // here, as Netlify compresses what its edge functions answer.
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', `${res.getHeader('Vary') ?? ''}, Accept-Encoding`.replace(/^, /, ''));
        res.end(gzipSync(body));
      } else {
        res.end(body);
      }
    })().catch(next);
  };
}

/** The local backend's feed proxy and the feed, or null when the site uses another proxy. */
export function localNewsSource(
  config: Pick<ResolvedConfig, 'mode' | 'envDir' | 'root'>,
): { proxyUrl: string; feedUrl: string } | null {
  const env = siteEnv(config);
  const backendUrl = backendUrlFromEnv(config).replace(/\/$/, '');
  const proxyUrl = resolveNewsProxyUrl(
    env.VITE_NEWS_PROXY_URL,
    isLocalBackendUrl(backendUrl),
    backendUrl,
  );
  if (!proxyUrl.startsWith(`${backendUrl}/api/rss-proxy`)) return null;
  return { proxyUrl, feedUrl: configured(env.VITE_NEWS_FEED_URL) ?? DEFAULT_FEED_URL };
}

/** The news the preview draws in, fetched as the app fetches it (through the proxy). */
export function newsThroughProxy(proxyUrl: string, feedUrl: string): NewsForPages {
  return createNewsForPages({
    feedUrl,
    loadItems: (signal) =>
      fetchNews({
        parse: async (xml) => itemsOfFeed(xml),
        proxyUrl,
        feedUrl,
        limit: NEWS_ITEM_LIMIT,
        descriptionLimit: DESCRIPTION_LIMIT,
        signal,
      }),
  });
}

/** `news` replaces the local feed (a test's recorded feed). */
export function newsPagePlugin(news?: NewsForPages): Plugin {
  let source: NewsForPages | null = news ?? null;
  return {
    name: 'office-tools:news-page',
    configResolved(config) {
      if (news) return;
      const local = localNewsSource(config);
      source = local ? newsThroughProxy(local.proxyUrl, local.feedUrl) : null;
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        createNewsPageMiddleware(
          resolve(server.config.root, server.config.build.outDir),
          () => source,
        ),
      );
    },
  };
}
