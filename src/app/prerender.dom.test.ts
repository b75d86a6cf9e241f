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
  const paths = prerenderPaths().filter((path) => path !== '/');

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

  it('leaves out the values made from today', async () => {
    const page = await renderPage('/quote-generator', 'ja');
    expect(page.html).not.toMatch(/value="Q\d+"|value="\d{4}-\d\d-\d\d"/);
    // The app fills in today's dates at once; the quote's number comes from the numbering just
    // after (asynchronously, under its lock), so neither drawing holds a made-up number.
    expect(await drawAppNow('/quote-generator', 'ja')).toMatch(/value="\d{4}-\d\d-\d\d"/);
  });
});
