import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './helpers/axe';
import { download, printedPageSizesMm, printTitles, stubPrint } from './helpers/printing';
import { collectPageErrors, useLanguage, waitForApp } from './helpers/site';

function item(page: Page, number: number) {
  return page.getByRole('group', { name: `品目 ${number}` });
}

async function fillQuote(page: Page) {
  await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await page.getByLabel('件名', { exact: true }).fill('Webサイト制作');
  await page.getByLabel('発行者（自社名）').fill('株式会社オフィスツール');
  await page.getByLabel('住所・連絡先・担当者').fill('東京都千代田区千代田1-1\nTEL 03-1234-5678');
  await page.getByLabel('備考', { exact: true }).fill('納期: ご発注後2週間');
  await item(page, 1).getByLabel('品目名').fill('デザイン, 一式');
  await item(page, 1).getByLabel('詳細').fill('トップ "A案"');
  await item(page, 1).getByLabel('数量').fill('2');
  await item(page, 1).getByLabel('単価（円）').fill('1,005');
}

/** A stored draft with `count` items of ￥1,000, as the page keeps it in browser storage. */
function draftWithItems(count: number): string {
  return JSON.stringify({
    version: 1,
    header: {
      quoteNumber: 'Q2025000016',
      date: '2025-04-01',
      validUntil: '2025-05-01',
      clientName: '株式会社サンプル商事',
      honorific: 'onchu',
      subject: '備品一式',
      companyName: '株式会社オフィスツール',
      registrationNumber: '',
      issuerDetails: '',
      notes: '',
    },
    items: Array.from({ length: count }, (_, index) => ({
      id: `i${index}`,
      name: `品目${index + 1}`,
      description: '',
      quantity: '1',
      unitPrice: '1000',
      taxRate: 10,
    })),
    taxRate: 10,
    perItemTax: false,
  });
}

test.describe('quote generator', () => {
  test('calculates totals with one rate, keeps the last item, and exports the CSV', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/quote-generator');
    await expect(page.getByRole('heading', { level: 1, name: '見積書作成' })).toBeVisible();
    // The number and dates are filled in by the app (the drawn page leaves them empty).
    await waitForApp(page);

    // Opening the page takes no number: a save, 発行 or an output takes it.
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    await expect(page.getByLabel('見積番号')).toHaveAttribute(
      'placeholder',
      '保存・発行・出力のときに採番します',
    );
    const issued = await page.getByLabel('発行日').inputValue();
    const validUntil = await page.getByLabel('有効期限').inputValue();
    expect(Date.parse(validUntil) - Date.parse(issued)).toBe(30 * 86_400_000);
    await expect(page.getByLabel('消費税率')).toHaveValue('10');
    await expect(item(page, 1).getByLabel('数量')).toHaveValue('1');
    await expect(item(page, 1).getByLabel('単価（円）')).toHaveValue('0');
    await expect(page.getByRole('button', { name: '品目 1 を削除' })).toBeDisabled();

    await fillQuote(page);
    // 2 × 1,005 = 2,010; tax floor(201.0) = 201
    const totals = page.getByRole('region', { name: '合計' });
    await expect(totals.getByRole('definition').first()).toHaveText('￥2,010');
    await expect(totals).toContainText('￥201');
    await expect(totals).toContainText('￥2,211');

    await page.getByRole('button', { name: '品目を追加' }).click();
    await item(page, 2).getByLabel('品目名').fill('保守');
    await item(page, 2).getByLabel('単価（円）').fill('9');
    // 2,019 × 10% = 201.9 → 201 (rounded down)
    await expect(totals).toContainText('￥2,019');
    await expect(totals).toContainText('￥2,220');
    await expect(page.getByRole('button', { name: '品目 1 を削除' })).toBeEnabled();

    await item(page, 2).getByLabel('数量').fill('0');
    await expect(
      item(page, 2).getByText(
        '数量は0.01以上で入力してください（値引きは「値引きを追加」から入力してください）。',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSVをダウンロード' })).toBeDisabled();
    await item(page, 2).getByLabel('数量').fill('1');

    const csv = await download(page, () =>
      page.getByRole('button', { name: 'CSVをダウンロード' }).click(),
    );
    // The CSV took the number.
    const quoteNumber = await page.getByLabel('見積番号').inputValue();
    expect(quoteNumber).toMatch(/^Q\d{8}-\d{3}$/);
    expect(csv.name).toBe(`見積書_${quoteNumber}_株式会社サンプル商事.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.subarray(3).toString('utf8');
    expect(text).toContain(`見積番号,${quoteNumber}\r\n`);
    expect(text).toContain('宛先,株式会社サンプル商事 御中\r\n');
    expect(text).toContain('住所・連絡先,"東京都千代田区千代田1-1\nTEL 03-1234-5678"\r\n');
    expect(text).toContain('No.,品目,詳細,数量,単位,単価,税率,金額\r\n');
    expect(text).toContain('1,"デザイン, 一式","トップ ""A案""",2,,1005,10%,2010\r\n');
    expect(text).toContain('2,保守,,1,,9,10%,9\r\n');
    expect(text).toContain('小計,,,,,,,2019\r\n');
    expect(text).toContain('消費税（10%）,,,,,,,201\r\n');
    expect(text).toContain('合計金額,,,,,,,2220\r\n');

    await page.getByRole('button', { name: '品目 2 を削除' }).click();
    await expect(item(page, 2)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '品目 1 を削除' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('prints a 御見積書 with rate-wise tax, registration number and the PDF name', async ({
    page,
  }, testInfo) => {
    await stubPrint(page);
    await page.goto('/quote-generator');
    await waitForApp(page);
    await fillQuote(page);
    await page.getByRole('textbox', { name: '登録番号（インボイス）' }).fill('T123');
    await expect(page.getByText('登録番号は「T」と13桁の数字で入力してください')).toBeVisible();
    await expect(
      page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }),
    ).toBeDisabled();
    await page
      .getByRole('textbox', { name: '登録番号（インボイス）' })
      .fill('ｔ７１２３-４５６７-８９０１２');

    await page.getByLabel('品目ごとに税率を設定する').check();
    await page.getByRole('button', { name: '品目を追加' }).click();
    await item(page, 2).getByLabel('品目名').fill('お弁当');
    await item(page, 2).getByLabel('数量').fill('12');
    await item(page, 2).getByLabel('単価（円）').fill('1,080');
    await item(page, 2).getByLabel('税率').selectOption('8');
    // 10%: 2,010 → 201; 8%: 12,960 → 1,036.8 → 1,036; total 14,970 + 1,237 = 16,207
    const totals = page.getByRole('region', { name: '合計' });
    await expect(totals).toContainText('￥1,036');
    await expect(totals).toContainText('￥16,207');

    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    const dialog = page.getByRole('dialog', { name: '印刷プレビュー' });
    await expect(dialog).toBeVisible();
    // Opening the print view took the number.
    const quoteNumber = await page.getByLabel('見積番号').inputValue();
    expect(quoteNumber).toMatch(/^Q\d{8}-\d{3}$/);
    const sheet = dialog.getByRole('region', { name: 'A4・縦の印刷イメージ' });
    await expect(sheet.getByRole('heading', { name: '御見積書' })).toBeVisible();
    await expect(sheet).toContainText('株式会社サンプル商事 御中');
    await expect(sheet).toContainText('下記の通りお見積り申し上げます。');
    await expect(sheet).toContainText(`見積番号${quoteNumber}`);
    await expect(sheet).toContainText('有効期限');
    await expect(sheet).toContainText('登録番号: T7123456789012');
    await expect(sheet).toContainText('御見積金額￥16,207（税込）');
    await expect(sheet.getByRole('row', { name: /お弁当/ })).toContainText('￥12,960');
    await expect(sheet.getByRole('row', { name: /^8%対象/ })).toContainText('￥12,960￥1,036');
    await expect(sheet.getByRole('row', { name: /^10%対象/ })).toContainText('￥2,010￥201');
    await expect(sheet).toContainText('※は軽減税率（8%）対象品目です。');
    await expect(sheet).toContainText('納期: ご発注後2週間');
    await expect(dialog).toContainText(
      `保存時のファイル名: 見積書_${quoteNumber}_株式会社サンプル商事.pdf`,
    );
    await expectNoSeriousA11yViolations(page, 'quote print preview');

    const pageTitle = await page.title();
    await dialog.getByRole('button', { name: '印刷 / PDFで保存' }).click();
    expect(await printTitles(page)).toEqual([`見積書_${quoteNumber}_株式会社サンプル商事`]);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page).toHaveTitle(pageTitle);

    // On paper only the document shows, on the chosen paper size (read from Chromium's PDF).
    expect(await printedPageSizesMm(page)).toEqual([[210, 297]]); // one A4 page
    await dialog.getByRole('radio', { name: '横' }).check();
    await dialog.getByLabel('用紙サイズ').selectOption('B5');
    const b5Pages = await printedPageSizesMm(page);
    expect(b5Pages.length).toBeGreaterThan(0);
    for (const size of b5Pages) expect(size).toEqual([257, 182]);
    await dialog.getByLabel('用紙サイズ').selectOption('postcard');
    await dialog.getByRole('radio', { name: '縦' }).check();
    expect((await printedPageSizesMm(page))[0]).toEqual([100, 148]);
    await dialog.getByLabel('用紙サイズ').selectOption('A4');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: '見積書作成' })).toBeHidden();
    await expect(dialog).toBeHidden();
    const printed = page.getByTestId('print-output');
    await expect(printed.getByRole('heading', { name: '御見積書' })).toBeVisible();
    await expect(printed).toContainText('￥16,207');
    await page.screenshot({ path: testInfo.outputPath('quote-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('keeps the draft across a reload and starts a new quote on request', async ({ page }) => {
    await page.goto('/quote-generator');
    await fillQuote(page);
    // Neither opening nor reloading the page takes a number.
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('宛先（お客様名）')).toHaveValue('株式会社サンプル商事');
    await expect(item(page, 1).getByLabel('単価（円）')).toHaveValue('1,005');
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('issued-document-numbers'))).toBeNull();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '新しい見積書を作成' }).click();
    await expect(page.getByLabel('宛先（お客様名）')).toHaveValue('');
    await expect(item(page, 1).getByLabel('単価（円）')).toHaveValue('0');
  });

  test('works in English: labels and the printed QUOTATION', async ({ page }) => {
    await useLanguage(page, 'en');
    await stubPrint(page);
    await page.goto('/quote-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Generator' })).toBeVisible();
    await page.getByLabel('Client', { exact: true }).fill('Sample Co., Ltd.');
    const first = page.getByRole('group', { name: 'Item 1' });
    await first.getByLabel('Item name').fill('Consulting');
    await first.getByLabel('Unit price (yen)').fill('10,009');
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('￥11,009');
    await page.getByRole('button', { name: 'Print preview (print or save as PDF)' }).click();
    const sheet = page.getByRole('dialog').getByRole('region', { name: /A4 Portrait/ });
    await expect(sheet.getByRole('heading', { name: 'QUOTATION' })).toBeVisible();
    await expect(sheet).toContainText('To: Sample Co., Ltd.');
    await expect(sheet).toContainText('Total amount￥11,009(tax included)');
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    expect((await printTitles(page))[0]).toMatch(/^見積書_Q\d{8}-\d{3}_Sample_Co\.,_Ltd\.$/);
  });

  for (const [count, pages] of [
    [15, 1],
    [16, 2],
  ] as const) {
    test(`prints ${count} items on ${pages} A4 page(s), the header on each, totals once`, async ({
      page,
    }) => {
      await page.goto('/quote-generator');
      await page.evaluate(
        (draft) => localStorage.setItem('quote-generator-draft', draft),
        draftWithItems(count),
      );
      await page.reload();
      await expect(page.getByRole('group', { name: `品目 ${count}` })).toBeVisible();
      await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await printedPageSizesMm(page)).toEqual(Array(pages).fill([210, 297]));
      await page.emulateMedia({ media: 'print' });
      const printed = page.getByTestId('print-output');
      await expect(printed.getByRole('heading', { name: '御見積書' })).toHaveCount(pages);
      await expect(printed.getByRole('row', { name: /^合計金額/ })).toHaveCount(1);
      await expect(printed.getByRole('cell', { name: `品目${count}`, exact: true })).toHaveCount(1);
    });
  }

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/quote-generator');
    await fillQuote(page);
    await page.getByLabel('品目ごとに税率を設定する').check();
    await item(page, 1).getByLabel('数量').fill('x');
    await expect(item(page, 1).getByText('数量は数字で入力してください。')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'quote generator');
    await item(page, 1).getByLabel('数量').fill('3');
    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'quote print preview');
  });
});
