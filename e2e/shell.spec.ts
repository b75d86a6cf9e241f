import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, waitForApp } from './helpers/site';

const jsonCard = '[data-tool-id="json-tool"]';
const counterCard = '[data-tool-id="char-counter"]';

test.describe('home and shell', () => {
  test('shows Japanese by default and English after the toggle, also after a reload', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ビジネスと開発のためのツール集' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(/オフィスツールボックス/);
    // index.html's hidden font and control warm-up is gone once the page is there.
    await expect(page.locator('#startup-warm-up')).toHaveCount(0);
    const japaneseCard = (await page.locator(jsonCard).textContent()) ?? '';

    await page.getByRole('button', { name: 'English （表示言語を英語に切り替える）' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tools for business and development' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator(jsonCard)).not.toHaveText(japaneseCard);
    await expect(page.getByRole('heading', { level: 2, name: 'Text' })).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tools for business and development' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Office Toolbox/);
    await page.getByRole('button', { name: '日本語 (switch the language to Japanese)' }).click();
    await expect(page.locator(jsonCard)).toHaveText(japaneseCard);
    expect(errors).toEqual([]);
  });

  test('search filters the cards and shows the empty message', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'ツールを検索' });
    await search.fill('json');
    await expect(page.locator(jsonCard)).toBeVisible();
    await expect(page.locator(counterCard)).toHaveCount(0);

    await search.fill('文字数');
    await expect(page.locator(counterCard)).toBeVisible();
    await expect(page.locator(jsonCard)).toHaveCount(0);

    await search.fill('ｊｓｏｎ');
    await expect(page.locator(jsonCard)).toBeVisible();

    await search.fill('存在しないツールzzz');
    await expect(page.getByText('検索条件に一致するツールが見つかりませんでした。')).toBeVisible();
    await expect(page.locator('[data-tool-id]')).toHaveCount(0);

    await page.getByRole('button', { name: 'English （表示言語を英語に切り替える）' }).click();
    await expect(page.getByText('No tools found matching your search criteria.')).toBeVisible();
  });

  test('every tool card and the tool frame show an SVG icon, never an emoji', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('[data-tool-id]');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(23);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      await expect(card.locator('svg[data-tool-icon]')).toHaveCount(1);
      await expect(card.locator('svg[data-tool-icon]')).toHaveAttribute('aria-hidden', 'true');
      expect(await card.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    await cards.first().click();
    await expect(page.locator('article svg[data-tool-icon]').first()).toBeVisible();
  });

  test('Enter in the search opens the first tool shown, and does nothing without a match', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'ツールを検索' });
    await search.fill('存在しないツールzzz');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    // Enter opens the first card shown (categories in their order, tools in registry order).
    await search.fill('見積');
    const first = page.locator('[data-tool-id]').first();
    const firstId = await first.getAttribute('data-tool-id');
    await expect(page.locator('#tool-search-hint')).toContainText('Enter で「');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${firstId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Ctrl+K and / focus the search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(jsonCard)).toBeVisible();
    // The shortcuts are the app's: the drawn page has them once the app has taken it over.
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.getByRole('searchbox').blur();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('a card opened before the app has started is a link, and counts as recently used', async ({
    page,
  }) => {
    // No idle moment, no interaction: the home page's app does not start (src/main.tsx).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const appCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(app|boot)-[\w-]+\.js$/.test(request.url())) appCode.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(appCode, 'the app was fetched on the home page').toEqual([]);
    // A click without a pointer moving before it (an interaction starts the app).
    await page.locator(jsonCard).evaluate((card: HTMLElement) => card.click());
    await expect(page).toHaveURL(/\/json-tool$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON整形ツール');
    // The tool's page, opened from the home page, counts itself as recently used.
    await waitForApp(page);
    await page.goto('/');
    // The visitor's first interaction starts the app (once the entry listens for it).
    let x = 20;
    await expect(async () => {
      await page.mouse.move((x += 5), 300);
      await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(
      page.getByRole('region', { name: '最近使ったツール' }).locator(jsonCard),
    ).toBeVisible();
  });

  test('a card opens its tool, which then shows as recently used; a star pins it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.locator(jsonCard).click();
    await expect(page).toHaveURL(/\/json-tool$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser's back and forward buttons move between pages without a reload.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.goBack();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/json-tool$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await page.getByRole('link', { name: 'ツール一覧に戻る' }).click();
    const recent = page.getByRole('region', { name: '最近使ったツール' });
    await expect(recent.locator(jsonCard)).toBeVisible();

    const star = page
      .locator('li', { has: page.locator(counterCard) })
      .first()
      .getByRole('button');
    await star.click();
    await expect(
      page.getByRole('region', { name: 'お気に入り' }).locator(counterCard),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'お気に入り' }).locator(counterCard),
    ).toBeVisible();
  });

  test('the theme toggle sets dark mode and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'ダークモードに切り替える' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111827');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'ライトモードに切り替える' }).click();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'ホームに戻る' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/json-tool/not-a-subpage');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeVisible();
  });

  test('the footer links to contact, privacy and terms', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'プライバシーポリシー' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeVisible();
    await page.getByRole('link', { name: '利用規約' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    // This year in Japan, never a year fixed at build time.
    const year = new Date(Date.now() + 9 * 3600_000).getUTCFullYear();
    await expect(page.getByText(`© ${year} オフィスツールボックス`)).toBeVisible();
  });
});

test('dark mode follows the system setting until the visitor chooses', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  // The system turns light (a phone in the morning): the page follows.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  // Chosen here, it stays: on a reload and whatever the system says.
  await page.getByRole('button', { name: 'ライトモードに切り替える' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await context.close();
});

test('Japanese pages: Japanese faces before any generic family, phrase-wise line breaks', async ({
  page,
}) => {
  await page.goto('/schedule-share');
  const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const families = fonts.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
  const firstGeneric = families.findIndex((family) =>
    ['system-ui', '-apple-system', 'sans-serif', 'serif'].includes(family),
  );
  for (const face of ['Hiragino Sans', 'Yu Gothic', 'Meiryo', 'Noto Sans CJK JP', 'Noto Sans JP']) {
    expect(families.indexOf(face), face).toBeGreaterThanOrEqual(0);
    expect(families.indexOf(face), face).toBeLessThan(firstGeneric);
  }
  const breaks = await page.evaluate(
    () => getComputedStyle(document.querySelector('h1') as Element).wordBreak,
  );
  expect(breaks).toBe('auto-phrase');
});

test('axe finds no serious violation on home, a tool and not-found (light and dark)', async ({
  page,
}) => {
  for (const path of ['/', '/json-tool', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, `${path}`);
  }
});

test.describe('language detection order: stored choice, then browser language, then Japanese', () => {
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

  test('an English browser with nothing stored gets English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(heading(page, 'Tools for business and development')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The detected language is remembered under the same key as a choice (by the app, which
    // starts after the server's English page has painted).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await context.close();
  });

  test('a stored Japanese choice wins over an English browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('language', 'ja'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(heading(page, 'ビジネスと開発のためのツール集')).toBeVisible();
    await context.close();
  });

  test('a browser language the site lacks falls back to Japanese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(heading(page, 'ビジネスと開発のためのツール集')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });
});
