import i18next, { type Module } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { I18N_OPTIONS } from './index';
import { languageDetector } from './languageDetector';

interface Visitor {
  stored?: string;
  browser?: string[];
  html?: string;
}

/** An i18next instance with `detector`, in a browser set up as `visitor` describes. */
async function detect(detector: Module | typeof LanguageDetector, visitor: Visitor) {
  window.localStorage.clear();
  if (visitor.stored) window.localStorage.setItem('language', visitor.stored);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(visitor.browser ?? []);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(visitor.browser?.[0] ?? '');
  document.documentElement.lang = visitor.html ?? '';
  const instance = i18next.createInstance();
  await instance.use(detector).init({ ...I18N_OPTIONS, saveMissing: false });
  return instance;
}

/** What a visitor ends up with: the language in use and what is stored. */
async function outcome(detector: Module | typeof LanguageDetector, visitor: Visitor) {
  const instance = await detect(detector, visitor);
  return {
    language: instance.language,
    resolved: instance.resolvedLanguage,
    stored: window.localStorage.getItem('language'),
  };
}

const VISITORS: (Visitor & { expected: string })[] = [
  { stored: 'en', browser: ['ja-JP'], html: 'ja', expected: 'en' },
  { stored: 'ja', browser: ['en-US'], html: 'en', expected: 'ja' },
  { browser: ['en-US', 'ja'], html: 'ja', expected: 'en' },
  { browser: ['ja-JP', 'en'], html: 'en', expected: 'ja' },
  { browser: ['fr-FR'], html: 'en', expected: 'en' },
  { browser: ['fr-FR'], html: 'de', expected: 'ja' },
  { browser: [], html: '', expected: 'ja' },
  { stored: 'xx', browser: ['en-GB'], html: 'ja', expected: 'en' },
  { stored: 'en-US', browser: ['ja'], html: 'ja', expected: 'en' },
  { stored: '../en', browser: ['fr', 'en-AU'], html: 'ja', expected: 'en' },
  { stored: '__proto__', browser: ['de'], html: 'ja', expected: 'ja' },
];

describe('language detection', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(VISITORS)(
    'stored $stored, browser $browser, html lang $html → $expected, as i18next-browser-languagedetector decides',
    async ({ expected, ...visitor }) => {
      const ours = await outcome(languageDetector, visitor);
      expect(ours.resolved).toBe(expected);
      expect(ours).toEqual(await outcome(LanguageDetector, visitor));
    },
  );

  it('remembers a change of language, as the library does', async () => {
    for (const detector of [languageDetector, LanguageDetector]) {
      const instance = await detect(detector, { browser: ['ja-JP'] });
      await instance.changeLanguage('en');
      expect(window.localStorage.getItem('language')).toBe('en');
    }
  });

  it('remembers a detected regional browser language by its base', async () => {
    const instance = await detect(languageDetector, { browser: ['en-US'], html: 'ja' });
    expect(instance.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('reads the browser language where the browser has no list of languages', async () => {
    window.localStorage.clear();
    document.documentElement.lang = 'ja';
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(
      undefined as unknown as readonly string[],
    );
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    expect(languageDetector.detect()).toEqual(['en', 'ja']);
  });
});
