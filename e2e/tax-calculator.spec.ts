import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

async function downloadedText(page: Page, click: () => Promise<void>) {
  const downloadPromise = page.waitForEvent('download');
  await click();
  const download = await downloadPromise;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test.describe('tax calculator', () => {
  test('converts a list of amounts, totals per rate and saves the CSV', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/tax-calculator');
    await expect(page.getByRole('heading', { level: 1, name: '消費税計算' })).toBeVisible();

    await page.getByLabel('品目（1行目）').fill('コピー用紙, A4');
    await page.getByLabel('税抜金額（円）（1行目）').fill('1,005');
    await page.getByLabel('品目（2行目）').fill('お弁当');
    await page.getByLabel('税抜金額（円）（2行目）').fill('１９８０');
    await expect(page.getByLabel('税率（2行目）')).toHaveValue('8');

    const totals = page.getByRole('region', { name: '税率ごとの合計' });
    const row10 = totals.getByRole('row', { name: /10%対象/ });
    // 1,005 × 10% = 100.5 -> 100 (切り捨て), 1,980 × 8% = 158.4 -> 158
    await expect(row10).toContainText('100');
    await expect(row10).toContainText('1,105');
    await expect(totals.getByRole('row', { name: /8%対象/ })).toContainText('2,138');
    await expect(totals.getByRole('row', { name: /合計/ })).toContainText('3,243');

    await page.getByRole('radio', { name: '四捨五入' }).check();
    await expect(row10).toContainText('1,106');

    await page.getByRole('button', { name: '行を追加' }).click();
    await expect(page.getByLabel('品目（3行目）')).toBeFocused();
    await page.getByLabel('税抜金額（円）（3行目）').fill('12.5');
    await expect(page.getByText('金額は0以上の整数（円）で入力してください。')).toBeVisible();
    await expect(
      totals.getByText('入力に誤りのある行（1行）は合計に含まれていません。'),
    ).toBeVisible();

    const file = await downloadedText(page, () =>
      page.getByRole('button', { name: 'CSVで保存' }).click(),
    );
    expect(file.name).toMatch(/^消費税計算_\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.bytes.subarray(3).toString('utf8')).toBe(
      [
        '品目,税率,税抜金額,消費税,税込金額',
        '"コピー用紙, A4",10%,1005,101,1106',
        'お弁当,8%,1980,158,2138',
        '',
        '10%対象,10%,1005,101,1106',
        '8%対象,8%,1980,158,2138',
        '合計,,2985,259,3244',
        '',
      ].join('\r\n'),
    );
    expect(errors).toEqual([]);
  });

  test('works from tax-inclusive prices, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/tax-calculator');
    await page.getByRole('radio', { name: 'Tax-inclusive (convert to before tax)' }).check();
    await page.getByLabel('Amount including tax (yen) (row 1)').fill('1000');
    const totals = page.getByRole('region', { name: 'Totals per tax rate' });
    // 1,000 × 10/110 = 90.9 -> 90 rounded down, so 910 before tax
    await expect(totals.getByRole('row', { name: /10% items/ })).toContainText('910');
    await page.getByRole('radio', { name: 'Round up' }).check();
    await expect(totals.getByRole('row', { name: /10% items/ })).toContainText('909');
    await expect(page.getByRole('button', { name: 'Remove row 1' })).toBeEnabled();
    await page.getByRole('button', { name: 'Remove row 2' }).click();
    await expect(page.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/tax-calculator');
    await page.getByLabel('税抜金額（円）（1行目）').fill('1000');
    await page.getByLabel('税抜金額（円）（2行目）').fill('abc');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'tax-calculator');
  });
});
