import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

const input = (page: Page) => page.getByRole('textbox', { name: '入力' });
const result = (page: Page) => page.getByRole('textbox', { name: '結果' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('encoder-decoder', () => {
  test('Base64 round-trips Unicode text; copy, swap and clear', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/encoder-decoder');
    await expect(
      page.getByRole('heading', { level: 1, name: 'エンコード・デコード' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Base64' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'エンコード' })).toBeChecked();

    await input(page).fill('こんにちは🌏');
    await expect(result(page)).toHaveValue('44GT44KT44Gr44Gh44Gv8J+Mjw==');
    await expect(result(page)).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'コピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '44GT44KT44Gr44Gh44Gv8J+Mjw==',
    );

    // Swap toggles the direction and moves the result into the input.
    await page.getByRole('button', { name: /入れ替え/ }).click();
    await expect(page.getByRole('radio', { name: 'デコード' })).toBeChecked();
    await expect(input(page)).toHaveValue('44GT44KT44Gr44Gh44Gv8J+Mjw==');
    await expect(result(page)).toHaveValue('こんにちは🌏');

    await button(page, 'クリア').click();
    await expect(input(page)).toHaveValue('');
    await expect(result(page)).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('URL-safe Base64, and decoding reads both alphabets and CRLF line breaks', async ({
    page,
  }) => {
    await page.goto('/encoder-decoder');
    await input(page).fill('ÿÿ?~~~');
    await expect(result(page)).toHaveValue('w7/Dvz9+fn4=');
    await page.getByLabel(/URLセーフなBase64/).check();
    await expect(result(page)).toHaveValue('w7_Dvz9-fn4');

    await page.getByRole('radio', { name: 'デコード' }).check();
    await input(page).fill('w7_Dvz9-fn4');
    await expect(result(page)).toHaveValue('ÿÿ?~~~');
    await input(page).fill('w7/D\r\nvz9+fn4=');
    await expect(result(page)).toHaveValue('ÿÿ?~~~');
  });

  test('a decoding failure shows a red banner with the reason and keeps the input', async ({
    page,
  }) => {
    await page.goto('/encoder-decoder');
    await page.getByRole('radio', { name: 'デコード' }).check();
    await input(page).fill('SGV$bG8=');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('変換できませんでした');
    await expect(alert).toContainText('4文字目の「$」はBase64で使えない文字です。');
    await expect(alert).toHaveClass(/alert-error/);
    await expect(input(page)).toHaveValue('SGV$bG8=');
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: /入れ替え/ })).toBeDisabled();

    await page.getByRole('radio', { name: 'URL（値）' }).check();
    await input(page).fill('100%');
    await expect(alert).toContainText('4文字目の「%」は正しいパーセントエンコードではありません');
    await input(page).fill('%E6%9D%B1%E4%BA%AC');
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(result(page)).toHaveValue('東京');
  });

  test('URL, HTML and URI types, samples for each', async ({ page }) => {
    await page.goto('/encoder-decoder');
    await page.getByRole('radio', { name: 'URL（値）' }).check();
    await input(page).fill('東京 カフェ&a=b');
    await expect(result(page)).toHaveValue(
      '%E6%9D%B1%E4%BA%AC%20%E3%82%AB%E3%83%95%E3%82%A7%26a%3Db',
    );
    await page.getByLabel(/スペースを \+ で表す/).check();
    await expect(result(page)).toHaveValue(
      '%E6%9D%B1%E4%BA%AC+%E3%82%AB%E3%83%95%E3%82%A7%26a%3Db',
    );

    await page.getByRole('radio', { name: 'HTML' }).check();
    await input(page).fill('<img src=x onerror=alert(1)> & "引用"');
    await expect(result(page)).toHaveValue(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;引用&quot;',
    );

    await page.getByRole('radio', { name: 'URI（アドレス全体）' }).check();
    await input(page).fill('https://example.com/検索?q=a b');
    await expect(result(page)).toHaveValue('https://example.com/%E6%A4%9C%E7%B4%A2?q=a%20b');

    await button(page, 'サンプル').click();
    await expect(input(page)).toHaveValue('https://example.com/検索?q=東京 カフェ&page=1');
    await page.getByRole('radio', { name: 'デコード' }).check();
    await button(page, 'サンプル').click();
    await expect(input(page)).toHaveValue(/^https:\/\/example\.com\/%E6%A4%9C/);
    await expect(result(page)).toHaveValue('https://example.com/検索?q=東京 カフェ&page=1');
  });

  test('about text, usage examples per type and the comparison table', async ({ page }) => {
    await page.goto('/encoder-decoder');
    await expect(page.getByRole('heading', { name: 'このツールについて' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Base64の使用例' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '5pel5pys6Kqe44OG44Kt44K544OI' })).toBeVisible();
    await page.getByRole('radio', { name: 'HTML' }).check();
    await expect(page.getByRole('heading', { name: 'HTMLの使用例' })).toBeVisible();

    const table = page.getByRole('table', { name: '形式ごとの違いと主な用途' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('rowheader', { name: 'URI（アドレス全体）' })).toBeVisible();
  });

  test('English interface', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/encoder-decoder');
    await expect(page.getByRole('heading', { level: 1, name: 'Encoder / Decoder' })).toBeVisible();
    await page.getByRole('radio', { name: 'Decode' }).check();
    await page.getByRole('textbox', { name: 'Input' }).fill('/w==');
    await expect(page.getByRole('alert')).toContainText('The decoded data is not UTF-8 text.');
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/encoder-decoder');
    await button(page, 'サンプル').click();
    await expect(result(page)).not.toHaveValue('');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'encoder-decoder');

    await page.getByRole('radio', { name: 'デコード' }).check();
    await input(page).fill('%%%');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'encoder-decoder error');
  });
});
