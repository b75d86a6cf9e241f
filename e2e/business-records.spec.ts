import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ANON_KEY,
  AUTH_STORAGE_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
  type TestAccount,
} from './helpers/auth';
import { collectPageErrors, tokyoCompactToday, waitForApp } from './helpers/site';

/** A 1 × 1 PNG seal (角印). */
const SEAL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

async function openProfile(page: Page) {
  await page.getByRole('button', { name: '自社情報を入力・編集' }).click();
  return page.getByRole('region', { name: '自社情報' });
}

test.describe('business records', () => {
  test('the profile typed key by key on the quote page reaches the quote whole; outputs stay on', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/quote-generator');
    await waitForApp(page);
    // Opening the page takes no number.
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    const profile = await openProfile(page);
    await profile.getByLabel('会社名').pressSequentially('株式会社オフィスツール');
    await profile.getByLabel('住所').pressSequentially('東京都千代田区千代田1-1');
    await profile
      .getByRole('textbox', { name: '登録番号（インボイス）' })
      .pressSequentially('T7123456789012');
    await expect(page.getByLabel('発行者（自社名）')).toHaveValue('株式会社オフィスツール');
    await expect(page.getByLabel('住所・連絡先・担当者')).toHaveValue('東京都千代田区千代田1-1');
    const documentField = page
      .getByRole('region', { name: '基本情報' })
      .getByRole('textbox', { name: '登録番号（インボイス）' });
    await expect(documentField).toHaveValue('T7123456789012');
    await expect(page.getByRole('button', { name: 'CSVをダウンロード' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'PDFをダウンロード' })).toBeEnabled();

    // A half-typed profile number never reaches the quote, so it blocks nothing there.
    await profile.getByRole('textbox', { name: '登録番号（インボイス）' }).fill('T12');
    await expect(documentField).toHaveValue('T7123456789012');
    await expect(
      page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }),
    ).toBeEnabled();

    // Survives a reload and stays whole.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('発行者（自社名）')).toHaveValue('株式会社オフィスツール');
    expect(errors).toEqual([]);
  });

  test('two tabs issuing at once get different numbers', async ({ context }) => {
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/invoice-number');
      await waitForApp(tab);
    }
    await Promise.all(
      tabs.map((tab) => tab.getByRole('button', { name: '番号を発行する' }).click()),
    );
    const issued = await Promise.all(
      tabs.map(async (tab) => {
        const notice = tab.getByText(/請求書番号「.+」を発行しました。/);
        await expect(notice).toBeVisible();
        return /「(.+)」/.exec((await notice.textContent()) ?? '')?.[1];
      }),
    );
    expect(new Set(issued).size).toBe(2);
    expect([...issued].sort()).toEqual([
      `${tokyoCompactToday()}-001`,
      `${tokyoCompactToday()}-002`,
    ]);
  });

  test('signed in on two browsers, the second number differs from the first', async ({
    browser,
    request,
  }) => {
    const account = await signUpViaApi(request, '佐藤 花子');
    const secondSession = await request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      data: { email: account.email, password: account.password },
    });
    const sessions: TestAccount[] = [
      account,
      { ...account, session: (await secondSession.json()) as Record<string, unknown> },
    ];
    const numbers: string[] = [];
    for (const session of sessions) numbers.push(await issueInNewBrowser(browser, session));
    expect(numbers[0]).toBe(`${tokyoCompactToday()}-001`);
    expect(numbers[1]).toBe(`${tokyoCompactToday()}-002`);
  });

  test('the downloaded PDF is real text: issuer, 登録番号, customer, totals per rate, number', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((seal) => {
      if (localStorage.getItem('sender-profile')) return;
      localStorage.setItem(
        'sender-profile',
        JSON.stringify({
          companyName: '株式会社オフィスツール',
          address: '東京都千代田区千代田1-1',
          registrationNumber: 'T7123456789012',
          bankAccount: 'サンプル銀行 本店 普通 1234567',
          sealImage: seal,
        }),
      );
    }, SEAL_PNG);
    await page.goto('/quote-generator');
    await waitForApp(page);
    await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
    await page.getByLabel('納期').fill('2026年12月10日');
    await page.getByLabel('品目ごとに税率を設定する').check();
    await page.getByRole('group', { name: '品目 1' }).getByLabel('品目名').fill('会場設営');
    await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('100001');
    await page.getByRole('button', { name: '品目を追加' }).click();
    const second = page.getByRole('group', { name: '品目 2' });
    await second.getByLabel('品目名').fill('お弁当');
    await second.getByLabel('数量').fill('12');
    await second.getByLabel('単価（円）').fill('1080');
    await second.getByLabel('税率').selectOption('8');
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 請求書');
    const number = await page.getByLabel('請求書番号').inputValue();
    expect(number).toMatch(new RegExp(`^${tokyoCompactToday()}-\\d{3}$`));
    // 取引年月日 comes from the quote's 納期.
    await expect(page.getByLabel('取引年月日', { exact: true })).toHaveValue('2026-12-10');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDFをダウンロード' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`請求書_${number}_株式会社サンプル商事.pdf`);
    const text = execFileSync('pdftotext', ['-layout', (await download.path()) ?? '', '-'], {
      encoding: 'utf8',
    });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      '請 求 書',
      '株式会社サンプル商事 御中',
      '株式会社オフィスツール',
      '登録番号: T7123456789012',
      number,
      '2026年12月10日',
      // 10%: 100,001 → 10,000; 8%: 12,960 → 1,036; total 112,961 + 11,036 = 123,997.
      '10%対象 ￥100,001 ￥10,000',
      '8%対象※ ￥12,960 ￥1,036',
      '￥123,997',
      'サンプル銀行 本店 普通 1234567',
    ]) {
      expect(flat).toContain(expected);
    }
    // An empty 備考 is not printed.
    expect(flat).not.toContain('備考');
  });
});

test.describe('customers, issued documents and the search', () => {
  test('a customer created from a quote is offered on the invoice; an issued invoice is fixed, corrected with history, found by each criterion', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const account = await signUpViaApi(request, '佐藤 花子');
    await startSignedIn(page, account);
    await page.goto('/quote-generator');
    await waitForApp(page);
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
    await page.getByRole('button', { name: 'この宛先を取引先に登録' }).click();
    await expect(page.getByText('「株式会社サンプル商事」を取引先に登録しました。')).toBeVisible();
    await page.getByLabel('納期').fill('2026年12月10日');
    const item = page.getByRole('group', { name: '品目 1' });
    await item.getByLabel('品目名').fill('Webサイト制作');
    await item.getByLabel('単価（円）').fill('200000');
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 請求書');
    const number = await page.getByLabel('請求書番号').inputValue();

    // The customer is offered on the invoice.
    await page.getByLabel('宛先（お客様名）').fill('');
    await page.getByLabel('取引先から選ぶ').selectOption({ label: '株式会社サンプル商事' });
    await expect(page.getByLabel('宛先（お客様名）')).toHaveValue('株式会社サンプル商事');
    await page.getByRole('button', { name: '書類を保存' }).click();
    await expect(page.getByText(`「${number}」を保存しました。`)).toBeVisible();

    // 「発行」 fixes it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'この書類を発行する' }).click();
    await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');
    await expect(page.getByLabel('宛先（お客様名）')).toBeDisabled();
    await expect(item.getByLabel('単価（円）')).toBeDisabled();
    await expect(page.getByRole('button', { name: `${number}を削除`, exact: true })).toHaveCount(0);

    // A correction is a second version, with its reason; the first stays in the history.
    await page.getByRole('button', { name: '訂正する' }).click();
    await item.getByLabel('単価（円）').fill('180000');
    await page.getByRole('button', { name: '訂正を保存（新しい版）' }).click();
    await expect(page.getByText('理由を入力してください。', { exact: true })).toBeVisible();
    await page.getByLabel('理由', { exact: true }).fill('単価の誤り');
    await page.getByRole('button', { name: '訂正を保存（新しい版）' }).click();
    await expect(page.getByTestId('document-status')).toContainText('発行済み（第2版）');
    const versions = page.getByRole('list', { name: '版の履歴' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions).toContainText('第1版 発行');
    await expect(versions).toContainText('金額 ￥220,000');
    await expect(versions).toContainText('第2版 訂正');
    await expect(versions).toContainText('理由: 単価の誤り');
    await expect(item.getByLabel('単価（円）')).toBeDisabled();

    // The search finds it by each criterion, alone.
    const kept = page.getByRole('list', { name: '保存した書類の一覧' });
    const search = page.getByRole('search', { name: '書類の検索' });
    const shows = async (visible: boolean) =>
      expect(kept.getByText(number, { exact: true })).toHaveCount(visible ? 1 : 0);
    await search.getByLabel('取引年月日（から）').fill('2026-12-10');
    await search.getByLabel('取引年月日（まで）').fill('2026-12-10');
    await shows(true);
    await search.getByLabel('取引年月日（から）').fill('2026-12-11');
    await shows(false);
    await search.getByRole('button', { name: '条件をクリア' }).click();
    await search.getByLabel('金額（円以上）').fill('198000');
    await search.getByLabel('金額（円以下）').fill('198000');
    await shows(true);
    await search.getByLabel('金額（円以下）').fill('197999');
    await shows(false);
    await search.getByRole('button', { name: '条件をクリア' }).click();
    await search.getByLabel('取引先').fill('サンプル商事');
    await shows(true);
    await search.getByLabel('取引先').fill('別の会社');
    await shows(false);
    await search.getByRole('button', { name: '条件をクリア' }).click();

    // The index as CSV.
    const downloading = page.waitForEvent('download');
    await search.getByRole('button', { name: '一覧をCSVで保存（索引簿）' }).click();
    const csv = await downloading;
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile((await csv.path()) ?? '')).toString('utf8');
    expect(text).toContain(`2026-12-10,198000,株式会社サンプル商事 御中,請求書,${number},`);

    // Deleting a customer can be undone for a few seconds.
    await page.getByRole('button', { name: '取引先を管理' }).click();
    const customerList = page.getByRole('list', { name: '取引先の一覧' });
    await customerList.getByRole('button', { name: '株式会社サンプル商事を削除' }).click();
    await expect(page.getByText('「株式会社サンプル商事」を削除しました。')).toBeVisible();
    await expect(page.getByText('取引先はまだありません。', { exact: false })).toBeVisible();
    await page
      .getByRole('region', { name: '取引先', exact: true })
      .getByRole('button', { name: '元に戻す' })
      .click();
    await expect(customerList).toContainText('株式会社サンプル商事');
    expect(errors).toEqual([]);
  });

  test('a receipt from an invoice: its own number, 但し書き, and the revenue stamp on paper', async ({
    page,
  }) => {
    await page.goto('/quote-generator');
    await waitForApp(page);
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    await page.getByLabel('宛先（お客様名）').fill('山田 太郎');
    await page.getByLabel('敬称').selectOption('sama');
    await page.getByLabel('件名', { exact: true }).fill('ロゴデザイン');
    await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('60000');
    await page.getByLabel('源泉徴収税を差し引く').check();
    // 60,000 × 10.21% = 6,126; 66,000 − 6,126 = 59,874.
    const totals = page.getByRole('region', { name: '合計' });
    await expect(totals).toContainText('−￥6,126');
    await expect(totals).toContainText('￥59,874');
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 請求書');
    const invoiceNumber = await page.getByLabel('請求書番号').inputValue();
    await page.getByRole('button', { name: 'この請求書の領収書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 領収書');
    await expect(page.getByLabel('領収書番号')).toHaveValue(
      new RegExp(`^R${tokyoCompactToday()}-\\d{3}$`),
    );
    await expect(page.getByLabel('元の請求書番号')).toHaveValue(invoiceNumber);
    await expect(page.getByLabel('但し書き')).toHaveValue('ロゴデザイン代として');
    await expect(page.getByText('PDFで送る領収書には収入印紙は不要です。')).toBeVisible();
    await page.getByLabel('紙で発行する').check();
    await expect(page.getByText(/￥200の収入印紙が必要です/)).toBeVisible();
    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    const sheet = page
      .getByRole('dialog', { name: '印刷プレビュー' })
      .getByRole('region', { name: 'A4・縦の印刷イメージ' });
    await expect(sheet.getByRole('heading', { name: '領収書' })).toBeVisible();
    // 「上記正に領収いたしました」 follows the amount and the 但し書き it refers to.
    await expect(sheet).toContainText(
      '領収金額￥59,874（税込）但し ロゴデザイン代として上記正に領収いたしました。',
    );
    await expect(sheet).toContainText('収入印紙');
  });

  test('documents kept in the browser are moved to the account at sign-in, never copied', async ({
    page,
    request,
  }) => {
    await page.goto('/quote-generator');
    await waitForApp(page);
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    await page.getByLabel('宛先（お客様名）').fill('株式会社ブラウザ');
    await page.getByRole('button', { name: '書類を保存' }).click();
    await expect(page.getByText(/を保存しました。/)).toBeVisible();
    const account = await signUpViaApi(request);
    await page.evaluate(({ key, session }) => localStorage.setItem(key, session), {
      key: AUTH_STORAGE_KEY,
      session: JSON.stringify(account.session),
    });
    await page.reload();
    await waitForApp(page);
    const offer = page.getByRole('region', { name: 'このブラウザの書類' });
    await expect(offer).toContainText('1件');
    await offer.getByRole('button', { name: 'アカウントに移す' }).click();
    await expect(offer).toHaveCount(0);
    const list = page.getByRole('list', { name: '保存した書類の一覧' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('株式会社ブラウザ 御中');
    expect(await page.evaluate(() => localStorage.getItem('business-documents'))).toBe('[]');
    await page.reload();
    await waitForApp(page);
    await expect(
      page.getByRole('list', { name: '保存した書類の一覧' }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});

async function issueInNewBrowser(browser: Browser, account: TestAccount): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, account);
  await page.goto('/invoice-number');
  await waitForApp(page);
  await page.getByRole('button', { name: '番号を発行する' }).click();
  const notice = page.getByText(/請求書番号「.+」を発行しました。/);
  await expect(notice).toBeVisible();
  const number = /「(.+)」/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  await context.close();
  return number;
}
