import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage, waitForApp } from './helpers/site';

test.describe('color-code', () => {
  test('starts on the default blue and keeps every representation in step', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/color-code');
    await expect(page.getByRole('heading', { level: 1, name: 'カラーコード変換' })).toBeVisible();

    const hex = page.getByLabel('HEX（16 進数カラーコード）');
    const r = page.getByLabel('R（赤）');
    const g = page.getByLabel('G（緑）');
    const b = page.getByLabel('B（青）');
    const h = page.getByLabel('H（色相）');
    const s = page.getByLabel('S（彩度 %）');
    const l = page.getByLabel('L（輝度 %）');

    await expect(hex).toHaveValue('#3B82F6');
    await expect(r).toHaveValue('59');
    await expect(g).toHaveValue('130');
    await expect(b).toHaveValue('246');
    await expect(h).toHaveValue('217');
    await expect(s).toHaveValue('91');
    await expect(l).toHaveValue('60');
    await expect(page.getByRole('img', { name: '選択中の色 #3B82F6' })).toBeVisible();

    await hex.fill('ff0000');
    await expect(r).toHaveValue('255');
    await expect(g).toHaveValue('0');
    await expect(h).toHaveValue('0');
    await expect(s).toHaveValue('100');
    await expect(l).toHaveValue('50');
    await expect(page.getByLabel('カラーピッカーで選ぶ')).toHaveValue('#ff0000');
    await expect(page.getByText('CSS の色名: red')).toBeVisible();
    await expect(page.getByText('hsv(0, 100%, 100%)')).toBeVisible();
    await expect(page.getByText('oklch(62.8% 0.2577 29.23)')).toBeVisible();

    // A CSS colour name and the #RGBA shorthand are read too.
    await hex.fill('rebeccapurple');
    await expect(r).toHaveValue('102');
    await hex.fill('#f008');
    await expect(page.getByText('rgba(255, 0, 0, 0.53)')).toBeVisible();
    await hex.fill('ff0000');

    // Invalid hex: nothing else changes, and the field says why.
    await hex.fill('#12345');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('6 桁（または 3・4・8 桁）の 16 進数')).toBeVisible();
    await expect(r).toHaveValue('255');

    await r.fill('16');
    await g.fill('185');
    await b.fill('129');
    await expect(hex).toHaveValue('#10B981');
    await expect(h).toHaveValue('160');

    // Out of range RGB is ignored.
    await b.fill('300');
    await expect(b).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveValue('#10B981');

    await l.fill('20');
    await expect(hex).toHaveValue('#085E41');
    await expect(r).toHaveValue('8');
    await expect(s).toHaveValue('84');

    // Shorthand and alpha.
    await hex.fill('#fff');
    await expect(r).toHaveValue('255');
    await hex.fill('#3B82F680');
    await expect(page.getByText('rgba(59, 130, 246, 0.5)').first()).toBeVisible();
    await expect(page.getByText('不透明度 50%')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('copies hex, rgb() and hsl() with the 2-second tick', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/color-code');
    const cases = [
      ['HEX をコピー', '#3B82F6'],
      ['rgb() をコピー', 'rgb(59, 130, 246)'],
      ['hsl() をコピー', 'hsl(217, 91%, 60%)'],
      ['CMYK をコピー', 'cmyk(76%, 47%, 0%, 4%)'],
    ] as const;
    for (const [label, expected] of cases) {
      const button = page.getByRole('button', { name: label });
      await button.click();
      await expect(button).toBeHidden();
      await expect(page.getByRole('button', { name: 'コピーしました' }).first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    await expect(page.getByRole('button', { name: 'コピーしました' })).toHaveCount(0, {
      timeout: 3000,
    });
  });

  test('the native picker, previews and contrast verdicts', async ({ page }) => {
    await page.goto('/color-code');
    // The verdicts below are in the drawn page already; the picker needs the app.
    await waitForApp(page);
    const contrast = page.getByRole('region', { name: 'コントラスト比（WCAG 2.1）' });
    await expect(contrast.getByText('3.68:1')).toBeVisible();
    await expect(contrast.getByText('5.71:1')).toBeVisible();
    await page.getByLabel('カラーピッカーで選ぶ').fill('#000000');
    await expect(page.getByLabel('HEX（16 進数カラーコード）')).toHaveValue('#000000');
    await expect(contrast.getByText('21.00:1')).toBeVisible();
    await expect(page.getByText('背景色として')).toBeVisible();
    await expect(page.getByText('黒背景の文字色として')).toBeVisible();
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/color-code');
    await page.getByLabel('HEX (hexadecimal color code)').fill('#FFA500');
    await expect(page.getByLabel('H (hue)')).toHaveValue('39');
    await expect(page.getByText('Against white (#FFFFFF)')).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/color-code');
    await expect(page.getByLabel('HEX（16 進数カラーコード）')).toHaveValue('#3B82F6');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'color-code');
    await page.getByLabel('R（赤）').fill('999');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'color-code invalid');
  });
});
