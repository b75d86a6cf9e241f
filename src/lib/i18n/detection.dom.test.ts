import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { I18N_OPTIONS, LANGUAGE_COOKIE } from './index';

interface Visitor {
  stored?: string;
  /** The `nf_lang` cookie. */
  cookie?: string;
  browser?: string[];
}

/** i18next set up as the app sets it up (src/lib/i18n), in a browser as `visitor` describes. */
async function detect(visitor: Visitor) {
  window.localStorage.clear();
  if (visitor.stored) window.localStorage.setItem('language', visitor.stored);
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  if (visitor.cookie) document.cookie = `${LANGUAGE_COOKIE}=${visitor.cookie}; path=/`;
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(visitor.browser ?? []);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(visitor.browser?.[0] ?? '');
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({ ...I18N_OPTIONS, saveMissing: false });
  return instance;
}

const VISITORS: (Visitor & { expected: 'ja' | 'en' })[] = [
  // A stored choice wins over everything else.
  { stored: 'en', cookie: 'ja', browser: ['ja-JP'], expected: 'en' },
  { stored: 'ja', cookie: 'en', browser: ['en-US'], expected: 'ja' },
  { stored: 'en-US', browser: ['ja'], expected: 'en' },
  // Then the cookie by which the server chose the page's language.
  { cookie: 'en', browser: ['ja-JP'], expected: 'en' },
  { cookie: 'ja', browser: ['en-US'], expected: 'ja' },
  // Then the browser's languages, the first the site has.
  { browser: ['en-US', 'ja'], expected: 'en' },
  { browser: ['ja-JP', 'en'], expected: 'ja' },
  { browser: ['fr-FR', 'en-GB'], expected: 'en' },
  // Japanese when nothing names a language of the site.
  { browser: ['fr-FR'], expected: 'ja' },
  { browser: [], expected: 'ja' },
  { cookie: 'de', browser: ['fr'], expected: 'ja' },
  // A value the site does not know, or that is not a plain language tag, is passed over.
  { stored: 'xx', browser: ['en-GB'], expected: 'en' },
  { stored: 'xx', cookie: 'en', browser: ['ja'], expected: 'en' },
  { stored: '../en', browser: ['fr', 'en-AU'], expected: 'en' },
  { stored: 'en-..', cookie: 'ja', browser: ['en'], expected: 'ja' },
  { stored: '__proto__', browser: ['de'], expected: 'ja' },
  { cookie: '%3Cb%3Een', browser: ['ja'], expected: 'ja' },
];

describe('language detection (i18next-browser-languagedetector with the site’s sources)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(VISITORS)(
    'stored $stored, cookie $cookie, browser $browser → $expected',
    async ({ expected, ...visitor }) => {
      const instance = await detect(visitor);
      expect(instance.resolvedLanguage).toBe(expected);
      expect(instance.language).toBe(expected);
      // The language settled on is remembered by its base, the detected one too.
      expect(window.localStorage.getItem('language')).toBe(expected);
    },
  );

  it('remembers a change of language', async () => {
    const instance = await detect({ browser: ['ja-JP'] });
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('reads the browser language where the browser has no list of languages', async () => {
    window.localStorage.clear();
    document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(
      undefined as unknown as readonly string[],
    );
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    const instance = i18next.createInstance();
    await instance.use(LanguageDetector).init({ ...I18N_OPTIONS, saveMissing: false });
    expect(instance.resolvedLanguage).toBe('en');
  });
});
