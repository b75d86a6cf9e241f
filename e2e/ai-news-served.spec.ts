import { expect, test, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { newsPagePlugin } from '../scripts/build/vite-news-page.ts';
import { prerenderedPagesPlugin } from '../scripts/build/vite-prerendered.ts';
import { DEFAULT_FEED_URL } from '../src/tools/ai-news/feedSettings.ts';
import { createNewsForPages, itemsOfFeed } from '../src/tools/ai-news/newsForPages.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { holdAppCode, looksWithoutAndWithStylesheet } from './helpers/drawn';
import { newsCards, newsFixture, serveFeed, thumbnailPng } from './helpers/news';
import { collectPageErrors, presetStorage, waitForApp } from './helpers/site';

/**
 * The news page as Netlify's edge function serves it (netlify/edge-functions/ai-news.ts): the
 * built page with the latest items drawn in. A preview server of its own serves the build so,
 * its feed the recorded note.com feed (the suite's main server has no feed to draw from).
 */

const FIRST_TITLE = '生成AIで議事録作成を自動化した話｜営業チームの1か月';

let server: PreviewServer;
let newsPage: string;

test.beforeAll(async () => {
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    build: { outDir: process.env.E2E_DIST ?? 'dist' },
    preview: { port: 0, host: 'localhost' },
    plugins: [
      prerenderedPagesPlugin(),
      newsPagePlugin(
        createNewsForPages({
          feedUrl: DEFAULT_FEED_URL,
          loadItems: async () => itemsOfFeed(newsFixture('note-ai-rss.xml')),
        }),
      ),
    ],
  });
  newsPage = `${server.resolvedUrls?.local[0] ?? ''}ai-news`;
});

test.afterAll(async () => {
  await server.close();
});

/** Thumbnails answered with a small image, and the feed proxy's requests counted. */
async function serveThumbnailsAndCountFeedRequests(page: Page): Promise<string[]> {
  const image = thumbnailPng();
  await page.route('https://assets.st-note.com/**', (route) =>
    route.fulfill({ body: image, contentType: 'image/png' }),
  );
  const requests: string[] = [];
  await serveFeed(page, 'note-ai-rss.xml', requests);
  return requests;
}

test.describe('the news page served with its news', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the 20 latest articles, their links, text and dates', async ({ page }) => {
      await page.goto(newsPage);
      await expect(newsCards(page)).toHaveCount(20);
      const first = newsCards(page).first();
      const link = first.getByRole('link', { name: new RegExp(FIRST_TITLE) });
      await expect(link).toHaveAttribute('href', 'https://note.com/ai_office_lab/n/n5a1f3c7e9b2d');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(first.locator('time')).toHaveText('2025年6月30日 18:05');
      await expect(page.getByRole('status').filter({ hasText: '20 件の記事' })).toHaveCount(1);
      await expect(page.getByText('ニュースを読み込んでいます…')).toHaveCount(0);
    });

    test.describe('in English', () => {
      test.use({ locale: 'en-US' });
      test('an English visitor gets them in English', async ({ page }) => {
        await page.goto(newsPage);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(newsCards(page)).toHaveCount(20);
        await expect(newsCards(page).first().locator('time')).toHaveText(
          /^Jun 30, 2025, 06:05\sPM$/,
        );
      });
    });
  });

  for (const width of [390, 1280]) {
    test(`the app takes the page over without asking the feed again or moving a card (${width} px)`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.setViewportSize({ width, height: 800 });
      const requests = await serveThumbnailsAndCountFeedRequests(page);
      const release = await holdAppCode(page);
      await page.goto(newsPage, { waitUntil: 'commit' });
      await expect(newsCards(page)).toHaveCount(20);
      await page.evaluate(() => document.fonts.ready);
      await page.locator('h1').evaluate((heading) => heading.setAttribute('data-built', ''));
      const parts = [
        page.locator('h1'),
        page.getByRole('button', { name: '更新' }),
        ...[0, 1, 19].map((index) => newsCards(page).nth(index)),
      ];
      const seen = () =>
        Promise.all(parts.map(async (part) => [await part.boundingBox(), await part.innerText()]));
      const built = await seen();

      release();
      await waitForApp(page);
      // A first visit's page as served: the app takes its elements over (hydration), the
      // heading keeps the mark set on the served one.
      await expect(page.locator('h1[data-built]')).toBeVisible();
      await expect(page.locator('#root [data-held]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '更新' })).toBeEnabled();
      await expect(page.locator('#ai-news-first')).toHaveCount(0);
      expect(await seen()).toEqual(built);
      expect(requests).toEqual([]);

      // Refresh loads the feed through the proxy, as on any other visit.
      await page.getByRole('button', { name: '更新' }).click();
      await expect.poll(() => requests.length).toBe(1);
      await expect(newsCards(page)).toHaveCount(20);
      expect(errors).toEqual([]);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`its cards look as the whole stylesheet draws them before it has come (${theme})`, async ({
      page,
    }) => {
      if (theme === 'dark') await presetStorage(page, { theme: 'dark' });
      await serveThumbnailsAndCountFeedRequests(page);
      // The app never starts, so the page stays as served.
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      const { ownStyles, wholeStylesheet } = await looksWithoutAndWithStylesheet(
        page,
        newsPage,
        newsCards(page).last(),
      );
      expect(wholeStylesheet).toEqual(ownStyles);
    });
  }

  test('has no serious accessibility violations in either theme', async ({ page }) => {
    await serveThumbnailsAndCountFeedRequests(page);
    await page.goto(newsPage);
    await waitForApp(page);
    await expect(newsCards(page)).toHaveCount(20);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'ai-news served with its news');
  });
});
