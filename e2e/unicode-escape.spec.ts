import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  useLanguage,
  waitForApp,
} from './helpers/site';

test.describe('unicode-escape', () => {
  test('escapes in every format, reads escapes back and shows the bytes', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/unicode-escape');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unicode エスケープ変換' }),
    ).toBeVisible();
    await page.getByLabel('エスケープする文字').fill('Aあ🚀');
    const output = page.getByLabel('エスケープした結果');
    await expect(output).toHaveValue('A\\u3042\\uD83D\\uDE80');
    await page.getByLabel(/^\\u\{…\}/).check();
    await expect(output).toHaveValue('A\\u{3042}\\u{1F680}');
    await page.getByLabel(/^&#x…;/).check();
    await expect(output).toHaveValue('A&#x3042;&#x1F680;');
    await page.getByLabel(/^%XX/).check();
    await expect(output).toHaveValue('A%E3%81%82%F0%9F%9A%80');
    await expect(page.getByRole('cell', { name: 'F0 9F 9A 80' })).toBeVisible();
    await expect(page.getByText('合計 8 バイト（UTF-8）')).toBeVisible();

    await page.getByLabel('元に戻す（エスケープ → 文字）').check();
    await expect(page.getByLabel('元に戻した文字')).toHaveValue('Aあ🚀');
    await page.getByLabel('元に戻すエスケープ').fill('%E3%81');
    await expect(page.getByRole('alert')).toHaveText(
      '1文字目からの「%E3%81」は UTF-8 として正しいバイト列ではありません。',
    );
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'unicode-escape');
  });

  test('works in English on a 390 px phone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/unicode-escape');
    await waitForApp(page);
    await page.getByLabel('Unescape (escapes → text)').check();
    await page.getByLabel('Escapes to read').fill('\\u65E5\\u672C');
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('日本');
    await expect(page.getByRole('cell', { name: 'U+65E5' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'unicode-escape (390 px)');
  });
});
