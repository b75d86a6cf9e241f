import { i18n } from '../lib/i18n';
import { LANGUAGES, type Language } from '../lib/i18n/types';
import { firstDifference, parseDrawn as parse } from '../test/drawnPage';
import { drawApp, prerenderPaths, renderPage } from './prerender';

/**
 * The page drawn at build time is what the app's first render in the browser draws over it:
 * the same elements, attributes and texts, except what the drawn page leaves for the app (a
 * field's value made from today or by chance, left empty; a date in a text, left as a no-break
 * space) and the footer, which the app brings a moment later below the page.
 */

/** The app's first render once it has started, as the browser draws it today. */
async function drawAppNow(path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  return (await drawApp(path, { started: true, atBuildTime: false })).html;
}

describe('each page drawn at build time', () => {
  const paths = prerenderPaths();

  it.each(LANGUAGES)(
    'is drawn whole and is what the app then draws, except what it leaves for the app (%s)',
    async (language) => {
      for (const path of paths) {
        const page = await renderPage(path, language);
        expect(page.whole, path).toBe(true);
        const difference = firstDifference(
          parse(page.html),
          parse(await drawAppNow(path, language)),
        );
        expect(difference, path).toBeNull();
      }
    },
    60_000,
  );

  it.each(LANGUAGES)(
    'is, where the app takes it over as drawn, exactly what its first render draws (%s)',
    async (language) => {
      const hydrated: string[] = [];
      for (const path of paths) {
        const page = await renderPage(path, language);
        if (!page.hydration) continue;
        hydrated.push(path);
        await i18n.changeLanguage(language);
        const { html } = await drawApp(path, {
          started: true,
          atBuildTime: false,
          hydrating: true,
        });
        // Byte for byte: React hydrates the DOM as it is, and never mends an attribute.
        expect(html, path).toBe(page.html);
      }
      // The home page and every tool whose first look does not depend on the day.
      expect(hydrated).toEqual(expect.arrayContaining(['/', '/json-tool', '/regex-tester']));
      for (const dated of ['/quote-generator', '/invoice-number', '/minutes-generator']) {
        expect(hydrated).not.toContain(dated);
      }
    },
    60_000,
  );

  it('records the browser storage a page reads, which must be empty to take it over', async () => {
    const home = await renderPage('/', 'ja');
    expect(home.hydration?.reads).toEqual(
      expect.arrayContaining([
        'local:favorite-tools',
        'local:recent-tools',
        'session:account-deleted-notice',
      ]),
    );
    const json = await renderPage('/json-tool', 'ja');
    expect(json.hydration?.reads).toContain('local:tool-state:json-tool');
  });

  it('leaves out the values made from today', async () => {
    const page = await renderPage('/quote-generator', 'ja');
    expect(page.html).not.toMatch(/value="Q\d+"|value="\d{4}-\d\d-\d\d"/);
    // The app fills in today's dates at once; the quote's number comes from the numbering just
    // after (asynchronously, under its lock), so neither drawing holds a made-up number.
    expect(await drawAppNow('/quote-generator', 'ja')).toMatch(/value="\d{4}-\d\d-\d\d"/);
  });
});
