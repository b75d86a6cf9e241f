import { i18n } from '../lib/i18n';
import { LANGUAGES, type Language } from '../lib/i18n/types';
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

function parse(html: string): Element {
  const { body } = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const footer of body.querySelectorAll('footer')) footer.remove();
  return body;
}

/** Whether the drawn text is the app's with parts left as a no-break space each. */
function leftForTheApp(drawn: string, app: Node): boolean {
  if (!drawn.includes('\u00a0')) return false;
  const escaped = drawn.split('\u00a0').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`, 's').test(app.textContent ?? '');
}

/** Where `drawn` and `app` part, other than in what the drawn page leaves for the app. */
function firstDifference(drawn: Node, app: Node, where = 'root'): string | null {
  const children = (node: Node) =>
    [...node.childNodes].filter(
      (child) => child.nodeType === child.ELEMENT_NODE || child.nodeType === child.TEXT_NODE,
    );
  if (drawn.nodeType === drawn.TEXT_NODE || app.nodeType === app.TEXT_NODE) {
    if (drawn.textContent === app.textContent || leftForTheApp(drawn.textContent ?? '', app))
      return null;
    return `${where}: text ${JSON.stringify(drawn.textContent)} ≠ ${JSON.stringify(app.textContent)}`;
  }
  const [a, b] = [drawn as Element, app as Element];
  const here = `${where} > ${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''}`;
  if (a.tagName !== b.tagName) return `${here}: <${b.tagName.toLowerCase()}> in the app`;
  const names = new Set([...a.getAttributeNames(), ...b.getAttributeNames()]);
  for (const name of names) {
    if (a.getAttribute(name) === b.getAttribute(name)) continue;
    if (name === 'value' && a.getAttribute(name) === '') continue;
    return `${here}: ${name}=${JSON.stringify(a.getAttribute(name))} ≠ ${JSON.stringify(b.getAttribute(name))}`;
  }
  // A text area's text is its value.
  if (a.tagName === 'TEXTAREA' && a.textContent === '') return null;
  const [ours, theirs] = [children(a), children(b)];
  if (ours.length !== theirs.length)
    return `${here}: ${ours.length} children drawn, ${theirs.length} in the app`;
  for (const [index, child] of ours.entries()) {
    const difference = firstDifference(child, theirs[index] as Node, here);
    if (difference) return difference;
  }
  return null;
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
    expect(await drawAppNow('/quote-generator', 'ja')).toMatch(/value="Q\d+"/);
  });
});
