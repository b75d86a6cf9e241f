import { describe, expect, it } from 'vitest';
import { chooseLanguage, prerenderedFile, redirectRules } from './prerender-routing.ts';

describe('prerenderedFile', () => {
  it.each([
    ['/', 'ja', '/_prerendered/ja/index.html'],
    ['/json-tool', 'en', '/_prerendered/en/json-tool.html'],
    ['/json-tool/', 'ja', '/_prerendered/ja/json-tool.html'],
    ['/book-concierge/history', 'en', '/_prerendered/en/book-concierge/history.html'],
  ] as const)('%s in %s is %s', (path, language, file) => {
    expect(prerenderedFile(path, language)).toBe(file);
  });
});

describe('chooseLanguage', () => {
  it.each([
    [{}, 'ja'],
    [{ acceptLanguage: 'ja,en-US;q=0.9' }, 'ja'],
    [{ acceptLanguage: 'en-US,en;q=0.9,ja;q=0.8' }, 'en'],
    [{ acceptLanguage: 'EN' }, 'en'],
    // Netlify reads only the first language; the start-up script covers the rest.
    [{ acceptLanguage: 'fr-FR,en;q=0.9' }, 'ja'],
    [{ cookie: 'nf_lang=en', acceptLanguage: 'ja' }, 'en'],
    [{ cookie: 'a=1; nf_lang=ja; b=2', acceptLanguage: 'en-US' }, 'ja'],
    // A value the site never writes is ignored.
    [{ cookie: 'nf_lang=de', acceptLanguage: 'en-GB' }, 'en'],
    [{ cookie: 'xnf_lang=en' }, 'ja'],
  ] as const)('%j → %s', (headers, language) => {
    expect(chooseLanguage(headers)).toBe(language);
  });
});

describe('redirectRules', () => {
  it('serves English on the Language condition, Japanese otherwise, for each path', () => {
    expect(redirectRules(['/', '/json-tool']).split('\n').slice(1, 5)).toEqual([
      '/  /_prerendered/en/index.html  200!  Language=en',
      '/  /_prerendered/ja/index.html  200!',
      '/json-tool  /_prerendered/en/json-tool.html  200!  Language=en',
      '/json-tool  /_prerendered/ja/json-tool.html  200!',
    ]);
  });
});
