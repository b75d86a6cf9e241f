import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './helpers/site';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * The home page at `width` × `height`, scrolled to a card halfway down it (with more page below
 * it, for the footer's link further down), once the scroll manager has arrived: it comes in its
 * own chunk right after the first page.
 */
async function homeAtCard(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const card = page.locator('[data-tool-id="color-code"]').last();
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Back and Forward return to where a page was left; a new path starts at the top. */
test.describe('scroll position across navigation', () => {
  test('Back restores the home page scroll, a new path starts at the top', async ({ page }) => {
    const errors = collectPageErrors(page);
    // The card is opened from where the visitor scrolled to, a little further down.
    const card = await homeAtCard(page, 1280, 720);
    const cardInView = await scrollY(page);
    await page.mouse.wheel(0, 200);
    // Once the wheel's scroll has landed (read before, the position was still moving).
    await expect.poll(() => scrollY(page)).toBe(cardInView + 200);
    const homeY = await scrollY(page);
    const cardTop = (await card.boundingBox())?.y;
    const toolId = (await card.getAttribute('data-tool-id')) ?? '';
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/${toolId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(homeY);
    // The card is where it was: the tool just used joins the "recently used" row above the cards
    // on the next visit, not on the way back.
    expect((await card.boundingBox())?.y).toBe(cardTop);
    await expect(page.getByRole('region', { name: '最近使ったツール' })).toHaveCount(0);

    // Forward: the tool page comes back where it was left (its top), not at the home page's place.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/${toolId}$`));
    await expect.poll(() => scrollY(page)).toBe(0);

    // A link to a page (here the footer's, at the very bottom) starts the new page at its top.
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(homeY);
    const terms = page.locator('footer a[href="/terms"]');
    await terms.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY);
    await terms.click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY);
    expect(errors).toEqual([]);
  });

  test('Back to a page loaded anew finds the cards where they were', async ({ page }) => {
    const errors = collectPageErrors(page);
    const card = await homeAtCard(page, 390, 844);
    const cardTop = (await card.boundingBox())?.y;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The tool page reloaded: Back then loads the home page anew, not from this page's memory.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await card.boundingBox())?.y).toBe(cardTop);
    await expect(page.getByRole('region', { name: '最近使ったツール' })).toHaveCount(0);
    // A reload shows the page afresh, the tool among the recently used.
    await page.reload();
    await expect(page.getByRole('region', { name: '最近使ったツール' })).toBeVisible();
    // So does the next visit.
    await page.goForward();
    await page.getByRole('link', { name: 'ツール一覧に戻る' }).click();
    await expect(page.getByRole('region', { name: '最近使ったツール' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a reload returns to where the page was; a fresh visit starts at the top', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const path of ['/', '/regex-tester']) {
      // The first page of the visit: its history entry is the one the site was opened at.
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 500);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
      const y = await scrollY(page);
      await page.reload();
      await expect.poll(() => scrollY(page)).toBe(y);
      // A new visit (after another site) is a new entry.
      await page.goto('about:blank');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await scrollY(page)).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
