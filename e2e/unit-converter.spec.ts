import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

test.describe('unit-converter', () => {
  test('converts, swaps, resets on category change and clears on bad input', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/unit-converter');
    await expect(page.getByRole('heading', { level: 1, name: '単位変換' })).toBeVisible();

    const category = page.getByLabel('カテゴリー');
    const from = page.getByLabel('変換元の単位');
    const to = page.getByLabel('変換先の単位');
    const value = page.getByLabel('変換する値');
    const result = page.getByLabel('変換結果');

    await expect(category).toHaveValue('length');
    await expect(from).toHaveValue('mm');
    await expect(to).toHaveValue('cm');

    await value.fill('254');
    await expect(result).toHaveValue('25.4');
    await to.selectOption('inch');
    await expect(result).toHaveValue('10');
    await expect(page.getByText('1 mm = 0.0393700787402 in')).toBeVisible();

    await page.getByRole('button', { name: '単位を入れ替える' }).click();
    await expect(from).toHaveValue('inch');
    await expect(to).toHaveValue('mm');
    await expect(value).toHaveValue('10');
    await expect(result).toHaveValue('254');

    // Only valid numbers convert; the result clears otherwise and what was typed stays.
    await value.fill('10abc');
    await expect(result).toHaveValue('');
    await expect(page.getByText('数値として読み取れません')).toBeVisible();
    await expect(value).toHaveValue('10abc');
    await value.fill('１，０００');
    await expect(result).toHaveValue('25,400');
    await value.fill('1,000');
    await expect(result).toHaveValue('25,400');

    // No floating-point noise.
    await category.selectOption('length');
    await value.fill('0.3');
    await from.selectOption('cm');
    await to.selectOption('mm');
    await expect(result).toHaveValue('3');

    await category.selectOption('weight');
    await expect(from).toHaveValue('mg');
    await expect(to).toHaveValue('g');
    await expect(value).toHaveValue('');
    await expect(result).toHaveValue('');
    await from.selectOption('lb');
    await value.fill('1');
    await expect(result).toHaveValue('453.592');
    expect(errors).toEqual([]);
  });

  test('temperatures, Japanese units and the rem base size', async ({ page }) => {
    await page.goto('/unit-converter');
    const category = page.getByLabel('カテゴリー');
    const from = page.getByLabel('変換元の単位');
    const to = page.getByLabel('変換先の単位');
    const value = page.getByLabel('変換する値');
    const result = page.getByLabel('変換結果');

    await category.selectOption('temperature');
    await value.fill('-40');
    await expect(result).toHaveValue('-40');
    await value.fill('100');
    await expect(result).toHaveValue('212');
    await to.selectOption('kelvin');
    await expect(result).toHaveValue('373.15');
    await value.fill('-300');
    await expect(page.getByText('絶対零度')).toBeVisible();
    await expect(result).toHaveValue('');

    await category.selectOption('area');
    await expect(from).toHaveValue('m2');
    await expect(to).toHaveValue('tsubo');
    await value.fill('100');
    await expect(result).toHaveValue('30.25');
    await to.selectOption({ label: '畳（江戸間・関東間）' });
    await expect(result).toHaveValue('64.5661157025');

    await category.selectOption('volume');
    await from.selectOption({ label: '升' });
    await to.selectOption({ label: '合' });
    await value.fill('1');
    await expect(result).toHaveValue('10');

    await category.selectOption('digital');
    await from.selectOption('gib');
    await to.selectOption('mb');
    await value.fill('1');
    await expect(result).toHaveValue('1,073.741824');

    await category.selectOption('css');
    await expect(from).toHaveValue('px');
    await expect(to).toHaveValue('rem');
    await value.fill('24');
    await expect(result).toHaveValue('1.5');
    const base = page.getByLabel('rem・em の基準フォントサイズ（px）');
    await expect(base).toHaveValue('16');
    await base.fill('12');
    await expect(result).toHaveValue('2');
    await base.fill('0');
    await expect(page.getByText('0 より大きい数値')).toBeVisible();
  });

  test('copies the result with the 2-second confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/unit-converter');
    await page.getByLabel('変換する値').fill('1234567');
    await expect(page.getByLabel('変換結果')).toHaveValue('123,456.7');
    await page.getByRole('button', { name: '結果をコピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('123456.7');
    await expect(page.getByRole('button', { name: '結果をコピー' })).toBeVisible({ timeout: 3000 });
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/unit-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Unit Converter' })).toBeVisible();
    await page.getByLabel('Category').selectOption('length');
    await page.getByLabel('From unit').selectOption({ label: 'Foot (ft)' });
    await page.getByLabel('To unit').selectOption({ label: 'Inch (in)' });
    await page.getByLabel('Value to convert').fill('2');
    await expect(page.getByLabel('Result')).toHaveValue('24');
    await page.getByLabel('Value to convert').fill('two');
    await expect(page.getByText('This is not a number.')).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/unit-converter');
    await page.getByLabel('変換する値').fill('abc');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'unit-converter invalid');
    await page.getByLabel('カテゴリー').selectOption('css');
    await page.getByLabel('変換する値').fill('16');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'unit-converter');
  });
});
