import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { localNewsSource, newsPagePlugin, newsThroughProxy } from './vite-news-page.ts';
import { prerenderedPagesPlugin } from './vite-prerendered.ts';

const feed = readFileSync('e2e/fixtures/note-ai-rss.xml', 'utf8');
/** The news page as the build draws it, reduced to what the drawing-in reads. */
const builtPage = (language: string, loading: string) =>
  [
    `<!doctype html><html lang="${language}"><head></head><body><div id="root">`,
    '<section data-news-feed="section" aria-busy="true"><div><h2>note</h2>',
    '<button type="button" class="btn" disabled="">↻</button></div>',
    `<p role="status" class="panel">${loading}</p></section></div></body></html>`,
  ].join('');

let root: string;
let feedServer: Server;
let feedAddress: string;
let site: PreviewServer;
let siteAddress: string;
const proxied: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'news-page-'));
  for (const [language, loading] of [
    ['ja', 'ニュースを読み込んでいます…'],
    ['en', 'Loading news…'],
  ] as const) {
    mkdirSync(join(root, 'dist', '_prerendered', language), { recursive: true });
    writeFileSync(
      join(root, 'dist', '_prerendered', language, 'ai-news.html'),
      builtPage(language, loading),
    );
  }
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><html lang="ja"></html>');
  // A stand-in for the local backend's feed proxy, answering as it does.
  feedServer = createServer((req, res) => {
    proxied.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ contents: feed }));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedAddress = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  site = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    preview: { port: 0 },
    plugins: [
      prerenderedPagesPlugin(),
      newsPagePlugin(
        newsThroughProxy(`${feedAddress}/api/rss-proxy?url=`, 'https://note.com/hashtag/AI/rss'),
      ),
    ],
  });
  siteAddress = site.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});

afterAll(async () => {
  await site.close();
  await new Promise((resolve) => feedServer.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('the preview server’s news page', () => {
  it('is served in the visitor’s language with the latest news drawn in, fetched through the proxy', async () => {
    const english = await fetch(`${siteAddress}/ai-news?from=home`, {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const html = await english.text();
    expect(english.headers.get('content-type')).toMatch(/^text\/html/);
    // Compressed, as Netlify compresses its edge functions' answers (fetch undoes it).
    expect(english.headers.get('content-encoding')).toBe('gzip');
    expect(english.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(html.match(/<article /g)).toHaveLength(20);
    expect(html).toContain('<p role="status" class="sr-only">20 articles</p>');
    expect(html).not.toContain('Loading news…');
    expect(proxied).toEqual([
      `/api/rss-proxy?url=${encodeURIComponent('https://note.com/hashtag/AI/rss')}`,
    ]);

    const japanese = await (await fetch(`${siteAddress}/ai-news`)).text();
    expect(japanese).toContain('20 件の記事');
    expect(proxied).toHaveLength(1);
  });

  it('leaves other pages and a HEAD request to the server', async () => {
    const head = await fetch(`${siteAddress}/ai-news`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).not.toBe('private, no-cache');
    expect(await (await fetch(`${siteAddress}/`)).text()).not.toContain('data-news-feed');
  });
});

describe('localNewsSource', () => {
  afterEach(() => vi.unstubAllEnvs());
  const config = { mode: 'test-news', envDir: '/nonexistent', root: '/nonexistent' };

  it.each([
    [
      'the local backend',
      { VITE_SUPABASE_URL: 'http://127.0.0.1:55406' },
      {
        proxyUrl: 'http://127.0.0.1:55406/api/rss-proxy?url=',
        feedUrl: 'https://note.com/hashtag/AI/rss',
      },
    ],
    [
      'the local backend with another feed',
      {
        VITE_SUPABASE_URL: 'http://localhost:54321/',
        VITE_NEWS_FEED_URL: ' https://note.com/hashtag/生成AI/rss ',
      },
      {
        proxyUrl: 'http://localhost:54321/api/rss-proxy?url=',
        feedUrl: 'https://note.com/hashtag/生成AI/rss',
      },
    ],
    ['a hosted project (the public proxy)', { VITE_SUPABASE_URL: 'https://abc.supabase.co' }, null],
    [
      'another proxy',
      {
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_NEWS_PROXY_URL: 'https://proxy.example/?u={url}',
      },
      null,
    ],
  ])('%s', (_, env, expected) => {
    vi.stubEnv('VITE_NEWS_FEED_URL', '');
    vi.stubEnv('VITE_NEWS_PROXY_URL', '');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    expect(localNewsSource(config)).toEqual(expected);
  });
});
