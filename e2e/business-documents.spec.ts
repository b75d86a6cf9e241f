import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, presetStorage } from './helpers/site';

/** A 1 × 1 PNG: enough for the seal (角印) to be drawn on the printed page. */
const SEAL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const PROFILE = {
  companyName: '株式会社オフィスツール',
  department: '営業部',
  personName: '佐藤 花子',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1',
  tel: '03-1234-5678',
  email: 'sales@example.com',
  registrationNumber: 'T7123456789012',
  bankAccount: 'サンプル銀行 本店 普通 1234567 カ）オフィスツール',
  sealImage: SEAL_PNG,
};

/** Today in Japan, as the page computes it. */
function tokyoCompactToday(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

function item(page: Page, number: number) {
  return page.getByRole('group', { name: `品目 ${number}` });
}

async function fillThreeItems(page: Page) {
  await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await page.getByLabel('件名', { exact: true }).fill('展示会ケータリング');
  await page.getByLabel('納期').fill('ご発注から2週間');
  await page.getByLabel('支払条件').fill('月末締め翌月末払い');
  await page.getByLabel('品目ごとに税率を設定する').check();
  const rows: [string, string, string, '8' | '10'][] = [
    ['会場設営', '1', '100,001', '10'],
    ['お弁当', '12', '1,080', '8'],
    ['運営スタッフ', '3', '25,000', '10'],
  ];
  for (const [index, [name, quantity, price, rate]] of rows.entries()) {
    if (index > 0) await page.getByRole('button', { name: '品目を追加' }).click();
    const row = item(page, index + 1);
    await row.getByLabel('品目名').fill(name);
    await row.getByLabel('数量').fill(quantity);
    await row.getByLabel('単価（円）').fill(price);
    await row.getByLabel('税率').selectOption(rate);
  }
}

async function openPreview(page: Page) {
  await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
  const dialog = page.getByRole('dialog', { name: '印刷プレビュー' });
  await expect(dialog).toBeVisible();
  return { dialog, sheet: dialog.getByRole('region', { name: 'A4・縦の印刷イメージ' }) };
}

// 10%: 100,001 + 75,000 = 175,001 → tax 17,500 (17,500.1 rounded down once);
// 8%: 12,960 → 1,036 (1,036.8 rounded down once); total 187,961 + 18,536 = 206,497.
async function expectPerRateTotals(sheet: ReturnType<Page['getByRole']>) {
  await expect(sheet.getByRole('row', { name: /^10%対象/ })).toContainText('￥175,001￥17,500');
  await expect(sheet.getByRole('row', { name: /^8%対象※/ })).toContainText('￥12,960￥1,036');
  await expect(sheet.getByRole('row', { name: /お弁当/ })).toContainText('※');
  await expect(sheet).toContainText('￥206,497（税込）');
}

test.describe('business documents: quote to invoice and delivery note', () => {
  test('makes an invoice and a delivery note from a quote, prints them and keeps all three', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const account = await signUpViaApi(request, '佐藤 花子');
    await startSignedIn(page, account);
    await presetStorage(page, { 'sender-profile': JSON.stringify(PROFILE) });
    await page.goto('/quote-generator');
    await expect(page.getByLabel('発行者（自社名）')).toHaveValue('株式会社オフィスツール');
    await expect(page.getByRole('textbox', { name: '登録番号（インボイス）' })).toHaveValue(
      'T7123456789012',
    );
    await expect(
      page.getByText('アカウントに保存されます。ほかの端末からもご覧いただけます。'),
    ).toBeVisible();
    // Opening the page takes no number; the print view does.
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    await fillThreeItems(page);

    // The quote prints its 納期, 支払条件 and the seal.
    let { dialog, sheet } = await openPreview(page);
    const quoteNumber = await page.getByLabel('見積番号').inputValue();
    expect(quoteNumber).toMatch(/^Q\d{8}-\d{3}$/);
    await expect(sheet.getByRole('heading', { name: '御見積書' })).toBeVisible();
    await expect(sheet).toContainText('納期ご発注から2週間');
    await expect(sheet).toContainText('支払条件月末締め翌月末払い');
    await expect(sheet.getByRole('img', { name: '角印' })).toBeVisible();
    await dialog.getByRole('button', { name: '印刷プレビューを閉じる' }).click();

    // One action: the quote is kept and the invoice made, numbered from the shared history.
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    const invoiceNumber = `${tokyoCompactToday()}-001`;
    // Keeping both documents in the account takes two round trips.
    await expect(page.getByText('保存できませんでした。')).toHaveCount(0);
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 請求書', {
      timeout: 30_000,
    });
    await expect(page.getByLabel('請求書番号')).toHaveValue(invoiceNumber);
    await expect(page.getByRole('textbox', { name: '振込先', exact: true })).toHaveValue(
      PROFILE.bankAccount,
    );
    const history = await page.evaluate(() => localStorage.getItem('invoice-history'));
    expect(JSON.parse(history ?? '[]')).toEqual([
      expect.objectContaining({ number: invoiceNumber, amount: 206497 }),
    ]);

    ({ dialog, sheet } = await openPreview(page));
    await expect(sheet.getByRole('heading', { name: '請求書' })).toBeVisible();
    await expect(sheet).toContainText('株式会社サンプル商事 御中');
    await expect(sheet).toContainText(`請求書番号${invoiceNumber}`);
    await expect(sheet).toContainText('取引年月日');
    await expect(sheet).toContainText('お支払期限');
    await expect(sheet).toContainText('登録番号: T7123456789012');
    await expect(sheet).toContainText('ご請求金額');
    await expectPerRateTotals(sheet);
    await expect(sheet).toContainText(`お振込先${PROFILE.bankAccount}`);
    await expect(sheet.getByRole('img', { name: '角印' })).toBeVisible();
    await expect(dialog).toContainText(
      `保存時のファイル名: 請求書_${invoiceNumber}_株式会社サンプル商事.pdf`,
    );
    await dialog.getByRole('button', { name: '印刷プレビューを閉じる' }).click();

    // Back to the quote, then a delivery note from it.
    const kept = page.getByRole('region', { name: '保存した書類' });
    await kept.getByRole('button', { name: `${quoteNumber}を開く` }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 見積書');
    await page.getByRole('button', { name: 'この内容で納品書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 納品書', {
      timeout: 30_000,
    });
    const deliveryNumber = await page.getByLabel('納品書番号').inputValue();
    expect(deliveryNumber).toMatch(/^D\d{8}-\d{3}$/);
    ({ dialog, sheet } = await openPreview(page));
    await expect(sheet.getByRole('heading', { name: '納品書' })).toBeVisible();
    await expect(sheet).toContainText('下記の通り納品いたしました。');
    await expect(sheet).toContainText('登録番号: T7123456789012');
    await expectPerRateTotals(sheet);
    await expect(sheet.getByRole('img', { name: '角印' })).toBeVisible();
    await expect(dialog).toContainText(
      `保存時のファイル名: 納品書_${deliveryNumber}_株式会社サンプル商事.pdf`,
    );
    await dialog.getByRole('button', { name: '印刷プレビューを閉じる' }).click();

    // Kept in the account: after a reload all three are listed.
    await page.reload();
    const list = page.getByRole('list', { name: '保存した書類の一覧' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const number of [quoteNumber, invoiceNumber, deliveryNumber]) {
      await expect(list).toContainText(number);
    }

    // Delete with undo.
    await list.getByRole('button', { name: `${deliveryNumber}を削除` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: '元に戻す' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test('keeps documents in the browser for a visitor who is not signed in', async ({ page }) => {
    await presetStorage(page, { 'sender-profile': JSON.stringify(PROFILE) });
    await page.goto('/quote-generator');
    await expect(
      page.getByText('ログインしていないため、このブラウザに保存されます'),
    ).toBeVisible();
    await page.getByLabel('宛先（お客様名）').fill('株式会社ゲスト');
    await page.getByRole('button', { name: '書類を保存' }).click();
    await expect(page.getByText(/を保存しました。/)).toBeVisible();
    await page.reload();
    const list = page.getByRole('list', { name: '保存した書類の一覧' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('株式会社ゲスト 御中');
    const stored = await page.evaluate(() => localStorage.getItem('business-documents'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
  });

  test('has no serious accessibility violations at 390 px (light and dark)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await presetStorage(page, { 'sender-profile': JSON.stringify(PROFILE) });
    await page.goto('/quote-generator');
    await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
    await page.getByRole('button', { name: 'この宛先を取引先に登録' }).click();
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 請求書');
    // One sweep over every part of the page: customers, an issued document's record and the
    // search over the kept documents.
    await page.getByRole('button', { name: '取引先を管理' }).click();
    await expect(page.getByRole('list', { name: '取引先の一覧' })).toContainText(
      '株式会社サンプル商事',
    );
    await page.getByRole('button', { name: '書類を保存' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'この書類を発行する' }).click();
    await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');
    await expect(page.getByRole('search', { name: '書類の検索' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'business documents');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
