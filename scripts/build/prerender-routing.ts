/**
 * Which built HTML answers an address, in which language: the one rule that the generated
 * Netlify `_redirects` (scripts/build/prerender.ts) and the local preview server
 * (scripts/build/vite-prerendered.ts) both follow, so that local runs see what visitors get.
 *
 * Each route that has built HTML has a Japanese and an English file. English goes to a visitor
 * whose `nf_lang` cookie says `en` (the site sets it to the language it shows, see index.html's
 * start-up script and src/lib/i18n), or, without that cookie, whose browser's first language is
 * English; everyone else gets Japanese, the site's default. This is Netlify's own `Language`
 * condition, which reads the cookie first. Whatever this rule gets wrong (a first visit from a
 * browser whose first language is neither, say), index.html's start-up script catches: it hides
 * the page until the app has drawn it in the right language.
 */
export type PageLanguage = 'ja' | 'en';

export const PRERENDERED_FOLDER = '/_prerendered';

/** `/` → `/_prerendered/ja/index.html`, `/json-tool` → `/_prerendered/ja/json-tool.html`. */
export function prerenderedFile(path: string, language: PageLanguage): string {
  const trimmed = path.replace(/\/+$/, '');
  return `${PRERENDERED_FOLDER}/${language}${trimmed === '' ? '/index' : trimmed}.html`;
}

/** The value of the cookie `name` in a Cookie header, if any. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function chooseLanguage(headers: {
  cookie?: string;
  acceptLanguage?: string;
}): PageLanguage {
  const chosen = cookieValue(headers.cookie, 'nf_lang');
  if (chosen === 'ja' || chosen === 'en') return chosen;
  const first = (headers.acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'ja';
}

/**
 * Netlify `_redirects` lines serving each path's built HTML (English first, as Netlify takes
 * the first rule that matches). Forced (`200!`): `/` has a file of its own, index.html, which is
 * the app's plain shell for every other address.
 */
export function redirectRules(paths: readonly string[]): string {
  const rules = paths.flatMap((path) => [
    `${path}  ${prerenderedFile(path, 'en')}  200!  Language=en`,
    `${path}  ${prerenderedFile(path, 'ja')}  200!`,
  ]);
  return `# Written by scripts/build/prerender.ts: each route's built HTML in the visitor's language.\n${rules.join('\n')}\n`;
}
