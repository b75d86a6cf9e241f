import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage, waitForApp } from './helpers/site';

const output = (page: Page) => page.getByRole('textbox', { name: '生成された文章' });
const characters = (page: Page) => page.getByRole('textbox', { name: /^文字数/ });
/** The character count shown above the output. */
const shownCount = (page: Page) => page.locator('p[aria-live]');
const outputLength = (page: Page) =>
  output(page).evaluate((element) => [...(element as HTMLTextAreaElement).value].length);

test.describe('dummy-text', () => {
  test('produces exactly the requested number of characters, with presets', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/dummy-text');
    // The text is written by the app (the page drawn at build time leaves it empty).
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ダミーテキスト生成' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '文字数で指定' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '日本語（ビジネス文）' })).toBeChecked();
    await expect(characters(page)).toHaveValue('500');
    await expect(shownCount(page)).toHaveText('500文字');
    expect(await outputLength(page)).toBe(500);
    await expect(output(page)).toHaveValue(/(おります|いたします|予定です|ください)。/);

    const preset = page.getByRole('button', { name: '1,000文字' });
    await preset.click();
    await expect(preset).toHaveAttribute('aria-pressed', 'true');
    await expect(shownCount(page)).toHaveText('1,000文字');
    expect(await outputLength(page)).toBe(1000);

    await characters(page).fill('１２３');
    await expect(shownCount(page)).toHaveText('123文字');
    expect(await outputLength(page)).toBe(123);

    // A value out of range shows an error and keeps the last good text and what was typed.
    const before = await output(page).inputValue();
    await characters(page).fill('5');
    await expect(page.getByText('文字数は10以上で入力してください。')).toBeVisible();
    await expect(characters(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(characters(page)).toHaveValue('5');
    await expect(output(page)).toHaveValue(before);
    await characters(page).fill('10001');
    await expect(page.getByText('文字数は10,000以下で入力してください。')).toBeVisible();
    await characters(page).fill('10000');
    await expect(shownCount(page)).toHaveText('10,000文字');
    expect(await outputLength(page)).toBe(10_000);
    expect(errors).toEqual([]);
  });

  test('makes 1 to 10 paragraphs of lorem ipsum or Japanese', async ({ page }) => {
    await page.goto('/dummy-text');
    await page.getByRole('radio', { name: '段落数で指定' }).check();
    const slider = page.getByRole('slider', { name: '段落数' });
    await expect(slider).toHaveValue('3');
    await expect(output(page)).toHaveValue(/^[^\n]+\n\n[^\n]+\n\n[^\n]+$/);

    await slider.fill('7');
    await expect(page.getByText('7段落')).toBeVisible();
    expect((await output(page).inputValue()).split('\n\n')).toHaveLength(7);
    await slider.press('End');
    expect((await output(page).inputValue()).split('\n\n')).toHaveLength(10);
    await slider.press('Home');
    expect((await output(page).inputValue()).split('\n\n')).toHaveLength(1);

    await page.getByRole('radio', { name: 'Lorem ipsum（英字）' }).check();
    await expect(output(page)).toHaveValue(
      /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\./,
    );
  });

  test('reproduces the same text from a fixed seed, also through the URL', async ({ page }) => {
    await page.goto('/dummy-text');
    await page.getByRole('checkbox', { name: /シードを固定する/ }).check();
    const seed = page.getByRole('textbox', { name: /シード値/ });
    await seed.fill('12345');
    const fixed = await output(page).inputValue();

    await page.getByRole('button', { name: '別の文章を生成' }).click();
    await expect(output(page)).not.toHaveValue(fixed);
    await seed.fill('12345');
    await expect(output(page)).toHaveValue(fixed);

    await seed.fill('abc');
    await expect(page.getByText(/シード値は0〜4294967295の整数/)).toBeVisible();
    await expect(output(page)).toHaveValue(fixed);

    await seed.fill('12345');
    await expect(page).toHaveURL(/seed=12345/);
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(other.getByRole('textbox', { name: '生成された文章' })).toHaveValue(fixed);
  });

  test('copies the text with a 2-second confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/dummy-text');
    await page.getByRole('button', { name: '300文字' }).click();
    await page.getByRole('button', { name: 'コピー', exact: true }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await output(page).inputValue(),
    );
    await expect(page.getByRole('button', { name: 'コピー', exact: true })).toBeVisible({
      timeout: 3000,
    });
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/dummy-text');
    await page.getByRole('radio', { name: 'Lorem ipsum' }).check();
    await page.getByRole('button', { name: '300 chars' }).click();
    await expect(shownCount(page)).toHaveText('300 characters');
    await expect(page.getByRole('textbox', { name: 'Generated text' })).toHaveValue(/^Lorem ipsum/);
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/dummy-text');
    await characters(page).fill('5');
    await page.getByRole('checkbox', { name: /シードを固定する/ }).check();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'dummy-text characters');
    await page.getByRole('radio', { name: '段落数で指定' }).check();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'dummy-text paragraphs');
  });
});
