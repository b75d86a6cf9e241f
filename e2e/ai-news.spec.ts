import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { CORS, FEED_PROXY, newsCards, newsFixture, serveFeed, thumbnailPng } from './helpers/news';
import { collectPageErrors, useLanguage } from './helpers/site';

async function serveThumbnails(page: Page) {
  // The first article's image loads; every other one fails and must hide itself.
  await page.route('https://assets.st-note.com/**', (route) =>
    route.request().url().includes('/181000000/')
      ? route.fulfill({ body: thumbnailPng(), contentType: 'image/png' })
      : route.fulfill({ status: 404, body: '' }),
  );
}

test.describe('ai-news', () => {
  test('loads the feed on open: 20 items as plain text, dates, links in new tabs', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const requests: string[] = [];
    await serveFeed(page, 'note-ai-rss.xml', requests);
    await serveThumbnails(page);
    await page.goto('/ai-news');
    await expect(page.getByRole('heading', { level: 1, name: 'AIニュース' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'note の AI 関連記事' }),
    ).toBeVisible();

    const articles = newsCards(page);
    await expect(articles).toHaveCount(20);
    expect(requests[0]).toContain(`url=${encodeURIComponent('https://note.com/hashtag/AI/rss')}`);

    const first = articles.first();
    const link = first.getByRole('link', { name: /生成AIで議事録作成を自動化した話/ });
    await expect(link).toHaveAttribute('href', 'https://note.com/ai_office_lab/n/n5a1f3c7e9b2d');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first.locator('time')).toHaveText('2025年6月30日 18:05');
    await expect(first.getByText(/^営業チームでは.*…$/)).toBeVisible();
    await expect(first.locator('img')).toBeVisible();
    // A thumbnail that fails to load hides itself.
    await expect(articles.nth(1).locator('img')).toHaveCount(0);
    await expect(page.getByText('続きをみる')).toHaveCount(0);

    // Clicking anywhere on a card opens the article in a new tab.
    await page
      .context()
      .route('https://note.com/**', (route) =>
        route.fulfill({ body: '<!doctype html><title>note</title>', contentType: 'text/html' }),
      );
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      articles.nth(2).click(),
    ]);
    expect(popup.url()).toContain('note.com/keiko_ai/n/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // No player is configured for this build: no podcast section, no placeholder text.
    await expect(page.getByRole('heading', { name: /ポッドキャスト/ })).toHaveCount(0);
    await expect(page.getByText(/ポッドキャスト|準備中/)).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('complementary')).toContainText('note（note.com）の RSS フィード');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('renders hostile markup as text and never links javascript: or data:', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await serveFeed(page, 'note-hostile-rss.xml');
    await page.route('https://assets.st-note.com/**', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/ai-news');
    const articles = newsCards(page);
    await expect(articles).toHaveCount(3);

    await expect(articles.first()).toContainText(
      '<img src=x onerror="window.__pwned=1">緊急のお知らせ',
    );
    await expect(articles.first()).toContainText('本文は太字とリンクを含みます。');
    await expect(articles.first().getByRole('link')).toHaveCount(0);
    await expect(articles.nth(1)).toContainText('説明文がエスケープされています & 記号も。');
    await expect(articles.nth(1).getByRole('link')).toHaveCount(0);
    await expect(articles.nth(2).getByRole('link', { name: /安全な記事/ })).toHaveAttribute(
      'href',
      'https://note.com/safe_writer/n/n0123456789ab',
    );

    const main = page.getByRole('main');
    await expect(main.locator('script, iframe, [onerror], [onclick], b, style')).toHaveCount(0);
    await expect(
      page.locator('a[href^="javascript:"], a[href^="data:"], img[src^="javascript:"]'),
    ).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });

  test('shows the failure message on a not-ok answer, and refresh recovers', async ({ page }) => {
    let healthy = false;
    await page.route(FEED_PROXY, (route) =>
      healthy
        ? route.fulfill({ json: { contents: newsFixture('note-ai-rss.xml') }, headers: CORS })
        : route.fulfill({ status: 500, json: { error: 'upstream failed' }, headers: CORS }),
    );
    await page.goto('/ai-news');
    await expect(page.getByRole('alert')).toHaveText(
      'ニュースの取得に失敗しました。しばらくしてから再度お試しください。',
    );
    healthy = true;
    await page.getByRole('button', { name: '更新' }).click();
    await expect(newsCards(page)).toHaveCount(20);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows the loading text, then the empty state', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FEED_PROXY, async (route) => {
      await held;
      await route.fulfill({ json: { contents: newsFixture('note-empty-rss.xml') }, headers: CORS });
    });
    await page.goto('/ai-news');
    await expect(page.getByText('ニュースを読み込んでいます…')).toBeVisible();
    await expect(page.getByRole('button', { name: '更新' })).toBeDisabled();
    release();
    await expect(page.getByText('ニュースが見つかりませんでした。')).toBeVisible();
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.route(FEED_PROXY, (route) =>
      route.fulfill({ json: { contents: '<html>blocked</html>' }, headers: CORS }),
    );
    await page.goto('/ai-news');
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to fetch news. Please try again later.',
    );
    await page.unroute(FEED_PROXY);
    await serveFeed(page, 'note-empty-rss.xml');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('No news found.')).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await serveFeed(page, 'note-ai-rss.xml');
    await serveThumbnails(page);
    await page.goto('/ai-news');
    await expect(newsCards(page)).toHaveCount(20);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'ai-news');
  });
});
