import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  drawnPageTemplate,
  fillTemplate,
  withInertControls,
  withCriticalCss,
  withoutWarmUp,
  withRouteModules,
  type PageHtml,
} from './prerender-html.ts';
import { releaseHeldControls } from '../../src/lib/heldControls.ts';

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

/** The head Vite writes into the built index.html. */
const BUILT_HEAD = `    <title>t</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;
const BUILT = TEMPLATE.replace(/\s*<title>[^<]*<\/title>\s*<\/head>/, `\n${BUILT_HEAD}`);

/** The held code of a drawn page: its <template id="app-code">'s content. */
const heldCode = (html: string) =>
  new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector<HTMLTemplateElement>('template#app-code')?.content;

/** The held tags of BUILT: the stylesheet, the entry and the modules Vite preloads with it. */
const ENTRY_HELD = [
  'LINK /assets/index-D4.css',
  'SCRIPT /assets/index-A1.js',
  'LINK /assets/app-B2.js',
  'LINK /assets/i18n-C3.js',
];

/** Each held tag, as its name and address, in order. */
const heldTags = (held: DocumentFragment | undefined) =>
  [...(held?.children ?? [])].map(
    (tag) => `${tag.tagName} ${tag.getAttribute('src') ?? tag.getAttribute('href')}`,
  );

describe('drawnPageTemplate', () => {
  const { template: drawn, stylesheetPath } = drawnPageTemplate(BUILT);
  const document = new DOMParser().parseFromString(drawn, 'text/html');

  it('holds the code and the stylesheet in an inert template, nothing fetched before the paint', () => {
    expect(document.querySelectorAll('head script, head link[rel="stylesheet"]')).toHaveLength(0);
    expect(document.querySelectorAll('head link[rel="modulepreload"]')).toHaveLength(0);
    const held = heldCode(drawn);
    expect(heldTags(held)).toEqual(ENTRY_HELD);
    expect(held?.querySelector('script')?.getAttribute('type')).toBe('module');
    expect(held?.querySelector('script')?.hasAttribute('crossorigin')).toBe(true);
  });

  it("keeps the rest of the head, and leaves an empty <style> for the page's own styles", () => {
    expect(document.querySelector('link[rel="manifest"]')).not.toBeNull();
    expect(document.querySelector('style#critical-css')?.textContent).toBe('');
    expect(stylesheetPath).toBe('/assets/index-D4.css');
  });

  it('fails on a built index.html without the stylesheet or the entry script', () => {
    expect(() => drawnPageTemplate(BUILT.replace(/<link rel="stylesheet"[^>]*>/, ''))).toThrow(
      /stylesheet/,
    );
    expect(() =>
      drawnPageTemplate(BUILT.replace(/<script type="module"[^>]*><\/script>/, '')),
    ).toThrow(/module script/);
  });
});

describe('withRouteModules', () => {
  it("holds the route's modules after the entry's, to start with them", () => {
    const { template } = drawnPageTemplate(BUILT);
    const page = withRouteModules(template, ['/assets/JsonTool-E5.js', '/assets/shared-F6.js']);
    const held = heldCode(page);
    expect(heldTags(held)).toEqual([
      ...ENTRY_HELD,
      'LINK /assets/JsonTool-E5.js',
      'LINK /assets/shared-F6.js',
    ]);
    expect(held?.querySelector('link[href$="JsonTool-E5.js"]')?.outerHTML).toBe(
      '<link rel="modulepreload" crossorigin="" href="/assets/JsonTool-E5.js">',
    );
    expect(withRouteModules(template, [])).toBe(template);
  });
});

describe('withCriticalCss', () => {
  const css =
    '.btn{padding:0}.grid{display:grid}.btn:where(.dark,.dark *){background:#111827}.startup-signed-in [data-account-slot]{visibility:hidden}';
  const page = fillTemplate(drawnPageTemplate(BUILT).template, PAGE);

  it("writes the rules the page's classes and the start-up's classes use into its <style>", () => {
    const html = withCriticalCss(page, css);
    const style = new DOMParser().parseFromString(html, 'text/html').querySelector('head style');
    expect(style?.textContent).toBe(
      '.btn{padding:0}.btn:where(.dark,.dark *){background:#111827}.startup-signed-in [data-account-slot]{visibility:hidden}',
    );
  });

  it('never lets a stylesheet end the <style> early (PostCSS escapes "</style")', () => {
    const html = withCriticalCss(
      page,
      '.btn{padding:0}/* </style><p>x</p> */.btn{content:"</style>"}',
    );
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('style')).toHaveLength(1);
    expect(parsed.body.textContent).not.toContain('x</p>');
    expect(parsed.querySelector('style')?.textContent).toContain('.btn{content:');
  });
});

describe('withInertControls', () => {
  it.each([
    [
      '<button type="submit" class="btn">Go</button>',
      '<button aria-disabled="true" type="button" data-held-type="submit" data-held="aria-disabled type" type="submit" class="btn">Go</button>',
    ],
    [
      '<textarea id="a" class="input">x</textarea>',
      '<textarea readonly data-held="readonly" id="a" class="input">x</textarea>',
    ],
    ['<textarea>x</textarea>', '<textarea readonly data-held="readonly">x</textarea>'],
    ['<textarea readOnly="">x</textarea>', '<textarea readOnly="">x</textarea>'],
    [
      '<input id="n" class="input" value="1"/>',
      '<input readonly data-held="readonly" id="n" class="input" value="1"/>',
    ],
    [
      '<input type="date" value="2026-01-01"/>',
      '<input readonly data-held="readonly" type="date" value="2026-01-01"/>',
    ],
    [
      '<input type="checkbox" checked=""/>',
      '<input aria-disabled="true" data-held="aria-disabled" type="checkbox" checked=""/>',
    ],
    [
      '<input type="radio" name="r"/>',
      '<input aria-disabled="true" data-held="aria-disabled" type="radio" name="r"/>',
    ],
    [
      '<select id="s" class="input"><option>a</option></select>',
      '<select aria-disabled="true" data-held="aria-disabled" id="s" class="input"><option>a</option></select>',
    ],
    ['<p>an input&gt; <a href="/">link</a></p>', '<p>an input&gt; <a href="/">link</a></p>'],
  ])('%s', (html, expected) => {
    expect(withInertControls(html)).toBe(expected);
  });

  const FORM =
    '<form><input value="a"><input type="checkbox"><textarea>t</textarea><textarea readonly="">r</textarea><select><option>o</option></select><button type="submit" aria-disabled="false">Send</button><button class="b">Plain</button></form>';

  it('holds every control as the browser reads the page', () => {
    const drawn = new DOMParser().parseFromString(withInertControls(FORM), 'text/html');
    expect(drawn.querySelector<HTMLInputElement>('input:not([type])')?.readOnly).toBe(true);
    expect(drawn.querySelector('textarea')?.readOnly).toBe(true);
    expect(drawn.querySelector('[type="checkbox"]')?.getAttribute('aria-disabled')).toBe('true');
    expect(drawn.querySelector('select')?.getAttribute('aria-disabled')).toBe('true');
    const button = drawn.querySelector('button');
    expect(button?.type).toBe('button');
    expect(button?.getAttribute('aria-disabled')).toBe('true');
  });

  it('lets the page’s own attributes be put back, as the app does when it hydrates', () => {
    const drawn = new DOMParser().parseFromString(withInertControls(FORM), 'text/html');
    const own = new DOMParser().parseFromString(FORM, 'text/html');
    releaseHeldControls(drawn.body);
    const attributes = (document: Document) =>
      [...document.body.querySelectorAll('*')].map((element) =>
        [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
      );
    expect(attributes(drawn)).toEqual(attributes(own));
  });
});

describe('withoutWarmUp', () => {
  const shell = readFileSync('index.html', 'utf8');

  it("takes index.html's warm-up block and its comment out, and nothing else", () => {
    const page = withoutWarmUp(shell);
    const before = new DOMParser().parseFromString(shell, 'text/html');
    const after = new DOMParser().parseFromString(page, 'text/html');
    expect(before.getElementById('startup-warm-up')).not.toBeNull();
    expect(after.getElementById('startup-warm-up')).toBeNull();
    expect(page).not.toContain('Laid out (never shown)');
    before.getElementById('startup-warm-up')?.remove();
    const elements = (document: Document) =>
      [...document.querySelectorAll('*')].map((element) => element.tagName + element.id);
    expect(elements(after)).toEqual(elements(before));
    expect(after.head.outerHTML).toBe(before.head.outerHTML);
    expect(after.querySelector('body > script')?.outerHTML).toBe(
      before.querySelector('body > script')?.outerHTML,
    );
  });

  it('fails on a page without the block (a changed index.html must be noticed)', () => {
    expect(() => withoutWarmUp(withoutWarmUp(shell))).toThrow(/startup-warm-up/);
  });
});

describe('fillTemplate refuses a drawn page that needs a script to show', () => {
  it('fails on React’s out-of-place boundaries', () => {
    expect(() =>
      fillTemplate(TEMPLATE, {
        ...PAGE,
        root: '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>x</p></div><script>$RC("B:0","S:0")</script>',
      }),
    ).toThrow(/script or template/);
  });
});
