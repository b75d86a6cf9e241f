import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { holdAppCode, looksWithoutAndWithStylesheet } from './helpers/drawn';
import { collectPageErrors, presetStorage, waitForApp } from './helpers/site';

/**
 * Every route's HTML is drawn at build time (scripts/build/prerender.ts) in both languages, and the
 * server answers with the visitor's (scripts/build/prerender-routing.ts). These check what a visitor
 * sees before the app's code has run, and that the app then takes over without a visible change.
 */

const DESCRIPTION = 'JSONの整形・圧縮・構文チェックができます。';

const servedLanguage = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];

test.describe('pages drawn at build time', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a tool route shows the header, its heading and description, and says what is missing', async ({
      page,
    }) => {
      await page.goto('/json-tool');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 1, name: 'JSON整形ツール' })).toBeVisible();
      await expect(page.getByText('JSONの整形・圧縮・構文チェックができます。')).toBeVisible();
      await expect(page.getByRole('link', { name: /オフィスツールボックス/ })).toBeVisible();
      // The tool itself, as it first appears, its controls held until the app is there.
      await expect(page.getByLabel('入力するJSON')).toBeVisible();
      await expect(page.getByLabel('入力するJSON')).not.toBeEditable();
      await expect(page.getByRole('button', { name: '整形', exact: true })).toBeDisabled();
      // (Text search skips <noscript>, so it is found by its place.)
      await expect(page.locator('noscript > p')).toBeVisible();
      await expect(page.locator('noscript > p')).toContainText('JavaScript を有効にしてください');
      await expect(page).toHaveTitle('JSON整形ツール | オフィスツールボックス');
    });

    test("a page whose first look has today's date in it is drawn without it", async ({ page }) => {
      // The reverse planner starts from today's date: a date frozen at build time would be wrong
      // on every later day. Its form and its schedule's times (the same on any day) are drawn;
      // the date field and the schedule's dates are left empty for the app.
      await page.goto('/reverse-time-calculator');
      await expect(
        page.getByRole('heading', { level: 1, name: '逆算タイムプランナー' }),
      ).toBeVisible();
      await expect(
        page.getByText('到着までに行うことを、行う順に入力してください。'),
      ).toBeVisible();
      await expect(page.getByLabel('到着日')).toHaveValue('');
      await expect(page.getByLabel('到着時刻')).toHaveValue('09:00');
      await expect(page.locator('.text-4xl')).toHaveText('07:30');
      await expect(page.locator('#root')).not.toContainText(/\d+年|\d+月\d+日/);
    });

    test('the home page shows its title, and every route has its own page', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'ビジネスと開発のためのツール集' }),
      ).toBeVisible();
      await page.goto('/schedule-share');
      await expect(page.getByRole('heading', { level: 1, name: '日程調整' })).toBeVisible();
      await page.goto('/book-concierge/history');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/書籍/);
    });
  });

  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });

    test('gets English HTML from the first byte', async ({ page }) => {
      const response = await page.goto('/json-tool');
      const html = (await response?.text()) ?? '';
      expect(servedLanguage(html)).toBe('en');
      expect(html).toContain('<title>JSON Formatter | Office Toolbox</title>');
      await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeVisible();
    });
  });

  test('a visitor who chose English gets English HTML on the next visit', async ({ page }) => {
    const first = await page.goto('/');
    expect(servedLanguage((await first?.text()) ?? '')).toBe('ja');
    await page.getByRole('button', { name: 'English （表示言語を英語に切り替える）' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const next = await page.goto('/char-counter');
    expect(servedLanguage((await next?.text()) ?? '')).toBe('en');
  });

  test('a page in the other language stays hidden until the app draws the right one', async ({
    page,
  }) => {
    // English stored (say, from before the server knew), Japanese browser, no cookie yet.
    await presetStorage(page, { language: 'en' });
    const release = await holdAppCode(page);
    const response = await page.goto('/json-tool', { waitUntil: 'commit' });
    expect(servedLanguage((await response?.text()) ?? '')).toBe('ja');
    await expect(page.locator('h1')).toHaveText('JSON整形ツール');
    await expect(page.locator('#root')).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
  });

  test('a dark-theme, signed-in visitor sees the page dark and no login button from the first paint', async ({
    page,
  }) => {
    await presetStorage(page, { theme: 'dark', 'sb-127-auth-token': '{}' });
    const release = await holdAppCode(page);
    await page.goto('/json-tool', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(249, 250, 251)');
    await expect(page.locator('[data-account-slot]')).toBeHidden();
    // The moon (offers dark) is hidden; the sun (offers light) shows.
    await expect(page.locator('header svg:visible')).toHaveCount(1);
    release();
    await expect(page.getByRole('button', { name: 'ライトモードに切り替える' })).toBeVisible();
  });

  test('the code a page runs as it starts is marked for V8 to compile while it downloads', async ({
    page,
  }) => {
    const bodies = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) bodies.set(path, response.text());
    });
    await page.goto('/json-tool');
    await waitForApp(page);
    await expect(page.getByLabel('入力するJSON')).toBeEditable();
    const hinted: string[] = [];
    const plain: string[] = [];
    for (const [path, body] of bodies) {
      const name = path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '');
      ((await body).startsWith('//# allFunctionsCalledOnLoad\n') ? hinted : plain).push(name);
    }
    // React, the app, the tool's screen and the cards' icons (the entry and the tool frame, a
    // few hundred bytes each, go without: the line would only add bytes).
    expect(hinted).toEqual(expect.arrayContaining(['app', 'boot', 'JsonTool', 'tool-icons']));
    expect(plain).toEqual(expect.arrayContaining(['index', 'ToolFrame']));
    // The service worker's registration is loaded apart, and few of its functions run.
    expect(plain).toContain('serviceWorker');
  });

  test("a tool page fetches its own code and icon with the app's code, not after it has run", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The entry is held: whatever else is fetched meanwhile was asked for by the page itself.
    const release = await holdAppCode(page);
    await page.goto('/json-tool', { waitUntil: 'commit' });
    for (const chunk of [/\/assets\/JsonTool-[\w-]+\.js$/, /\/assets\/tool-icons-[\w-]+\.js$/]) {
      await expect.poll(() => requested.some((path) => chunk.test(path))).toBe(true);
    }
    release();
    await waitForApp(page);
    await expect(page.getByLabel('入力するJSON')).toBeEditable();
  });

  for (const width of [390, 1280]) {
    for (const visit of ['first', 'returning'] as const) {
      test(`the app takes the page over without moving the built header and heading (${width} px, ${visit} visit)`, async ({
        page,
      }) => {
        const errors = collectPageErrors(page);
        await page.setViewportSize({ width, height: 800 });
        if (visit === 'returning') {
          // Something kept for the tool: the app's first render is not the drawn page.
          await page.addInitScript(() =>
            localStorage.setItem('tool-state:json-tool', JSON.stringify({ indent: '4' })),
          );
        }
        const release = await holdAppCode(page);
        await page.goto('/json-tool', { waitUntil: 'commit' });
        await expect(page.getByLabel('入力するJSON')).not.toBeEditable();
        await page.evaluate(() => document.fonts.ready);
        await page.locator('h1').evaluate((heading) => heading.setAttribute('data-built', ''));
        // Where the header, the heading, the description and the tool's form are, and what they
        // say, as the server drew them.
        const parts = [
          page.locator('header'),
          page.locator('h1'),
          page.getByText(DESCRIPTION),
          page.getByLabel('入力するJSON'),
          page.getByRole('button', { name: '整形', exact: true }),
          page.getByRole('heading', { name: '使い方' }),
        ];
        const seen = () =>
          Promise.all(
            parts.map(async (part) => [await part.boundingBox(), await part.innerText()]),
          );
        const built = await seen();

        // The tool's icon (in the chunk of every tool's icon) arrives late: the app waits for it
        // rather than showing its empty place for a moment.
        await page.route(/\/assets\/tool-icons-[\w-]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          await route.continue();
        });
        release();
        await waitForApp(page);
        expect(await page.locator('main svg[data-tool-icon]').count()).toBe(1);
        await expect(page.getByLabel('入力するJSON')).toBeEditable();
        await expect(page.getByRole('button', { name: '整形', exact: true })).not.toHaveAttribute(
          'aria-disabled',
        );
        if (visit === 'first') {
          // This visitor's page as drawn: the app took its elements over (hydration).
          await expect(page.locator('h1[data-built]')).toBeVisible();
          await expect(page.locator('#root [data-held]')).toHaveCount(0);
        } else {
          // The app drew all of it again (a heading without the mark), in the same place.
          await expect(page.locator('h1:not([data-built])')).toBeVisible();
        }
        expect(await seen()).toEqual(built);
        expect(errors).toEqual([]);
      });
    }

    test(`the app fills in today's date where the built page left it empty, moving nothing (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdAppCode(page);
      await page.goto('/reverse-time-calculator', { waitUntil: 'commit' });
      await expect(page.getByLabel('到着日')).toHaveValue('');
      await page.evaluate(() => document.fonts.ready);
      const parts = [
        page.locator('h1'),
        page.getByText('到着までに行うことを、行う順に入力してください。'),
        page.getByLabel('到着日'),
        page.locator('.text-4xl'),
        page.getByRole('heading', { name: '逆算の結果' }),
        page.locator('#root ol').last(),
      ];
      const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
      const built = await boxes();
      release();
      await waitForApp(page);
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()),
      );
      await expect(page.getByLabel('到着日')).toHaveValue(today);
      await expect(page.locator('#root')).toContainText(/\d+年\d+月\d+日/);
      expect(await boxes()).toEqual(built);
    });
  }

  test.describe('the styles written into each drawn page', () => {
    /** Every route with a drawn page, as the build listed them for Netlify. */
    const paths = [
      ...new Set(
        readFileSync(join(process.env.E2E_DIST ?? 'dist', '_redirects'), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('/'))
          .map((line) => line.split(/\s+/)[0] ?? ''),
      ),
    ];

    for (const theme of ['light', 'dark'] as const) {
      test(`show every route as the whole stylesheet does (${theme})`, async ({ page }) => {
        test.setTimeout(30_000 + paths.length * 3_000);
        expect(paths.length).toBeGreaterThan(20);
        if (theme === 'dark') await presetStorage(page, { theme: 'dark' });
        // The app never starts, so the page stays as drawn.
        await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
        for (const path of paths) {
          const { ownStyles, wholeStylesheet } = await looksWithoutAndWithStylesheet(
            page,
            path,
            page.locator('#root h1, #root [role="status"]').first(),
          );
          expect(wholeStylesheet, `${path} (${theme})`).toEqual(ownStyles);
        }
      });
    }
  });
});
