import { syncHtmlLang } from './index';

describe('syncHtmlLang', () => {
  it.each([
    { page: 'ja', language: 'ja', lang: 'ja', changed: false },
    { page: 'ja', language: 'en-US', lang: 'en', changed: true },
    { page: 'en', language: 'en', lang: 'en', changed: false },
    { page: 'en', language: 'fr', lang: 'ja', changed: true },
  ])(
    'sets the page’s lang to $lang for $language on a $page page, changing it only if it differs',
    ({ page, language, lang, changed }) => {
      document.documentElement.lang = page;
      // A change of <html>'s lang restyles the whole page: none when it is the same.
      const changes = new MutationObserver(() => undefined);
      changes.observe(document.documentElement, { attributes: true });
      syncHtmlLang(language);
      expect(document.documentElement.lang).toBe(lang);
      expect(changes.takeRecords().length > 0).toBe(changed);
      expect(document.cookie).toContain(`nf_lang=${lang}`);
      changes.disconnect();
    },
  );
});
