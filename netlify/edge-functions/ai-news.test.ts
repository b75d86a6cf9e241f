import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The edge function as Netlify runs it: on Deno's web APIs, with no Node built-ins, and with
 * every module it reaches named by its full file name (Deno resolves no extension-less path).
 */

const ENTRY = 'netlify/edge-functions/ai-news.ts';
const feed = readFileSync('e2e/fixtures/note-ai-rss.xml', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Every module path `file` imports (statically, dynamically, types included). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('netlify/edge-functions/ai-news.ts', () => {
  it('reaches its modules by full file names, and only packages the site depends on', () => {
    const seen = new Set<string>();
    const missing: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] ?? '');
          if (!(name in packageJson.dependencies)) missing.push(`${file}: ${specifier}`);
          continue;
        }
        const target = resolve(dirname(file), specifier);
        if (existsSync(target) && /\.tsx?$/.test(target)) walk(target);
        else missing.push(`${file}: ${specifier}`);
      }
    };
    walk(resolve(ENTRY));
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(8);
  });

  // esbuild bundles the function and its page modules: seconds on a busy 2-core machine.
  it('bundles for an edge runtime and draws the latest news into the page it is given', async () => {
    const bundled = await build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      conditions: ['deno', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      jsx: 'automatic',
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/\bfrom\s*"node:|require\("node:/);

    const folder = mkdtempSync(join(tmpdir(), 'edge-'));
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = (async (input: string | URL | Request) => {
      asked.push(String(input));
      return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml' } });
    }) as typeof fetch;
    try {
      const file = join(folder, 'ai-news.mjs');
      writeFileSync(file, code);
      const edge = (await import(pathToFileURL(file).href)) as {
        default: (request: Request, context: unknown) => Promise<Response>;
        config: { path: string; onError: string };
      };
      expect(edge.config).toEqual({ path: '/ai-news', onError: 'bypass' });
      const built = [
        '<!doctype html><html lang="ja"><head></head><body><div id="root">',
        '<section data-news-feed="section" aria-busy="true"><div><h2>note の AI 関連記事</h2>',
        '<button aria-disabled="true" type="button" class="btn" disabled="">更新</button></div>',
        '<p role="status" class="panel">ニュースを読み込んでいます…</p></section>',
        '</div></body></html>',
      ].join('');
      const context = {
        next: async () =>
          new Response(built, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } }),
        waitUntil: () => undefined,
      };
      const page = await edge.default(new Request('https://example.netlify.app/ai-news'), context);
      const html = await page.text();
      expect(asked).toEqual(['https://note.com/hashtag/AI/rss']);
      expect(html.match(/<article /g)).toHaveLength(20);
      expect(html).toContain('<p role="status" class="sr-only">20 件の記事</p>');
      expect(html).not.toContain('ニュースを読み込んでいます');
      expect(html).toContain('<script type="application/json" id="ai-news-first">');

      // A second page within five minutes is served from the same fetch; HEAD is passed on.
      await edge.default(new Request('https://example.netlify.app/ai-news'), context);
      expect(asked).toHaveLength(1);
      const head = await edge.default(
        new Request('https://example.netlify.app/ai-news', { method: 'HEAD' }),
        context,
      );
      expect(await head.text()).toBe(built);
    } finally {
      globalThis.fetch = realFetch;
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
