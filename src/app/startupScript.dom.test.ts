import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { I18N_OPTIONS } from '../lib/i18n';
import { readStoredTheme } from '../lib/theme';
import { STARTUP_HINT_CLASSES } from './StartupGate';

/** index.html's inline start-up script, exactly as the browser hashes it for the CSP. */
const indexHtml = readFileSync('index.html', 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  (match) => match[1] ?? '',
);
const script = inlineScripts[0] ?? '';

interface Visitor {
  stored?: string;
  /** The `nf_lang` cookie the visitor arrives with. */
  cookie?: string;
  theme?: string;
  browser?: string[];
  /** The lang of the HTML the server sent. */
  html: 'ja' | 'en';
  session?: boolean;
}

function setUp({ stored, cookie, theme, browser = [], html, session }: Visitor) {
  window.localStorage.clear();
  if (stored) window.localStorage.setItem('language', stored);
  if (theme) window.localStorage.setItem('theme', theme);
  if (session) window.localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.lang = html;
  document.cookie = 'nf_lang=; max-age=0; path=/';
  if (cookie) document.cookie = `nf_lang=${cookie}; path=/`;
}

function runStartupScript() {
  // The page's own inline script, as written.
  new Function(script)();
}

/** What the app itself will show: i18next with the site's options, as the page starts it. */
async function appLanguage(): Promise<string | undefined> {
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({ ...I18N_OPTIONS, saveMissing: false });
  return instance.resolvedLanguage;
}

const cookieLanguage = () => /(?:^|; )nf_lang=([^;]*)/.exec(document.cookie)?.[1];

describe("index.html's start-up script", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the only inline script, and the Content-Security-Policy allows it by its hash', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    const policy = /Content-Security-Policy = "([^"]*)"/.exec(
      readFileSync('netlify.toml', 'utf8'),
    )?.[1];
    const scriptSources = /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');
    expect(scriptSources).toContain(`'sha256-${hash}'`);
  });

  it.each<Visitor>([
    { html: 'ja', browser: ['ja-JP'] },
    { html: 'ja', browser: ['en-US', 'ja'] },
    { html: 'en', browser: ['en-GB'] },
    { html: 'en', browser: ['ja'] },
    { html: 'ja', stored: 'en', browser: ['ja-JP'] },
    { html: 'en', stored: 'ja', browser: ['en-US'] },
    { html: 'ja', stored: 'xx', browser: ['en-GB'] },
    { html: 'ja', stored: 'en-..', browser: ['en'] },
    // The cookie by which the server chose the page, before the browser's languages.
    { html: 'en', cookie: 'en', browser: ['ja-JP'] },
    { html: 'ja', cookie: 'ja', browser: ['en-US'] },
    { html: 'ja', cookie: 'en', stored: 'ja', browser: ['en-US'] },
    { html: 'ja', cookie: 'de', browser: ['en-US'] },
    { html: 'ja', cookie: '%3Cb%3E', browser: ['en-US'] },
    // Neither language anywhere: Japanese, whatever the page's language.
    { html: 'en', browser: ['fr-FR'] },
    { html: 'ja', browser: ['fr-FR', 'de'] },
    { html: 'ja', browser: ['fr-FR', 'en-US'] },
    { html: 'ja', browser: [] },
  ])('hides the page exactly when the app will use the other language: %j', async (visitor) => {
    setUp(visitor);
    // i18next's own choice for this visitor, made apart from the script.
    const language = await appLanguage();
    setUp(visitor);
    runStartupScript();
    const hidden = document.documentElement.classList.contains('startup-other-language');
    expect(hidden).toBe(language !== visitor.html);
    // The server's next page comes in the language the app uses, and the app, reading the
    // cookie the script wrote, still chooses it.
    expect(cookieLanguage()).toBe(language);
    window.localStorage.removeItem('language');
    if (visitor.stored) window.localStorage.setItem('language', visitor.stored);
    expect(await appLanguage()).toBe(language);
  });

  it.each([
    [undefined, 'light'],
    ['dark', 'dark'],
    ['light', 'light'],
    ['sepia', 'light'],
  ] as const)('stored theme %s: the page starts %s, as the app will show it', (theme, shown) => {
    setUp({ html: 'ja', theme });
    runStartupScript();
    expect(readStoredTheme()).toBe(shown);
    expect(document.documentElement.classList.contains('dark')).toBe(shown === 'dark');
  });

  it.each([
    [undefined, true, 'dark'],
    [undefined, false, 'light'],
    ['sepia', true, 'dark'],
    // The visitor's choice wins over the system's setting.
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)(
    'stored theme %s, system dark %s: the page starts %s (prefers-color-scheme until chosen)',
    (theme, systemDark, shown) => {
      const matchMedia = vi.fn((query: string) => ({
        matches: systemDark && query === '(prefers-color-scheme: dark)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }));
      vi.stubGlobal('matchMedia', matchMedia);
      try {
        setUp({ html: 'ja', theme });
        runStartupScript();
        expect(readStoredTheme()).toBe(shown);
        expect(document.documentElement.classList.contains('dark')).toBe(shown === 'dark');
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );

  it("hides the account area while a stored session's page starts", () => {
    setUp({ html: 'ja', session: true });
    runStartupScript();
    expect(document.documentElement.classList.contains('startup-signed-in')).toBe(true);
    setUp({ html: 'ja' });
    runStartupScript();
    expect(document.documentElement.classList.contains('startup-signed-in')).toBe(false);
  });

  it('sets only the hint classes that the app removes on its first render', () => {
    setUp({ html: 'ja', stored: 'en', session: true });
    runStartupScript();
    const hints = [...document.documentElement.classList];
    expect(hints.sort()).toEqual([...STARTUP_HINT_CLASSES].sort());
  });

  it('leaves the page as built when storage is blocked', () => {
    setUp({ html: 'ja' });
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runStartupScript();
    expect(document.documentElement.className).toBe('');
  });

  describe("on a drawn page, the app's code held until the page has painted", () => {
    const HELD =
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<script type="module" crossorigin src="/assets/index-2.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/app-3.js">';
    const started = () =>
      [...document.head.querySelectorAll(':scope > link, :scope > script[src]')].map(
        (tag) =>
          `${tag.tagName} ${tag.getAttribute('rel') ?? tag.getAttribute('type')} ${tag.getAttribute('href') ?? tag.getAttribute('src')} ${tag.hasAttribute('crossorigin')}`,
      );
    const frames = (count: number) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => next(left - 1));
        next(count);
      });

    beforeEach(() => {
      document.head.innerHTML = `<template id="app-code">${HELD}</template>`;
    });
    afterEach(() => {
      document.head.innerHTML = '';
    });

    const ALL = [
      'LINK stylesheet /assets/index-1.css true',
      'SCRIPT module /assets/index-2.js true',
      'LINK modulepreload /assets/app-3.js true',
    ];

    const stylesheet = () =>
      document.head.querySelector<HTMLLinkElement>(':scope > link[rel="stylesheet"]');

    it('starts the stylesheet after the first frames, then the code once it is in use', async () => {
      setUp({ html: 'ja', browser: ['ja'] });
      runStartupScript();
      expect(started()).toEqual([]);
      await frames(3);
      expect(started()).toEqual(ALL.slice(0, 1));
      await frames(3);
      expect(started()).toEqual(ALL.slice(0, 1));
      stylesheet()?.dispatchEvent(new Event('load'));
      await frames(2);
      expect(started()).toEqual(ALL);
    });

    it('waits for the first contentful paint where the browser reports it', async () => {
      type Entries = { getEntriesByName: (name: string) => unknown[] };
      let report: ((list: Entries) => void) | undefined;
      const disconnect = vi.fn();
      class FakeObserver {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (list: Entries, observer: FakeObserver) => void) {
          report = (list) => callback(list, this);
        }
        observe() {}
        disconnect = disconnect;
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver);
      setUp({ html: 'ja', browser: ['ja'] });
      runStartupScript();
      await frames(3);
      expect(started()).toEqual([]);
      report?.({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      expect(started()).toEqual([]);
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(started()).toEqual(ALL.slice(0, 1));
      expect(disconnect).toHaveBeenCalled();
      stylesheet()?.dispatchEvent(new Event('load'));
      await frames(2);
      expect(started()).toEqual(ALL);
      vi.unstubAllGlobals();
    });

    describe("a tool's many modules", () => {
      const preloads = Array.from(
        { length: 9 },
        (_, index) => `<link rel="modulepreload" crossorigin href="/assets/m-${index}.js">`,
      );
      const EVERY = [
        ...ALL,
        ...preloads.map((_, index) => `LINK modulepreload /assets/m-${index}.js true`),
      ];
      /** The script's timers, held: each test runs the ones it means to, in order. */
      const timers: Array<{ run: () => void; delay: number }> = [];
      /** The tags each task started, from the first that started any: the rest run timers. */
      const perTask: number[] = [];
      const count = () => perTask.push(started().length - perTask.reduce((sum, n) => sum + n, 0));
      const runTimers = (delay: number) => {
        for (;;) {
          const index = timers.findIndex((timer) => timer.delay === delay);
          if (index < 0) return;
          timers.splice(index, 1)[0]?.run();
          count();
        }
      };
      // One frame and nothing after it: `frames` above ends on a setTimeout, which these tests
      // hold (setTimeout is mocked below) to run each of the script's tasks themselves.
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const visibleStart = async () => {
        setUp({ html: 'ja', browser: ['ja'] });
        runStartupScript();
        // jsdom reports no paints: the script waits two frames.
        await frame();
        await frame();
        count();
      };

      beforeEach(() => {
        document.head.innerHTML = `<template id="app-code">${HELD}${preloads.join('')}</template>`;
        timers.length = 0;
        perTask.length = 0;
        vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, delay = 0) => {
          timers.push({ run, delay });
          return 0;
        }) as typeof window.setTimeout);
      });

      it.each(['load', 'error'])(
        'starts the stylesheet, then on its %s the entry and the modules four to a task',
        async (event) => {
          await visibleStart();
          expect(perTask).toEqual([1]);
          stylesheet()?.dispatchEvent(new Event(event));
          await frame();
          runTimers(0);
          expect(perTask.filter((n) => n > 0)).toEqual([1, 5, 4, 2]);
          expect(started()).toEqual(EVERY);
        },
      );

      it('starts the code a second after the stylesheet should it not load by then', async () => {
        await visibleStart();
        runTimers(0);
        expect(started()).toEqual(ALL.slice(0, 1));
        runTimers(1000);
        runTimers(0);
        expect(started()).toEqual(EVERY);
        // Its load, later, starts nothing twice.
        stylesheet()?.dispatchEvent(new Event('load'));
        await frame();
        runTimers(0);
        expect(started()).toEqual(EVERY);
      });

      it.each([
        [
          'in a background tab, whose timers wait',
          () => {
            setUp({ html: 'ja', browser: ['ja'] });
            vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
          },
        ],
        ['in a page hidden for the other language', () => setUp({ html: 'ja', stored: 'en' })],
      ])('starts them all at once %s', (_name, arrange) => {
        arrange();
        runStartupScript();
        count();
        expect(perTask).toEqual([12]);
        expect(started()).toEqual(EVERY);
      });
    });

    it('starts it at once when the page is hidden for the other language', () => {
      setUp({ html: 'ja', stored: 'en' });
      runStartupScript();
      expect(started()).toEqual(ALL);
    });

    it('starts it at once in a background tab, and only once', async () => {
      setUp({ html: 'ja', browser: ['ja'] });
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runStartupScript();
      expect(started()).toEqual(ALL);
      document.dispatchEvent(new Event('visibilitychange'));
      await frames(3);
      expect(started()).toEqual(ALL);
    });
  });
});
