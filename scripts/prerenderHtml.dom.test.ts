import { describe, expect, it } from 'vitest';
import { fillTemplate, type PageHtml } from './prerenderHtml.ts';

const TEMPLATE = `<!doctype html>
<html lang="ja">
  <head>
    <meta
      name="description"
      content="既定の説明"
    />
    <meta property="og:site_name" content="オフィスツールボックス" />
    <meta property="og:title" content="既定のタイトル" />
    <meta
      property="og:description"
      content="既定の説明"
    />
    <title>既定のタイトル</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE: PageHtml = {
  language: 'en',
  siteName: 'Office Toolbox',
  title: 'JSON <Formatter> & "more" | Office Toolbox',
  description: 'Format "JSON" & <validate>',
  noscript: 'Turn on JavaScript & reload',
  url: 'https://example.com/json-tool',
  root: '<header><button type="button" class="btn">Log in</button></header><h1>JSON</h1>',
};

describe('fillTemplate', () => {
  const html = fillTemplate(TEMPLATE, PAGE);
  const document = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');

  it("sets the page's language, title and description, escaped", () => {
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe(PAGE.title);
    expect(meta('meta[name="description"]')).toBe(PAGE.description);
    expect(meta('meta[property="og:title"]')).toBe(PAGE.title);
    expect(meta('meta[property="og:description"]')).toBe(PAGE.description);
    expect(meta('meta[property="og:site_name"]')).toBe('Office Toolbox');
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    expect(meta('meta[property="og:url"]')).toBe(PAGE.url);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(PAGE.url);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('puts the drawn page into the root, its buttons marked as not working yet', () => {
    const root = document.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('JSON');
    expect(root?.querySelector('button')?.getAttribute('aria-disabled')).toBe('true');
    expect(root?.querySelector('button')?.textContent).toBe('Log in');
  });

  it('tells a browser without JavaScript what to do', () => {
    expect(html).toContain(
      '<noscript><p class="alert-warning m-4">Turn on JavaScript &amp; reload</p></noscript>',
    );
  });

  it('says ja_JP for a Japanese page', () => {
    expect(fillTemplate(TEMPLATE, { ...PAGE, language: 'ja' })).toContain(
      '<meta property="og:locale" content="ja_JP" />',
    );
  });

  it('fails when index.html no longer has what it fills in', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', ''), PAGE)).toThrow(
      /id="root"/,
    );
    expect(() =>
      fillTemplate(TEMPLATE.replace('<title>', '<title>a</title><title>'), PAGE),
    ).toThrow(/found 2/);
  });
});
