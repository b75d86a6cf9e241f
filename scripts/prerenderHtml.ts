import { escapeAttribute, escapeText } from 'entities';

/** What scripts/prerender.ts puts into the built index.html for one route and language. */
export interface PageHtml {
  language: 'ja' | 'en';
  siteName: string;
  title: string;
  description: string;
  noscript: string;
  /** The page's address on the site, for the canonical link and Open Graph. */
  url: string;
  /** The route's start-up view, drawn by React (already HTML). */
  root: string;
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
 * Until the app's first render replaces it, the built HTML's buttons (log in, language, theme)
 * do nothing: say so (aria-disabled, which changes nothing on screen), so that assistive
 * technology and automated browsers wait for the working ones.
 */
function withInertButtons(html: string): string {
  return html.replaceAll('<button ', '<button aria-disabled="true" ');
}

/** The built index.html (the app's shell) turned into one route's page in one language. */
export function fillTemplate(template: string, page: PageHtml): string {
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
      `<noscript><p class="alert-warning m-4">${escapeText(page.noscript)}</p></noscript>\n    <div id="root">${withInertButtons(page.root)}</div>`,
    ],
  ];
  return replacements.reduce(
    (html, [pattern, value]) => replaceOnce(html, pattern, value),
    template,
  );
}
