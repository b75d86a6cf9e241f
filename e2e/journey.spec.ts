import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../src/locales/en';
import { ja } from '../src/locales/ja';
import { locales as contactLocales } from '../src/pages/contact/locales';
import { locales as notFoundLocales } from '../src/pages/not-found/locales';
import { locales as settingsLocales } from '../src/pages/settings/locales';
import { locales as bookLocales } from '../src/tools/book-concierge/locales';
import { loadTools } from '../scripts/lib/tool-folders';
import { locales as scheduleLocales } from '../src/tools/schedule-share/locales';
import { locales as todoLocales } from '../src/tools/todo-share/locales';
import type { ToolDefinition } from '../src/tools/types';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { seedSharedViews, type SeededShares } from './helpers/seed';
import { waitForApp } from './helpers/site';
import { SPEC_TOOL_IDS } from '../src/tools/specToolIds';

/** The tools, read from their folders (Node has no `import.meta.glob`). */
const TOOLS = await loadTools();

/**
 * Every route of the route table in both languages and both themes:
 * the right <h1>, no error screen, no console error, no failed request that is not listed below
 * with its reason, and no serious accessibility violation. One test per route, so workers share
 * the routes; the visits run inside it, each in a fresh page.
 */

type Language = 'ja' | 'en';
type Theme = 'light' | 'dark';

/**
 * Every route is opened in each language and with each stored theme: Japanese in the light
 * theme, English in the dark one. The other two pairings load the same code with only the other
 * theme class or language, so they found nothing these two would not, and dropping them keeps
 * the full CI run within its time (each visit is a fresh page); the shell spec switches languages.
 * Each visit is scanned with axe, except the Japanese visit of a tool whose own spec scans that
 * screen in Japanese in both themes (`ownSpecScans`): the same scan twice found nothing new.
 */
const VISITS: ReadonlyArray<{ language: Language; theme: Theme; scan: 'always' | 'unless-own' }> = [
  { language: 'ja', theme: 'light', scan: 'unless-own' },
  { language: 'en', theme: 'dark', scan: 'always' },
];

const SHELL = { ja, en } as const;

/** A request the page is expected to fail, and why; anything else that fails fails the test. */
interface ExpectedFailure {
  url: RegExp;
  reason: string;
}

interface JourneyRoute {
  title: string;
  path: (seed: SeededShares) => string;
  heading: (language: Language, seed: SeededShares) => string;
  /** More proof that the right screen is shown, once the heading is there. */
  expectContent?: (page: Page, language: Language, seed: SeededShares) => Promise<void>;
  /** Recorded answers for requests that would otherwise leave the machine. */
  stubNetwork?: (page: Page) => Promise<void>;
  /** Other hosts whose every request stubNetwork answers (so they never reach the network). */
  stubbedHosts?: readonly string[];
  expectedFailures?: readonly ExpectedFailure[];
  /** The route's own spec scans its first screen with axe in Japanese, in both themes. */
  ownSpecScans?: boolean;
}

/** The site and its local backend; a request to any other host is a finding (no real network). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const AI_NEWS_FIXTURE = new URL('./fixtures/note-ai-rss.xml', import.meta.url);

/** Per-tool additions to the generic tool visit, keyed by tool id. */
const TOOL_EXTRAS: Record<
  string,
  Pick<JourneyRoute, 'stubNetwork' | 'stubbedHosts' | 'expectContent'>
> = {
  'ai-news': {
    // The feed proxy of the local backend would fetch note.com; answer with the recorded feed,
    // and its thumbnails with a tiny image, so no real network is needed.
    stubNetwork: async (page) => {
      if (!existsSync(AI_NEWS_FIXTURE)) {
        throw new Error(
          `ai-news is registered but its recorded feed ${AI_NEWS_FIXTURE} is missing`,
        );
      }
      const feed = readFileSync(AI_NEWS_FIXTURE, 'utf8');
      await page.route('**/api/rss-proxy?**', (route) =>
        // The backend is another origin (its own port), so the answer carries its CORS header.
        route.fulfill({
          json: { contents: feed },
          headers: { 'Access-Control-Allow-Origin': '*' },
        }),
      );
      await page.route('https://assets.st-note.com/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: TINY_PNG }),
      );
    },
    stubbedHosts: ['assets.st-note.com'],
    expectContent: async (page) => {
      const feed = readFileSync(AI_NEWS_FIXTURE, 'utf8');
      const firstTitle = /<item>\s*<title>([^<]+)<\/title>/.exec(feed)?.[1];
      expect(firstTitle, 'first item title of the recorded feed').toBeTruthy();
      // Each item is a link to the article (its name also says it opens a new tab).
      await expect(page.getByRole('link', { name: firstTitle ?? '' })).toBeVisible();
    },
  },
};

/** Whether e2e/<id>.spec.ts scans the tool's screen in both themes (read from the spec itself). */
function toolSpecScansBothThemes(id: string): boolean {
  const spec = new URL(`./${id}.spec.ts`, import.meta.url);
  return (
    existsSync(spec) &&
    readFileSync(spec, 'utf8').includes('expectNoSeriousA11yViolationsInBothThemes(page')
  );
}

function toolRoute(tool: ToolDefinition): JourneyRoute {
  const extras = TOOL_EXTRAS[tool.id] ?? {};
  return {
    title: `/${tool.id}`,
    ownSpecScans: toolSpecScansBothThemes(tool.id),
    path: () => `/${tool.id}`,
    heading: (language) => tool.name[language],
    stubNetwork: extras.stubNetwork,
    stubbedHosts: extras.stubbedHosts,
    expectContent: async (page, language, seed) => {
      await expect(page.getByText(tool.description[language], { exact: true })).toBeVisible();
      // The tool's own chunk has loaded and rendered in place of the frame's loading text.
      await expect(page.getByText(SHELL[language].tool_frame.loading)).toHaveCount(0);
      await extras.expectContent?.(page, language, seed);
    },
  };
}

const toolRoutes = TOOLS.map(toolRoute);
const bookConcierge = TOOLS.find((tool) => tool.id === 'book-concierge');

const ROUTES: readonly JourneyRoute[] = [
  {
    title: '/',
    path: () => '/',
    heading: (language) => SHELL[language].home.title,
    expectContent: async (page) => {
      // Every registered tool has exactly one card on the home page, and nothing else does.
      const cards = page.locator('a[data-tool-id]');
      await expect(cards).toHaveCount(TOOLS.length);
      const ids = await cards.evaluateAll((links) =>
        links.map((link) => link.getAttribute('data-tool-id')),
      );
      expect([...ids].sort()).toEqual(TOOLS.map((tool) => tool.id).sort());
    },
  },
  ...toolRoutes,
  {
    title: '/book-concierge/history',
    path: () => '/book-concierge/history',
    heading: (language) => {
      if (!bookConcierge) throw new Error('book-concierge is not registered');
      return bookConcierge.name[language];
    },
    expectContent: async (page, language) => {
      await expect(
        page.getByRole('link', { name: bookLocales[language].nav.history, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    },
  },
  {
    title: '/settings (signed out)',
    path: () => '/settings',
    heading: (language) => settingsLocales[language].title,
    expectContent: async (page, language) => {
      await expect(page.getByText(settingsLocales[language].login_required)).toBeVisible();
    },
  },
  {
    title: '/contact',
    path: () => '/contact',
    heading: (language) => contactLocales[language].title,
  },
  {
    title: '/privacy',
    path: () => '/privacy',
    heading: (language) => SHELL[language].legal.privacy_title,
  },
  {
    title: '/terms',
    path: () => '/terms',
    heading: (language) => SHELL[language].legal.terms_title,
  },
  {
    title: '/todo-share/{shareId}',
    path: (seed) => `/todo-share/${seed.todo.shareId}`,
    heading: (language) => todoLocales[language].shared.title,
    expectContent: async (page, language, seed) => {
      await expect(page.getByTestId('shared-progress')).toHaveText(
        todoLocales[language].shared.progress
          .replace('{{completed}}', String(seed.todo.completed))
          .replace('{{total}}', String(seed.todo.total)),
      );
      for (const title of seed.todo.titles) {
        await expect(page.getByText(title, { exact: true })).toBeVisible();
      }
    },
  },
  {
    title: '/schedule-share/{shareId}',
    path: (seed) => `/schedule-share/${seed.poll.shareId}`,
    heading: (_language, seed) => seed.poll.title,
    expectContent: async (page, language, seed) => {
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: scheduleLocales[language].shared.options_heading,
        }),
      ).toBeVisible();
      for (const label of seed.poll.optionLabels) {
        await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
      }
    },
  },
  {
    title: '/book-bookmark/{shareId}',
    path: (seed) => `/book-bookmark/${seed.bookmark.shareId}`,
    heading: (language) => bookLocales[language].shared.title,
    expectContent: async (page, _language, seed) => {
      await expect(
        page.getByRole('heading', { level: 2, name: seed.bookmark.query }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: seed.bookmark.bookTitle }),
      ).toBeVisible();
    },
  },
  {
    title: 'not found: /no-such-page',
    path: () => '/no-such-page',
    heading: (language) => notFoundLocales[language].title,
  },
  {
    title: 'not found: /book-concierge/no-such-view',
    path: () => '/book-concierge/no-such-view',
    heading: (language) => notFoundLocales[language].title,
  },
];

/** Everything that went wrong on one page, by kind. */
interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function watchPage(page: Page, route: JourneyRoute): PageProblems {
  const expected = route.expectedFailures ?? [];
  const stubbedHosts = new Set(route.stubbedHosts ?? []);
  const problems: PageProblems = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    externalRequests: [],
  };
  const isExpected = (url: string) => expected.some((failure) => failure.url.test(url));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The browser's own "Failed to load resource" line for a request listed as expected.
    if (isExpected(url)) return;
    problems.consoleErrors.push(url ? `${message.text()} (at ${url})` : message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const url = request.url();
    if (isExpected(url) || problems.externalRequests.includes(url)) return;
    problems.failedRequests.push(
      `${request.method()} ${url}: ${request.failure()?.errorText ?? 'failed'}`,
    );
  });
  page.on('response', (response) => {
    if (response.status() < 400 || isExpected(response.url())) return;
    problems.failedRequests.push(
      `${response.request().method()} ${response.url()}: HTTP ${response.status()}`,
    );
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !LOCAL_HOSTS.has(url.hostname) &&
      !stubbedHosts.has(url.hostname)
    ) {
      problems.externalRequests.push(request.url());
    }
  });
  return problems;
}

async function visit(
  page: Page,
  route: JourneyRoute,
  language: Language,
  theme: Theme,
  seed: SeededShares,
  scan: boolean,
) {
  // A first visit with stored preferences: nothing else in storage from earlier visits.
  await page.addInitScript(
    ([storedLanguage, storedTheme]) => {
      localStorage.clear();
      localStorage.setItem('language', storedLanguage);
      localStorage.setItem('theme', storedTheme);
    },
    [language, theme] as const,
  );
  const problems = watchPage(page, route);
  await route.stubNetwork?.(page);

  // The screen's checks and the collected problems are both reported, whichever fails first:
  // a console error often explains a missing heading.
  const failures: string[] = [];
  try {
    await checkScreen(page, route, language, theme, seed, scan);
  } catch (error) {
    failures.push(messageOf(error));
  }
  try {
    expect(problems, 'uncaught exceptions, console errors, failed and external requests').toEqual({
      consoleErrors: [],
      pageErrors: [],
      failedRequests: [],
      externalRequests: [],
    });
  } catch (error) {
    failures.push(messageOf(error));
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

async function checkScreen(
  page: Page,
  route: JourneyRoute,
  language: Language,
  theme: Theme,
  seed: SeededShares,
  scan: boolean,
) {
  await page.goto(route.path(seed));
  await waitForApp(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText([route.heading(language, seed)]);
  await route.expectContent?.(page, language, seed);
  await page.waitForLoadState('networkidle');
  for (const shell of [ja, en]) {
    await expect(page.getByText(shell.error_screen.message)).toHaveCount(0);
  }
  if (scan) await expectNoSeriousA11yViolations(page, `${route.title} (${language}, ${theme})`);
}

test('the journey covers every tool of the spec: each id is registered', () => {
  const registered = new Set(TOOLS.map((tool) => tool.id));
  expect(SPEC_TOOL_IDS.filter((id) => !registered.has(id))).toEqual([]);
});

test.describe('journey: every route in both languages and both themes', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  let seed: SeededShares;
  test.beforeAll(async ({ request }) => {
    seed = await seedSharedViews(request);
  });

  for (const route of ROUTES) {
    test(route.title, async ({ context }) => {
      // Every combination is visited even when one fails, so one run reports them all.
      const failures: string[] = [];
      for (const { language, theme, scan } of VISITS) {
        const page = await context.newPage();
        try {
          const scanned = scan === 'always' || !route.ownSpecScans;
          await visit(page, route, language, theme, seed, scanned);
        } catch (error) {
          failures.push(`[${language}, ${theme}] ${messageOf(error)}`);
        } finally {
          await page.close();
        }
      }
      expect(failures.join('\n\n'), `${route.title}: failures`).toBe('');
    });
  }
});
