/**
 * Build time only (scripts/build/prerender.ts loads this; the site never does): the HTML each route
 * shows while the site starts, so that a visitor sees the page (or, where its first look depends
 * on the time, its header, heading and loading text) before any JavaScript has run, and search
 * engines and link previews see the page's title and description.
 */
import { StrictMode } from 'react';
// The Node build of react-dom/static is CommonJS: its default export holds the functions.
import reactDomStatic from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { locales as contactLocales } from '../pages/contact/locales';
import { locales as settingsLocales } from '../pages/settings/locales';
import { AuthProvider } from '../lib/auth/AuthContext';
import { takeValuesLeftForTheApp } from '../lib/drawnAtBuildTime';
import { recordStorageReadsInto, type StorageRead } from '../lib/storage';
import { AuthModalProvider } from './auth/AuthModalProvider';
import { i18n, I18N_OPTIONS } from '../lib/i18n';
import { pageTitleFor } from '../lib/usePageMeta';
import type { Language } from '../lib/i18n/types';
import { newsCardsForStyles } from '../tools/ai-news/drawNewsIntoPage';
import { TOOLS } from '../tools/registry';
import { framedPaths } from '../tools/toolRoutes';
import { App } from './App';

/** Only in the built HTML, never in the app (so not in its locales, which every visitor loads). */
const NOSCRIPT: Record<Language, string> = {
  ja: 'このサイトのツールをご利用いただくには、ブラウザの JavaScript を有効にしてください。',
  en: 'To use the tools on this site, please turn on JavaScript in your browser.',
};

export interface PrerenderedPage {
  /** The route's address, e.g. `/json-tool`. */
  path: string;
  siteName: string;
  title: string;
  description: string;
  /** Shown only to a browser that runs no JavaScript. */
  noscript: string;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** Whether `html` is the page itself rather than its start-up view. */
  whole: boolean;
  /**
   * For a page the app may take over as drawn (hydrate, src/boot.tsx): the browser storage keys
   * its first render read, none of which held anything here. Null for a page the app replaces
   * (its start-up view, or a page that left a value made from today for the app to fill in).
   */
  hydration: { reads: StorageRead[] } | null;
  /**
   * Markup that is drawn into the page where it is served (the news page's cards), whose CSS
   * the page must carry for its first paint as well; empty for other pages.
   */
  servedWith: string;
}

/** Pages served with more than the build draws (netlify/edge-functions/). */
const SERVED_WITH: Record<string, (language: Language) => string> = {
  '/ai-news': newsCardsForStyles,
};

/** Every address with HTML of its own: home, each tool (and its framed sub-routes), the fixed pages. */
export function prerenderPaths(): string[] {
  return ['/', ...TOOLS.flatMap(framedPaths), '/contact', '/privacy', '/terms', '/settings'];
}

/** The head's title and description for `path`, as the page sets them once it runs. */
function pageMeta(path: string, language: Language): { title: string; description: string } {
  const t = i18n.getFixedT(language);
  const site = t('site.title');
  const page = (title: string | null, description = t('home.description')) => ({
    title: pageTitleFor(title, site, t('site.subtitle')),
    description,
  });
  const tool = TOOLS.find((candidate) => path.split('/')[1] === candidate.id);
  if (tool) return page(tool.name[language], tool.description[language]);
  if (path === '/privacy' || path === '/terms') return page(t(`legal.${path.slice(1)}_title`));
  if (path === '/contact') {
    const { title, description } = contactLocales[language];
    return page(title, description);
  }
  if (path === '/settings') {
    const { title, description } = settingsLocales[language];
    return page(title, description);
  }
  return page(null);
}

/**
 * Draws the site at `path`: the page itself (`started`) or its start-up view; as the build
 * draws it, or (`atBuildTime: false`, for the tests) as the app's first render in the browser
 * (`hydrating`: the first render that takes the drawn page over, see src/boot.tsx).
 */
export async function drawApp(
  path: string,
  {
    started,
    atBuildTime = true,
    hydrating = false,
  }: { started: boolean; atBuildTime?: boolean; hydrating?: boolean },
): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  // Nobody is signed in at build time (StartupGate's hint classes cover a visitor who is).
  const { prelude } = await reactDomStatic.prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AuthProvider>
          <AuthModalProvider>
            <App atBuildTime={atBuildTime} started={started} hydrating={hydrating} />
          </AuthModalProvider>
        </AuthProvider>
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary written in place, however large: React may otherwise move a large one
      // (the home page's cards; React 19.2 does) out of place, to be put back by inline
      // scripts, which the site's Content-Security-Policy does not run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, errors };
}

/** Runs `draw` with `Date` telling the time `time` (an epoch millisecond). */
async function atTime<T>(time: number, draw: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(time);
      // The other forms of the constructor, unchanged.
      else super(...(args as [string]));
    }
    static override now() {
      return time;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return await draw();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** Runs `draw` and returns, with its result, the browser storage keys read meanwhile. */
async function recordStorageReads<T>(
  draw: () => Promise<T>,
): Promise<{ result: T; reads: StorageRead[] }> {
  const reads = new Set<StorageRead>();
  recordStorageReadsInto(reads);
  try {
    return { result: await draw(), reads: [...reads] };
  } finally {
    recordStorageReadsInto(null);
  }
}

/** Two moments apart in year, month, day, weekday and hour (Tokyo: a Monday 9:00, a Saturday 21:30). */
const DRAWN_AT = [Date.UTC(2031, 2, 10, 0, 0), Date.UTC(2029, 6, 21, 12, 30)] as const;

export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  if (!i18n.isInitialized) {
    // No detection at build time: each page is drawn in the language asked for.
    await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: language });
  }
  await i18n.changeLanguage(language);
  // The page itself where what it first shows is the same whenever it is drawn (it is drawn
  // at two moments; anything with the date, the time or chance in it differs), as a first-time
  // visitor sees it (nothing stored, not signed in),
  // and it draws without an error; otherwise its start-up view (header, heading, loading text).
  // A page whose first look has today's date in it can leave the date out here
  // (src/lib/drawnAtBuildTime.ts: an empty field, an empty place in the text) and so be drawn.
  // The home page is drawn whole too: the app takes it over as drawn, so its cards' icons, which
  // arrive after the app's first render, are the drawn ones until then (see src/boot.tsx).
  takeValuesLeftForTheApp();
  const { result: first, reads } = await recordStorageReads(() =>
    atTime(DRAWN_AT[0], () => drawApp(path, { started: true })),
  );
  const valuesLeft = takeValuesLeftForTheApp();
  const second = await atTime(DRAWN_AT[1], () => drawApp(path, { started: true }));
  const whole = first.errors.length === 0 && first.html === second.html;
  const html = whole ? first.html : (await drawApp(path, { started: false })).html;
  return {
    path,
    siteName: i18n.t('site.title'),
    ...pageMeta(path, language),
    noscript: NOSCRIPT[language],
    html,
    whole,
    hydration: whole && !valuesLeft ? { reads: reads.sort() } : null,
    servedWith: SERVED_WITH[path]?.(language) ?? '',
  };
}
