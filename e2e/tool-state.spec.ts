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

  test('a reload right after a change keeps it, though the address had not caught up', async ({
    page,
  }) => {
    await page.goto('/unit-converter');
    await page.getByLabel('カテゴリー').selectOption('weight');
    await page.getByLabel('変換元の単位').selectOption('kg');
    await page.getByLabel('変換先の単位').selectOption('lb');
    await expect(page).toHaveURL(/to=lb/);
    // The address is written 300 ms after a change; the reload comes before that.
    await page.getByLabel('変換先の単位').selectOption('oz');
    await page.reload();
    await expect(page.getByLabel('変換先の単位')).toHaveValue('oz');
    await expect(page).toHaveURL(/to=oz/);
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

  test('JSON tool: the document and its options come back formatted', async ({ page, browser }) => {
    await page.goto('/json-tool');
    await page.getByLabel('入力するJSON').fill('{"b":1,"a":[true]}');
    await page.getByLabel('キーを名前順に並べ替える').check();
    await page.getByRole('button', { name: '整形', exact: true }).click();
    const formatted = '{\n  "a": [\n    true\n  ],\n  "b": 1\n}';
    await expect(page.getByRole('textbox', { name: '結果のJSON' })).toHaveValue(formatted);
    await expect(page).toHaveURL(/sortKeys=true/);
    await page.reload();
    await expect(page.getByLabel('入力するJSON')).toHaveValue('{"b":1,"a":[true]}');
    await expect(page.getByLabel('キーを名前順に並べ替える')).toBeChecked();
    await expect(page.getByRole('textbox', { name: '結果のJSON' })).toHaveValue(formatted);
    const shared = await browser.newContext({ locale: 'ja-JP' });
    const visitor = await shared.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByRole('textbox', { name: '結果のJSON' })).toHaveValue(formatted);
    await shared.close();
  });

  test('regex tester: pattern, flags, text and replacement', async ({ page, browser }) => {
    await page.goto('/regex-tester');
    await page.getByLabel('正規表現パターン').fill('(\\d{3})-(\\d{4})');
    await page.getByRole('checkbox', { name: /^i —/ }).check();
    await page.getByLabel('テスト文字列').fill('〒100-0001 と 〒530-0001');
    await page.getByLabel('置換モード').check();
    await page.getByLabel('置換後の文字列').fill('$1$2');
    await expect(page.getByLabel('置換後のテキスト')).toHaveValue('〒1000001 と 〒5300001');
    await expect(page).toHaveURL(/flags=gi/);
    await page.reload();
    await expect(page.getByLabel('正規表現パターン')).toHaveValue('(\\d{3})-(\\d{4})');
    await expect(page.getByRole('checkbox', { name: /^i —/ })).toBeChecked();
    await expect(page.getByLabel('置換後のテキスト')).toHaveValue('〒1000001 と 〒5300001');
    const shared = await browser.newContext({ locale: 'ja-JP' });
    const visitor = await shared.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByLabel('置換後のテキスト')).toHaveValue('〒1000001 と 〒5300001');
    await shared.close();
  });

  test('encoder: type, direction and input', async ({ page, browser }) => {
    await page.goto('/encoder-decoder');
    await page.getByRole('radio', { name: 'URL（値）' }).check();
    await page.getByRole('textbox', { name: '入力' }).fill('見積 書');
    await expect(page.getByRole('textbox', { name: '結果' })).toHaveValue(
      '%E8%A6%8B%E7%A9%8D%20%E6%9B%B8',
    );
    await expect(page).toHaveURL(/type=url/);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'URL（値）' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: '結果' })).toHaveValue(
      '%E8%A6%8B%E7%A9%8D%20%E6%9B%B8',
    );
    const shared = await browser.newContext({ locale: 'ja-JP' });
    const visitor = await shared.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByRole('textbox', { name: '入力' })).toHaveValue('見積 書');
    await shared.close();
  });
});
