import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { download, printTitles, stubPrint } from './helpers/printing';
import { collectPageErrors, useLanguage } from './helpers/site';

/** YYYY-MM of today in Japan. */
function tokyoMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

test.describe('expense template', () => {
  test('builds the Excel CSV with 30 blank rows and SUM formulas on row 37', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/expense-template');
    await expect(
      page.getByRole('heading', { level: 1, name: '経費精算書テンプレート' }),
    ).toBeVisible();
    await expect(page.getByLabel('対象月')).toHaveValue(tokyoMonth());
    for (const name of ['交通費', '宿泊費', '会議費', '消耗品費']) {
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(page.getByRole('checkbox', { name: '通信費' })).not.toBeChecked();
    await expect(page.getByText('4件選択中')).toBeVisible();

    await page.getByLabel('対象月').fill('2025-04');
    await page.getByLabel('氏名').fill('山田 太郎');
    await page.getByLabel('所属部署').fill('営業部, 第1課');
    await page.getByRole('checkbox', { name: '会議費' }).uncheck();
    await page.getByRole('checkbox', { name: '通信費' }).check();

    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Excel用CSVをダウンロード' }).click(),
    );
    expect(csv.name).toBe('経費精算書_2025-04_山田_太郎.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(rows.slice(0, 6)).toEqual([
      '経費精算書,,,,,,,',
      '対象月,2025年4月,,,,,,',
      '氏名,山田 太郎,,,,,,',
      '所属部署,"営業部, 第1課",,,,,,',
      '精算金額合計,=SUM(C37:F37),,,,,,',
      '日付,内容（行き先・用途）,交通費,宿泊費,通信費,消耗品費,領収書,備考',
    ]);
    for (let row = 7; row <= 36; row += 1) expect(rows[row - 1], `row ${row}`).toBe(',,,,,,,');
    expect(rows[36]).toBe('合計,,=SUM(C7:C36),=SUM(D7:D36),=SUM(E7:E36),=SUM(F7:F36),,');
    expect(rows.slice(37)).toEqual([',,,,,,,', '承認,申請者,所属長,経理,,,,', ',,,,,,,', '']);

    for (const name of ['交通費', '宿泊費', '通信費', '消耗品費']) {
      await page.getByRole('checkbox', { name }).uncheck();
    }
    await expect(page.getByText('費目を1つ以上選んでください。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excel用CSVをダウンロード' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }),
    ).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('previews and prints a form with 20 rows and approval stamp boxes', async ({ page }) => {
    await stubPrint(page);
    await page.goto('/expense-template');
    await page.getByLabel('対象月').fill('2025-04');
    await page.getByLabel('氏名').fill('山田 太郎');
    await page.getByLabel('所属部署').fill('営業部');

    const preview = page.getByRole('region', { name: '経費精算書のプレビュー' });
    await expect(preview.getByRole('heading', { name: '経費精算書' })).toBeVisible();
    await expect(preview).toContainText('対象月2025年4月');
    await expect(preview).toContainText('所属部署営業部');
    await expect(preview).toContainText('氏名山田 太郎');
    const stampBoxes = preview.getByRole('columnheader', { name: /^(申請者|所属長|経理)$/ });
    await expect(stampBoxes).toHaveCount(3);
    const entryTable = preview.getByRole('table').filter({ hasText: '内容（行き先・用途）' });
    await expect(entryTable.locator('tbody tr')).toHaveCount(20);
    await expect(entryTable.getByRole('columnheader')).toHaveText([
      'No.',
      '日付',
      '内容（行き先・用途）',
      '交通費',
      '宿泊費',
      '会議費',
      '消耗品費',
      '領収書',
      '備考',
    ]);

    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    const dialog = page.getByRole('dialog', { name: '印刷プレビュー' });
    const sheet = dialog.getByRole('region', { name: 'A4・縦の印刷イメージ' });
    await expect(sheet.getByRole('heading', { name: '経費精算書' })).toBeVisible();
    await expect(sheet.locator('tbody tr').filter({ hasText: /^\d+/ })).toHaveCount(20);
    await expect(dialog).toContainText('保存時のファイル名: 経費精算書_2025-04_山田_太郎.pdf');
    await dialog.getByRole('button', { name: '印刷 / PDFで保存' }).click();
    expect(await printTitles(page)).toEqual(['経費精算書_2025-04_山田_太郎']);
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('print-output');
    await expect(printed.getByRole('heading', { name: '経費精算書' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: '印刷プレビューを閉じる' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('checkbox', { name: '承認印欄を入れる' }).uncheck();
    await page.getByRole('checkbox', { name: '領収書欄を入れる' }).uncheck();
    await expect(stampBoxes).toHaveCount(0);
    await expect(entryTable.getByRole('columnheader', { name: '領収書' })).toHaveCount(0);

    // The settings are remembered for next time.
    await page.reload();
    await expect(page.getByLabel('氏名')).toHaveValue('山田 太郎');
    await expect(page.getByRole('checkbox', { name: '承認印欄を入れる' })).not.toBeChecked();
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/expense-template');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Expense Report Template' }),
    ).toBeVisible();
    await page.getByLabel('Month').fill('2025-04');
    await expect(page.getByRole('region', { name: 'Expense report preview' })).toContainText(
      'MonthApril 2025',
    );
    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Download CSV for Excel' }).click(),
    );
    expect(csv.name).toBe('expense-report_2025-04.csv');
    const rows = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(rows[5]).toBe(
      'Date,"Description (destination, purpose)",Transportation,Accommodation,Meetings,Consumables,Receipt,Notes',
    );
    expect(rows[36]).toBe('Total,,=SUM(C7:C36),=SUM(D7:D36),=SUM(E7:E36),=SUM(F7:F36),,');
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/expense-template');
    await page.getByLabel('氏名').fill('山田 太郎');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'expense template');
    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'expense print preview');
  });
});
