import { expect, test } from '@playwright/test';

/** Tool input is kept across reloads and can be shared as a link (issue 11). */
test.describe('tool input survives a reload and travels in the URL', () => {
  test('colour code', async ({ page, browser }) => {
    await page.goto('/color-code');
    await page.getByLabel('HEX（16 進数カラーコード）').fill('#10B981');
    await expect(page).toHaveURL(/\?hex=%2310B981$/i);
    await page.reload();
    await expect(page.getByLabel('R（赤）')).toHaveValue('16');
    const shared = await browser.newContext({ locale: 'ja-JP' });
    const visitor = await shared.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByLabel('G（緑）')).toHaveValue('185');
    await shared.close();
  });

  test('unit converter', async ({ page, browser }) => {
    await page.goto('/unit-converter');
    await page.getByLabel('カテゴリー').selectOption('weight');
    await page.getByLabel('変換元の単位').selectOption('kg');
    await page.getByLabel('変換先の単位').selectOption('lb');
    await page.getByLabel('変換する値').fill('2');
    await expect(page.getByLabel('変換結果')).toHaveValue(/^4\.409/);
    await expect(page).toHaveURL(/category=weight/);
    await page.reload();
    await expect(page.getByLabel('変換する値')).toHaveValue('2');
    await expect(page.getByLabel('変換結果')).toHaveValue(/^4\.409/);
    const shared = await browser.newContext({ locale: 'ja-JP' });
    const visitor = await shared.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByLabel('変換先の単位')).toHaveValue('lb');
    await expect(visitor.getByLabel('変換結果')).toHaveValue(/^4\.409/);
    await shared.close();
  });

  test('QR generator', async ({ page, browser }) => {
    await page.goto('/qr-generator');
    await page.getByLabel('テキストまたは URL').fill('https://example.jp/見積');
    await page.getByLabel('誤り訂正レベル').selectOption('H');
    await expect(page).toHaveURL(/level=H/);
    await page.reload();
    await expect(page.getByLabel('テキストまたは URL')).toHaveValue('https://example.jp/見積');
    const shared = await browser.newContext({ locale: 'ja-JP' });
    const visitor = await shared.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByLabel('テキストまたは URL')).toHaveValue('https://example.jp/見積');
    await expect(visitor.getByLabel('誤り訂正レベル')).toHaveValue('H');
    await shared.close();
  });
});
