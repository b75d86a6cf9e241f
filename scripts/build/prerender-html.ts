import { escapeAttribute, escapeText } from 'entities';
import { criticalCss, pageClasses } from './critical-css.ts';

/** What scripts/build/prerender.ts puts into the built index.html for one route and language. */
export interface PageHtml {
  language: 'ja' | 'en';
  siteName: string;
  title: string;
  description: string;
  noscript: string;
  /** The page's address on the site, for the canonical link and Open Graph. */
  url: string;
  /** The route's page or start-up view, drawn by React (already HTML). */
  root: string;
  /**
   * Where the app takes the drawn page over as it is (src/boot.tsx): the browser storage keys
   * its first render read, all of which must be empty in the visitor's browser.
   */
  hydrationReads?: readonly string[] | null;
}

/** Replaces exactly one occurrence of `pattern`, or fails: a changed index.html must be noticed. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(new RegExp(pattern.source, 'g'));
  if (matches?.length !== 1) {
    throw new Error(`index.html: expected one match of ${pattern}, found ${matches?.length ?? 0}`);
  }
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html made into the base of every drawn page, so that nothing is fetched before
 * the first paint: the app's code and stylesheet (the entry module, the modules Vite preloads
 * with it, the site's whole stylesheet) wait in <template id="app-code">, inert, until
 * index.html's start-up script starts them once the page has painted; in their place an empty
 * <style> receives the part of the stylesheet the page needs (`withCriticalCss`). index.html
 * itself, the shell for other addresses and the service worker, keeps its ordinary tags.
 */
export function drawnPageTemplate(template: string): {
  template: string;
  /** The site's stylesheet, e.g. `/assets/index-1a2b.css`, to pick each page's rules from. */
  stylesheetPath: string;
} {
  const stylesheetTag = /\s*<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
  const [stylesheetLink, stylesheetPath] = stylesheetTag.exec(template) ?? [];
  if (!stylesheetLink || !stylesheetPath) {
    throw new Error('index.html: the built stylesheet link is missing');
  }
  const stylesheet = stylesheetLink.trim();
  const codeTag =
    /\s*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)/g;
  const codeTags = (template.match(codeTag) ?? []).map((tag) => tag.trim());
  if (codeTags.filter((tag) => tag.startsWith('<script')).length !== 1) {
    throw new Error('index.html: expected one module script (the app entry)');
  }
  // The start-up script starts the code first and the stylesheet after it (src/boot.tsx waits
  // for the stylesheet before its first render).
  const held = `<template id="app-code">${[stylesheet, ...codeTags].join('')}</template>`;
  const drawn = replaceOnce(
    replaceOnce(template, stylesheetTag, `\n    ${CRITICAL_STYLE}`).replace(codeTag, ''),
    /\s*<\/head>/,
    `\n    ${held}\n  </head>`,
  );
  return { template: drawn, stylesheetPath };
}

/**
 * Adds the route's own modules (scripts/build/route-modules.ts) to the held code, after the entry's:
 * started with it, they arrive while the entry runs, rather than a round trip after it.
 */
export function withRouteModules(html: string, files: readonly string[]): string {
  const links = files.map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  return replaceOnce(html, /<\/template>/, `${links.join('')}</template>`);
}

const CRITICAL_STYLE = '<style id="critical-css"></style>';

/** Classes the start-up script may put on <html> before the first paint. */
const STATE_CLASSES = ['dark', 'startup-other-language', 'startup-signed-in'];

/**
 * Fills a drawn page's <style> with the rules of `css` its first paint can use: those of its
 * own classes and of `servedWith`'s, markup drawn into the page where it is served.
 */
export function withCriticalCss(html: string, css: string, servedWith = ''): string {
  const styles = criticalCss(css, pageClasses(html + servedWith), STATE_CLASSES);
  // PostCSS writes any `</style` in the stylesheet as `\3c /style`; should that ever change:
  if (/<\/style/i.test(styles)) throw new Error('the stylesheet cannot be written into a page');
  return replaceOnce(html, /<style id="critical-css"><\/style>/, `<style>${styles}</style>`);
}

/**
 * Takes index.html's warm-up block (and its comment) out of a page drawn whole: the block lays
 * out the fonts and form controls the app's first page will use while its code arrives, which
 * a page drawn whole does itself. There it only lengthened the first layout (minutes: 37 → 8 ms
 * unthrottled in Chromium; first contentful paint 0.9 → 0.8 s under Lighthouse). A start-up
 * view keeps it.
 */
export function withoutWarmUp(html: string): string {
  return replaceOnce(
    html,
    /\s*<!--(?:(?!-->)[\s\S])*-->\s*<div\s+id="startup-warm-up"[^>]*>(?:(?!<div)[\s\S])*?<\/div>/,
    '',
  );
}

/** Inputs that `readonly` does not hold (a box still ticks, a file is still chosen). */
const NOT_READONLY =
  /\stype="(?:checkbox|radio|file|range|color|hidden|button|submit|reset|image)"/;

/** The value of attribute `name` in a start tag (`''` for one without a value), or null. */
function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(tag);
  return match ? (match[1] ?? '') : null;
}

/**
 * `tag` with `held` attributes set first (the first of two equal attributes counts, so they win
 * over the page's own), and `data-held` naming them, with the page's own value of each it had
 * in `data-held-<name>`: src/lib/heldControls.ts puts the page's own back when the app takes
 * the drawn page over as it is.
 */
function hold(tag: string, held: Record<string, string>): string {
  const [, name = '', rest = ''] = /^<([a-z]+)([\s\S]*)$/.exec(tag) ?? [];
  const marks = Object.entries(held).map(([attribute, value]) => {
    const own = attributeOf(tag, attribute);
    const kept = own === null ? '' : ` data-held-${attribute}="${own}"`;
    return `${attribute}${value === '' ? '' : `="${value}"`}${kept}`;
  });
  return `<${name} ${marks.join(' ')} data-held="${Object.keys(held).join(' ')}"${rest}`;
}

/**
 * Until the app's first render replaces it, the built HTML's controls do nothing, and what is
 * typed or chosen in them would be lost when the app draws its own: they say so and keep still,
 * without a change on screen. Buttons are `aria-disabled` and plain buttons (a submit button
 * would send its form as a page load); text fields are `readonly`; selects, boxes and other
 * inputs are `aria-disabled`. So assistive technology and automated browsers wait for the
 * working ones. (Where the page already sets one of these, the first of two equal attributes
 * counts: this one; `data-held` keeps the page's own, see `hold`.) A control the page itself
 * made read-only is left as it is.
 */
export function withInertControls(html: string): string {
  return html
    .replaceAll(/<button(?=[\s>])[^>]*>/g, (tag) =>
      hold(tag, { 'aria-disabled': 'true', type: 'button' }),
    )
    .replaceAll(/<textarea(?=[\s>])[^>]*>/g, (tag) =>
      attributeOf(tag, 'readonly') === null ? hold(tag, { readonly: '' }) : tag,
    )
    .replaceAll(/<select(?=[\s>])[^>]*>/g, (tag) => hold(tag, { 'aria-disabled': 'true' }))
    .replaceAll(/<input\b[^>]*>/g, (tag) =>
      NOT_READONLY.test(tag)
        ? hold(tag, { 'aria-disabled': 'true' })
        : attributeOf(tag, 'readonly') === null
          ? hold(tag, { readonly: '' })
          : tag,
    );
}

/**
 * Holds the modules the entry would start with (`<link rel="modulepreload">`) back in a second
 * inert template, `<template id="app-code-later">`, and marks the page's root
 * `data-start="on-interaction"`: the entry (src/main.tsx) starts the app, and those modules, at
 * the visitor's first interaction or in the first idle moment after the page has loaded. Before
 * it the page fetches only the entry. For the home page, which works as drawn (its cards are
 * links) and whose JavaScript would otherwise arrive and run while the visitor first reads it.
 */
export function withCodeOnInteraction(html: string): string {
  const held = /<template id="app-code">([\s\S]*?)<\/template>/.exec(html);
  if (!held) throw new Error('the page holds no app code');
  const preloads = held[1]?.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  const rest = (held[1] ?? '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  return replaceOnce(
    replaceOnce(
      html,
      /<template id="app-code">[\s\S]*?<\/template>/,
      `<template id="app-code">${rest}</template><template id="app-code-later">${preloads.join('')}</template>`,
    ),
    /<div id="root"(?=[\s>])/,
    '<div id="root" data-start="on-interaction"',
  );
}

/** The built index.html (the app's shell) turned into one route's page in one language. */
export function fillTemplate(template: string, page: PageHtml): string {
  // The Content-Security-Policy runs no inline script but the start-up script: a page that
  // needs one to show its content (React's out-of-place Suspense boundaries) would stay hidden.
  if (/<script|<template/i.test(page.root)) {
    throw new Error(`${page.url}: the drawn page carries a script or template`);
  }
  const title = escapeText(page.title);
  const description = escapeAttribute(page.description);
  const replacements: Array<[RegExp, string]> = [
    [/<html lang="[^"]*">/, `<html lang="${page.language}">`],
    [/<title>[^<]*<\/title>/, `<title>${title}</title>`],
    [
      /<meta\s+property="og:site_name"\s+content="[^"]*"\s*\/>/,
      `<meta property="og:site_name" content="${escapeAttribute(page.siteName)}" />`,
    ],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${description}" />`,
    ],
    [
      /<meta\s+property="og:title"\s+content="[^"]*"\s*\/>/,
      `<meta property="og:title" content="${escapeAttribute(page.title)}" />`,
    ],
    [
      /<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/,
      [
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:url" content="${escapeAttribute(page.url)}" />`,
        `<meta property="og:locale" content="${page.language === 'en' ? 'en_US' : 'ja_JP'}" />`,
        `<link rel="canonical" href="${escapeAttribute(page.url)}" />`,
      ].join('\n    '),
    ],
    [
      /<div id="root"><\/div>/,
      `<noscript><p class="alert-warning m-4">${escapeText(page.noscript)}</p></noscript>\n    <div id="root"${
        page.hydrationReads
          ? ` data-hydrate="${escapeAttribute(page.hydrationReads.join(' '))}"`
          : ''
      }>${withInertControls(page.root)}</div>`,
    ],
  ];
  return replacements.reduce(
    (html, [pattern, value]) => replaceOnce(html, pattern, value),
    template,
  );
}
