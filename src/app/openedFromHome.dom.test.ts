import { readRecents } from '../tools/preferences';

/** A fresh copy of the module (it counts the document's first page only). */
async function freshModule() {
  vi.resetModules();
  return import('./openedFromHome');
}

function opened(referrer: string, type: NavigationTimingType = 'navigate') {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ]);
}

describe('countOpenedFromHome', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a link followed on the home page', `${location.origin}/`, 'navigate', ['json-tool']],
    ['a link on another page of the site', `${location.origin}/char-counter`, 'navigate', []],
    ['a link on another site', 'https://example.com/', 'navigate', []],
    ['no referrer (typed, bookmarked)', '', 'navigate', []],
    ['a reload of a page opened from home', `${location.origin}/`, 'reload', []],
    ['back to a page opened from home', `${location.origin}/`, 'back_forward', []],
  ] as const)('%s', async (_, referrer, type, expected) => {
    opened(referrer, type);
    const { countOpenedFromHome } = await freshModule();
    countOpenedFromHome('json-tool');
    expect(readRecents()).toEqual(expected);
  });

  it('counts only the document’s first page', async () => {
    opened(`${location.origin}/`);
    const { countOpenedFromHome } = await freshModule();
    countOpenedFromHome('json-tool');
    countOpenedFromHome('char-counter');
    expect(readRecents()).toEqual(['json-tool']);
  });
});
