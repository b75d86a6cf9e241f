import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

function tokyoToday(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function card(page: Page, number: number) {
  return page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: `経費 ${number}`, exact: true }),
  });
}

async function fillItem(
  page: Page,
  number: number,
  values: { category: string; description: string; amount: string },
) {
  const item = card(page, number);
  await item.getByLabel('カテゴリ').selectOption({ label: values.category });
  await item.getByLabel('内容', { exact: true }).fill(values.description);
  await item.getByLabel('金額（円）').fill(values.amount);
}

test.describe('expense checker', () => {
  test('checks every rule, totals by category and exports the CSV', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/expense-checker');
    await expect(page.getByRole('heading', { level: 1, name: '経費精算チェッカー' })).toBeVisible();
    const result = page.getByRole('region', { name: 'チェック結果' });
    const exportButton = result.getByRole('button', { name: 'CSVで保存' });

    await expect(card(page, 1).getByLabel('日付')).toHaveValue(tokyoToday());
    await expect(page.getByRole('button', { name: '経費 1 を削除' })).toBeDisabled();
    await expect(result.getByText('要確認の項目が3件あります。')).toBeVisible();
    await expect(exportButton).toBeDisabled();

    // Leaving a field shows its own message inline.
    await card(page, 1).getByLabel('内容', { exact: true }).focus();
    await card(page, 1).getByLabel('内容', { exact: true }).blur();
    await expect(card(page, 1).getByText('内容を入力してください。')).toBeVisible();

    await fillItem(page, 1, {
      category: '交通費',
      description: '新幹線, 東京→大阪',
      amount: '14,720',
    });
    await card(page, 1).getByLabel('備考（任意）').fill('"往復"\n指定席');
    await expect(result.getByText('問題は見つかりませんでした。CSVで保存できます。')).toBeVisible();
    await expect(exportButton).toBeEnabled();

    await page.getByRole('button', { name: '経費を追加' }).click();
    await expect(card(page, 2).getByLabel('日付')).toBeFocused();
    await fillItem(page, 2, { category: '宿泊費', description: 'ホテル 2泊', amount: '50,000' });
    await card(page, 2).getByLabel('金額（円）').blur();
    // 'over' (the default): exactly 50,000 yen needs no receipt.
    await expect(exportButton).toBeEnabled();
    await page.getByRole('radio', { name: /50,000円以上の場合/ }).check();
    await expect(card(page, 2).getByText('50,000円以上の経費には領収書が必要です。')).toBeVisible();
    await expect(result.getByText('要確認の項目が1件あります。')).toBeVisible();
    await expect(exportButton).toBeDisabled();
    const checklist = page.getByRole('region', { name: '提出前チェックリスト' });
    await expect(
      checklist.getByRole('listitem').filter({ hasText: '50,000円以上の経費に領収書がある' }),
    ).toContainText('要確認（1件）');

    await result
      .getByRole('button', { name: /経費 2: 50,000円以上の経費には領収書が必要です。/ })
      .click();
    await expect(card(page, 2).getByLabel('領収書あり')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(exportButton).toBeEnabled();

    await page.getByRole('button', { name: '経費を追加' }).click();
    await fillItem(page, 3, {
      category: '会議費・飲食費',
      description: '打ち合わせ',
      amount: '49,999',
    });
    await page.getByRole('button', { name: '経費を追加' }).click();
    await fillItem(page, 4, { category: '交通費', description: 'タクシー', amount: '0' });
    await expect(
      result.getByRole('button', { name: '経費 4: 金額は1円以上の整数で入力してください。' }),
    ).toBeVisible();
    await expect(exportButton).toBeDisabled();
    await card(page, 4).getByLabel('金額（円）').fill('１，２００');
    await expect(exportButton).toBeEnabled();

    const totals = page.getByRole('region', { name: 'カテゴリ別の合計' });
    await expect(totals.getByRole('row', { name: /交通費/ })).toContainText('2件');
    await expect(totals.getByRole('row', { name: /交通費/ })).toContainText('￥15,920');
    await expect(result).toContainText('4件 合計 ￥115,919');

    await page.getByRole('button', { name: '経費 3 を削除' }).click();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(result).toContainText('3件 合計 ￥65,920');

    const downloadPromise = page.waitForEvent('download');
    await exportButton.click();
    const download = await downloadPromise;
    const today = tokyoToday();
    expect(download.suggestedFilename()).toBe(`経費精算_${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        '日付,カテゴリ,内容,金額,領収書,備考',
        `${today},交通費,"新幹線, 東京→大阪",14720,なし,"""往復""\n指定席"`,
        `${today},宿泊費,ホテル 2泊,50000,あり,`,
        `${today},交通費,タクシー,1200,なし,`,
        '合計,,,65920,,',
        '',
      ].join('\r\n'),
    );
    expect(errors).toEqual([]);
  });

  test('reads the 50,000 yen rule as "over" by default and speaks English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/expense-checker');
    await expect(page.getByRole('radio', { name: /Over ¥50,000/ })).toBeChecked();
    const item = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'Expense 1' }),
    });
    await item.getByLabel('Category').selectOption({ label: 'Accommodation' });
    await item.getByLabel('Description').fill('Hotel');
    await item.getByLabel('Amount (yen)').fill('50001');
    await item.getByLabel('Amount (yen)').blur();
    await expect(
      item.getByText('A receipt is required for expenses over ¥50,000.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as CSV' })).toBeDisabled();
    await item.getByLabel('Amount (yen)').fill('50000');
    await expect(page.getByText('No problems found. You can save the CSV.')).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/expense-checker');
    await fillItem(page, 1, { category: '新聞図書費', description: '', amount: '60000' });
    await card(page, 1).getByLabel('金額（円）').blur();
    await card(page, 1).getByLabel('内容', { exact: true }).focus();
    await card(page, 1).getByLabel('内容', { exact: true }).blur();
    await page.getByRole('button', { name: '経費を追加' }).click();
    await expect(
      page.getByText('50,000円を超える経費には領収書が必要です。').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'expense-checker');
  });
});
