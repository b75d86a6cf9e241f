import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, presetStorage, useLanguage } from './helpers/site';

/** Today in Japan, as the page computes it (the browser runs in Asia/Tokyo). */
function tokyoToday(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function storedEntries(count: number, date: string, prefix = 'SEED-') {
  return Array.from({ length: count }, (_, index) => ({
    id: `seed-${index}`,
    number: `${prefix}${String(count - index).padStart(3, '0')}`,
    date,
    description: `既存 ${count - index}`,
    amount: 1000,
  }));
}

async function readHistory(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('invoice-history') ?? 'null'));
}

test.describe('invoice number generator', () => {
  test('issues numbers in every format, keeps history and exports CSV', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const today = tokyoToday();
    const [year, month, day] = today.split('-');
    const compact = `${year}${month}${day}`;
    await page.goto('/invoice-number');
    await expect(
      page.getByRole('heading', { level: 1, name: '請求書番号ジェネレーター' }),
    ).toBeVisible();
    await expect(page.getByTestId('next-invoice-number')).toHaveText(`${compact}-001`);

    await page.getByLabel('内容（任意）').fill('保守費用, 4月分');
    await page.getByLabel('金額（任意・円）').fill('55,000');
    await page.getByRole('button', { name: '番号を発行する' }).click();
    const issuePanel = page.getByRole('region', { name: '番号を発行' });
    await expect(
      issuePanel.getByText(`請求書番号「${compact}-001」を発行しました。`),
    ).toBeVisible();
    await expect(page.getByLabel('内容（任意）')).toHaveValue('');
    await issuePanel.getByRole('button', { name: '番号をコピー' }).click();
    await expect(issuePanel.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${compact}-001`);

    // YYYY-MM-NNN counts within the month: the daily number above is not of its kind.
    await page.getByRole('radio', { name: /YYYY-MM-NNN/ }).check();
    await expect(page.getByTestId('next-invoice-number')).toHaveText(`${year}-${month}-001`);
    await page.getByLabel('金額（任意・円）').fill('-5');
    await expect(page.getByText('金額は0以上の整数（円）で入力してください。')).toBeVisible();
    await expect(page.getByRole('button', { name: '番号を発行する' })).toBeDisabled();
    await page.getByLabel('金額（任意・円）').fill('');
    await page.getByRole('button', { name: '番号を発行する' }).click();

    await page.getByRole('radio', { name: 'カスタム' }).check();
    await expect(page.getByText('カスタム形式を入力してください。')).toBeVisible();
    await expect(page.getByRole('button', { name: '番号を発行する' })).toBeDisabled();
    await page.getByLabel('カスタム形式').fill('SEI/YYYYMMDD');
    await expect(page.getByText(/NNN（連番）が含まれていないため/)).toBeVisible();
    await page.getByLabel('カスタム形式').fill('SEI/YYYY/MM/DD/NNN');
    await page.getByLabel('接頭辞（任意）').fill('T-');
    await expect(page.getByTestId('next-invoice-number')).toHaveText(
      `T-SEI/${year}/${month}/${day}/001`,
    );
    await page.getByLabel('金額（任意・円）').fill('１２００');
    await page.getByLabel('金額（任意・円）').press('Enter');

    const stats = page.getByRole('region', { name: '統計' });
    await expect(stats).toContainText('本日の発行数3件');
    await expect(stats).toContainText('￥56,200');

    await page.reload();
    const history = page.getByRole('region', { name: '発行履歴' });
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByText('全3件')).toBeVisible();
    expect(await readHistory(page)).toEqual([
      expect.objectContaining({
        number: `T-SEI/${year}/${month}/${day}/001`,
        date: today,
        amount: 1200,
      }),
      expect.objectContaining({ number: `${year}-${month}-001`, description: '' }),
      expect.objectContaining({ number: `${compact}-001`, description: '保守費用, 4月分' }),
    ]);

    const downloadPromise = page.waitForEvent('download');
    await history.getByRole('button', { name: '履歴をCSVで保存' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`請求書番号履歴_${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        '請求書番号,発行日,内容,金額',
        `${compact}-001,${today},"保守費用, 4月分",55000`,
        `${year}-${month}-001,${today},,`,
        `T-SEI/${year}/${month}/${day}/001,${today},,1200`,
        '',
      ].join('\r\n'),
    );
    expect(errors).toEqual([]);
  });

  test('clears the history only after an in-page confirmation', async ({ page }) => {
    await presetStorage(page, {
      'invoice-history': JSON.stringify(storedEntries(12, '2025-04-01')),
    });
    await page.goto('/invoice-number');
    const history = page.getByRole('region', { name: '発行履歴' });
    await expect(history.getByText('全12件（最新10件を表示）')).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(11);
    await expect(history.getByRole('row').nth(1)).toContainText('SEED-012');

    const clear = history.getByRole('button', { name: '履歴を消去' });
    await clear.click();
    const dialog = page.getByRole('alertdialog', { name: '履歴を消去しますか？' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('発行履歴12件をすべて消去します。');
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();
    expect(await readHistory(page)).toHaveLength(12);

    await clear.click();
    await dialog.getByRole('button', { name: '消去する' }).click();
    await expect(dialog).toBeHidden();
    await expect(history.getByText('履歴を消去しました。')).toBeVisible();
    await expect(history.getByText('まだ発行した番号はありません。')).toBeVisible();
    await expect(page.getByRole('heading', { name: '発行履歴' })).toBeFocused();
    expect(await readHistory(page)).toBeNull();
  });

  test('keeps at most 100 entries and keeps counting the day past them', async ({ page }) => {
    const today = tokyoToday();
    const compact = today.replaceAll('-', '');
    // Numbers of today's format kept by an earlier version: every one of them is skipped.
    await presetStorage(page, {
      'invoice-history': JSON.stringify(storedEntries(100, today, `${compact}-`)),
    });
    await page.goto('/invoice-number');
    await expect(page.getByTestId('next-invoice-number')).toHaveText(`${compact}-101`);
    await page.getByRole('button', { name: '番号を発行する' }).click();
    await expect(page.getByTestId('next-invoice-number')).toHaveText(`${compact}-102`);
    await page.getByRole('button', { name: '番号を発行する' }).click();
    await expect(page.getByTestId('next-invoice-number')).toHaveText(`${compact}-103`);
    const stored = (await readHistory(page)) as { number: string }[];
    expect(stored).toHaveLength(100);
    expect(stored.slice(0, 2).map((entry) => entry.number)).toEqual([
      `${compact}-102`,
      `${compact}-101`,
    ]);
    expect(stored.at(-1)?.number).toBe(`${compact}-003`);
    await expect(page.getByText('全100件（最新10件を表示）')).toBeVisible();
  });

  test('YYYY-MM-NNN on two days of one month gives 001 then 002', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-04-01T10:00:00+09:00') });
    await page.goto('/invoice-number');
    await page.getByRole('radio', { name: /YYYY-MM-NNN/ }).check();
    await expect(page.getByTestId('next-invoice-number')).toHaveText('2025-04-001');
    await page.getByRole('button', { name: '番号を発行する' }).click();
    await expect(page.getByText('請求書番号「2025-04-001」を発行しました。')).toBeVisible();

    await page.clock.setSystemTime(new Date('2025-04-02T09:00:00+09:00'));
    await page.reload();
    // The chosen format is remembered.
    await expect(page.getByRole('radio', { name: /YYYY-MM-NNN/ })).toBeChecked();
    await expect(page.getByTestId('next-invoice-number')).toHaveText('2025-04-002');
    await page.getByRole('button', { name: '番号を発行する' }).click();
    await expect(page.getByText('請求書番号「2025-04-002」を発行しました。')).toBeVisible();
    const stored = (await readHistory(page)) as { number: string; date: string }[];
    expect(stored.map((entry) => [entry.number, entry.date])).toEqual([
      ['2025-04-002', '2025-04-02'],
      ['2025-04-001', '2025-04-01'],
    ]);
  });

  test('refuses to issue a number already used', async ({ page }) => {
    await page.goto('/invoice-number');
    await page.getByRole('radio', { name: 'カスタム' }).check();
    await page.getByLabel('カスタム形式').fill('SEI-YYYYMMDD');
    await page.getByRole('button', { name: '番号を発行する' }).click();
    await expect(page.getByText(/を発行しました。/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'すでに発行済み' })).toBeVisible();
    await expect(page.getByRole('button', { name: '番号を発行する' })).toBeDisabled();
    expect(await readHistory(page)).toHaveLength(1);
    // NNNN widens the sequence to four digits.
    await page.getByLabel('カスタム形式').fill('SEI-YYYYMMDD-NNNN');
    await expect(page.getByTestId('next-invoice-number')).toHaveText(/^SEI-\d{8}-0001$/);
  });

  test('speaks English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/invoice-number');
    await page.getByLabel('Description (optional)').fill('Consulting');
    await page.getByRole('button', { name: 'Issue number' }).click();
    await expect(page.getByText(/Invoice number ".+-001" has been issued\./)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Statistics' })).toContainText('Issued today1');
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await presetStorage(page, {
      'invoice-history': JSON.stringify(storedEntries(3, '2025-04-01')),
    });
    await page.goto('/invoice-number');
    await page.getByRole('radio', { name: 'カスタム' }).check();
    await page.getByLabel('カスタム形式').fill('YYYY');
    await page.getByLabel('金額（任意・円）').fill('abc');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'invoice-number');
    await page.getByRole('button', { name: '履歴を消去' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'invoice-number dialog');
  });
});
