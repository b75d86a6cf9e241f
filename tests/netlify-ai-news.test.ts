import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, withoutWarmUp } from '../scripts/build/prerender-html.ts';
import { renderPage } from '../src/app/prerender.tsx';
import { startDenoServer, type DenoServer } from './helpers/deno.ts';

/**
 * The news page's edge function (netlify/edge-functions/ai-news.ts) on real Deno, as Netlify
 * runs it: Deno's own compiler with no tsconfig.json, packages from node_modules, the feed
 * fetched over the network (a recorded note.com feed served on this machine) and the page as
 * the build draws it.
 */

const ENTRY = 'netlify/edge-functions/ai-news.ts';
/** How many news cards a page has (the tool's frame is an <article> too). */
const cards = (html: string) => html.match(/<li><article /g)?.length ?? 0;
const feed = readFileSync('e2e/fixtures/note-ai-rss.xml', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

let feedServer: Server;
let feedRequests = 0;
let folder: string;
let edge: DenoServer;

/** The news page as `npm run build` draws it into index.html, in Japanese. */
async function builtPage(): Promise<string> {
  const page = await renderPage('/ai-news', 'ja');
  expect(page.whole).toBe(true);
  // As the build does for a page drawn whole: without index.html's warm-up sample.
  const filled = fillTemplate(readFileSync('index.html', 'utf8'), {
    language: 'ja',
    siteName: page.siteName,
    title: page.title,
    description: page.description,
    noscript: page.noscript,
    url: 'https://example.netlify.app/ai-news',
    root: page.html,
  });
  return withoutWarmUp(filled);
}

beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    feedRequests += 1;
    response.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=UTF-8' });
    response.end(feed);
  });
  await new Promise<void>((done) => feedServer.listen(0, '127.0.0.1', done));
  const address = feedServer.address();
  if (typeof address !== 'object' || !address) throw new Error('the feed server has no port');

  folder = mkdtempSync(join(tmpdir(), 'netlify-edge-'));
  const pageFile = join(folder, 'ai-news.html');
  writeFileSync(pageFile, await builtPage());
  edge = await startDenoServer({
    args: [
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--allow-read',
      'tests/helpers/netlifyEdgeHost.ts',
      pathToFileURL(resolve(ENTRY)).href,
      pageFile,
    ],
    env: { VITE_NEWS_FEED_URL: `http://127.0.0.1:${address.port}/hashtag/AI/rss` },
  });
}, 120_000);

afterAll(async () => {
  await edge?.stop();
  await new Promise((done) => feedServer?.close(done));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('netlify/edge-functions/ai-news.ts on Deno', () => {
  it('draws the latest news into the built page', async () => {
    // The first page waits at most 0.5 s for the feed; a slow start serves it as built, and
    // the pages after it are drawn from that fetch.
    let html = '';
    for (let attempt = 0; attempt < 20 && cards(html) === 0; attempt++) {
      const response = await fetch(`${edge.url}/ai-news`);
      html = await response.text();
      expect(response.status, html).toBe(200);
      if (cards(html) === 0) await new Promise((done) => setTimeout(done, 250));
    }
    expect(cards(html)).toBe(20);
    expect(html).toContain('<p role="status" class="sr-only">20 件の記事</p>');
    expect(html).not.toContain('ニュースを読み込んでいます');
    expect(html).toContain('<script type="application/json" id="ai-news-first">');
    expect(html).toContain('aria-busy="false"');
    expect(feedRequests).toBe(1);
  });

  it('serves HEAD requests and other paths as built, without asking the feed again', async () => {
    const asked = feedRequests;
    const head = await fetch(`${edge.url}/ai-news`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const other = await (await fetch(`${edge.url}/json-tool`)).text();
    expect(cards(other)).toBe(0);
    const again = await (await fetch(`${edge.url}/ai-news`)).text();
    expect(cards(again)).toBe(20);
    expect(feedRequests).toBe(asked);
  });

  it('reaches only packages the site depends on, by full file names', () => {
    // Deno resolves no extension-less path (the run above fails on one); a package must be in
    // `dependencies`, which every install (Netlify's included) brings.
    const seen = new Set<string>();
    const problems: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (existsSync(target) && /\.tsx?$/.test(target)) walk(target);
          else problems.push(`${file}: ${specifier}`);
        } else {
          const name = specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/');
          if (!(name in packageJson.dependencies)) problems.push(`${file}: ${specifier}`);
        }
      }
    };
    walk(resolve(ENTRY));
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(8);
  });
});
