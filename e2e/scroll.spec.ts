import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './helpers/site';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Back and Forward return to where a page was left; a new path starts at the top. */
test.describe('scroll position across navigation', () => {
  test('Back restores the home page scroll, a new path starts at the top', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
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
