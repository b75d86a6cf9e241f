import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, scrollDownTo } from './helpers/site';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/** Back and Forward return to where a page was left; a new path starts at the top. */
test.describe('scroll position across navigation', () => {
  // The home page lays out a card only once it comes near the screen (src/index.css), holding
  // an estimated height until then. A restored position is taken with every card laid out, so
  // it shows the page as it really is at that place.
  for (const [size, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`Back shows the home page laid out as it is, not as estimated (${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const card = page.locator('[data-tool-id]').last();
      const toolId = (await card.getAttribute('data-tool-id')) ?? '';
      await scrollDownTo(page, card);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/${toolId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      // (Its place moved down by the "recently used" section the visit added at the top.)
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
      await expect(page.locator('html[data-scroll-restoring]')).toHaveCount(0);
      const restored = (await card.boundingBox())?.y;
      // The same page with every card laid out: nothing above the card changes its height.
      await page.addStyleTag({ content: 'a[data-tool-id] { content-visibility: visible; }' });
      expect((await card.boundingBox())?.y).toBeCloseTo(restored ?? NaN, 0);
    });
  }

  test('Back restores the home page scroll, a new path starts at the top', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    // The scroll manager comes in its own chunk right after the first page: wait for it.
    await page.waitForLoadState('networkidle');
    // A card far down the page, opened from where the visitor scrolled to.
    const card = page.locator('[data-tool-id]').last();
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const homeY = await scrollY(page);
    const toolId = (await card.getAttribute('data-tool-id')) ?? '';
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/${toolId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(homeY);

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
});
