import i18next from 'i18next';
import { I18N_OPTIONS } from './index';
import LanguageDetector from 'i18next-browser-languagedetector';

async function detect(options: { stored?: string; browser?: string[]; html?: string }) {
  window.localStorage.clear();
  if (options.stored) window.localStorage.setItem('language', options.stored);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(options.browser ?? []);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(options.browser?.[0] ?? '');
  document.documentElement.lang = options.html ?? '';
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({ ...I18N_OPTIONS, saveMissing: false });
  return instance;
}

describe('language detection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefers the stored choice over the browser language', async () => {
    expect((await detect({ stored: 'en', browser: ['ja-JP'], html: 'ja' })).resolvedLanguage).toBe(
      'en',
    );
  });

  it('uses the browser language when nothing is stored', async () => {
    expect((await detect({ browser: ['en-US', 'ja'], html: 'ja' })).resolvedLanguage).toBe('en');
  });

  it('falls back to the html lang, then to Japanese', async () => {
    expect((await detect({ browser: ['fr-FR'], html: 'en' })).resolvedLanguage).toBe('en');
    expect((await detect({ browser: ['fr-FR'], html: 'de' })).resolvedLanguage).toBe('ja');
  });

  it('caches the choice in local storage', async () => {
    const instance = await detect({ browser: ['ja-JP'] });
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('remembers a detected regional browser language by its base', async () => {
    const instance = await detect({ browser: ['en-US'], html: 'ja' });
    expect(instance.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('skips an unknown stored value and takes a regional browser language by its base', async () => {
    expect((await detect({ stored: 'xx', browser: ['en-GB'], html: 'ja' })).resolvedLanguage).toBe(
      'en',
    );
  });
});
