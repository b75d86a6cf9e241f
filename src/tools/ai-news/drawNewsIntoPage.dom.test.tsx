import { readFileSync } from 'node:fs';
import { renderHook, waitFor } from '@testing-library/react';
import { withInertControls } from '../../../scripts/build/prerender-html';
import { drawApp, renderPage } from '../../app/prerender';
import { i18n } from '../../lib/i18n';
import { LANGUAGES, type Language } from '../../lib/i18n/types';
import { firstDifference, parseDrawn } from '../../test/drawnPage';
import { drawNewsIntoPage } from './drawNewsIntoPage';
import { FIRST_NEWS_ELEMENT_ID, type FirstNews } from './firstNews';
import { itemsOfFeed } from './newsForPages';
import { useNewsFeed } from './useNewsFeed';

/** Recorded feeds, shared with the end-to-end tests (paths from the repository's root). */
const fixture = (name: string) => readFileSync(`e2e/fixtures/${name}`, 'utf8');
const FEED = 'https://note.com/hashtag/AI/rss';
const news = (): FirstNews => ({
  feedUrl: FEED,
  fetchedAt: Date.now(),
  items: itemsOfFeed(fixture('note-ai-rss.xml')),
});

/** The news page as the build draws it (without its head, which nothing here reads). */
async function builtPage(language: Language, inert = false): Promise<string> {
  const page = await renderPage('/ai-news', language);
  expect(page.whole).toBe(true);
  const root = inert ? withInertControls(page.html) : page.html;
  return `<!doctype html><html lang="${language}"><head></head><body><div id="root">${root}</div></body></html>`;
}

function parsePage(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

afterEach(() => document.getElementById(FIRST_NEWS_ELEMENT_ID)?.remove());

describe('drawNewsIntoPage', () => {
  it.each(LANGUAGES)(
    'draws what the app then draws from the items the page carries (%s)',
    async (language) => {
      const served = drawNewsIntoPage(await builtPage(language), news());
      expect(served).not.toBeNull();
      const page = parsePage(served ?? '');
      const carried = page.getElementById(FIRST_NEWS_ELEMENT_ID);
      expect(carried?.getAttribute('type')).toBe('application/json');
      expect(page.querySelectorAll('#root li article')).toHaveLength(20);

      // The app's first render on that page: it finds the items and draws them.
      document.body.append(document.importNode(carried as Element, true));
      await i18n.changeLanguage(language);
      const app = (await drawApp('/ai-news', { started: true, atBuildTime: false })).html;
      const root = page.getElementById('root') as Element;
      expect(firstDifference(parseDrawn(root.innerHTML), parseDrawn(app))).toBeNull();
    },
    30_000,
  );

  it('draws into the page as served, its controls held until the app takes over', async () => {
    const served = drawNewsIntoPage(await builtPage('ja', true), news()) ?? '';
    const button = parsePage(served).querySelector('[data-news-feed] button');
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    expect(button?.hasAttribute('disabled')).toBe(false);
  });

  it('keeps a hostile feed as text, and its items as data the app reads back', async () => {
    const items = [
      ...itemsOfFeed(fixture('note-hostile-rss.xml')),
      {
        title: '</script><script>window.__pwned = 1</script>',
        link: 'https://note.com/x',
        pubDate: null,
        description: '<!-- </SCRIPT> -->',
        thumbnail: null,
      },
    ];
    const served =
      drawNewsIntoPage(await builtPage('ja'), { feedUrl: FEED, fetchedAt: Date.now(), items }) ??
      '';
    const page = parsePage(served);
    expect([...page.scripts].map((script) => script.id)).toEqual([FIRST_NEWS_ELEMENT_ID]);
    expect(page.querySelectorAll('#root [onerror], #root [onclick], #root iframe')).toHaveLength(0);
    expect(page.querySelector('#root a[href^="javascript:"], #root a[href^="data:"]')).toBeNull();
    const carried = JSON.parse(page.getElementById(FIRST_NEWS_ELEMENT_ID)?.textContent ?? '');
    expect(carried.items).toEqual(items);
  });

  it.each([
    ['the start-up view', async () => (await drawApp('/ai-news', { started: false })).html],
    [
      'a page already drawn into',
      async () => drawNewsIntoPage(await builtPage('ja'), news()) ?? '',
    ],
    [
      'a page of another language',
      async () => (await builtPage('ja')).replace('lang="ja"', 'lang="fr"'),
    ],
    [
      'another page',
      async () =>
        `<html lang="ja"><body>${(await renderPage('/json-tool', 'ja')).html}</body></html>`,
    ],
  ])('leaves %s alone', async (_, page) => {
    expect(drawNewsIntoPage(await page(), news())).toBeNull();
  });
});

describe('useNewsFeed on a page served with its news', () => {
  const proxy = 'http://127.0.0.1:54321/api/rss-proxy?url=';
  const feedUrl = FEED;

  function carry(first: FirstNews) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_NEWS_ELEMENT_ID;
    element.textContent = JSON.stringify(first);
    document.body.append(element);
  }

  it('starts from the drawn items without asking the feed, once', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ contents: fixture('note-empty-rss.xml') }));
    const drawn = news();
    carry(drawn);
    const first = renderHook(() => useNewsFeed(proxy, feedUrl));
    expect(first.result.current.state).toEqual({ status: 'data', items: drawn.items });
    expect(document.getElementById(FIRST_NEWS_ELEMENT_ID)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    first.unmount();

    // Opened again without a page load: the feed is loaded.
    const again = renderHook(() => useNewsFeed(proxy, feedUrl));
    expect(again.result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'data', items: [] }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fetchSpy.mockRestore();
  });

  it.each([
    ['too old', { fetchedAt: Date.now() - 11 * 60_000 }],
    ['of another feed than the app shows', { feedUrl: 'https://note.com/hashtag/DX/rss' }],
  ])('loads the feed when the drawn items are %s', async (_, change) => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ contents: fixture('note-empty-rss.xml') }));
    carry({ ...news(), ...change });
    const { result } = renderHook(() => useNewsFeed(proxy, feedUrl));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    fetchSpy.mockRestore();
  });
});
