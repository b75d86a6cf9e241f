import iconv from 'iconv-lite';
import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers/site';

/** A customers CSV as Japanese Excel saves it (Shift_JIS), and as UTF-8 with and without a BOM. */
const CSV =
  '取引先名,敬称,郵便番号,住所,担当者,メールアドレス\r\n' +
  '株式会社サンプル商事,御中,100-0001,東京都千代田区千代田①-1,佐藤,sato@example.com\r\n' +
  '㈱髙橋製作所,御中,,,,\r\n' +
  ',様,,,,\r\n' +
  '株式会社サンプル商事,御中,,,,\r\n';

test.describe('importing customers from CSV', () => {
  for (const [name, bytes, read] of [
    ['Shift_JIS (CP932)', iconv.encode(CSV, 'cp932'), 'Shift_JIS（Excelの日本語CSV）'],
    [
      'UTF-8 with a BOM',
      Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(CSV)]),
      'UTF-8（BOM付き）',
    ],
    ['UTF-8', Buffer.from(CSV), 'UTF-8'],
  ] as const) {
    test(`${name}: says what it read, took and left out`, async ({ page }) => {
      await page.goto('/quote-generator');
      await waitForApp(page);
      await page.getByRole('button', { name: '取引先を管理' }).click();
      await page
        .getByLabel('CSVから読み込む')
        .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: bytes });
      await expect(
        page.getByText(
          `${read}として読み込み、2件を登録しました。2件は登録していません（ファイル内で重複した行 1件、取引先名が空の行 1件）。`,
        ),
      ).toBeVisible();
      const list = page.getByRole('list', { name: '取引先の一覧' });
      await expect(list).toContainText('株式会社サンプル商事');
      await expect(list).toContainText('㈱髙橋製作所');

      // Again: both are saved now.
      await page
        .getByLabel('CSVから読み込む')
        .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: bytes });
      await expect(
        page.getByText(/0件を登録しました。4件は登録していません（登録済みの取引先 3件/),
      ).toBeVisible();
    });
  }

  test('a file without the 取引先名 heading: nothing is added, and it says why', async ({
    page,
  }) => {
    await page.goto('/quote-generator');
    await waitForApp(page);
    await page.getByRole('button', { name: '取引先を管理' }).click();
    await page.getByLabel('CSVから読み込む').setInputFiles({
      name: 'other.csv',
      mimeType: 'text/csv',
      buffer: iconv.encode('会社,住所\r\n株式会社A,東京\r\n', 'cp932'),
    });
    await expect(page.getByText(/1行目に「取引先名」の見出しが見つからないため/)).toBeVisible();
  });
});
