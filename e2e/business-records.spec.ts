import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ANON_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
  type TestAccount,
} from './helpers/auth';
import { collectPageErrors, waitForApp } from './helpers/site';

/** A 1 × 1 PNG seal (角印). */
const SEAL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

function tokyoCompactToday(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

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
    await expect(page.getByLabel('見積番号')).toHaveValue(
      new RegExp(`^Q${tokyoCompactToday()}-\\d{3}$`),
    );
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
    await expect(page.getByRole('button', { name: 'PDF出力（印刷プレビュー）' })).toBeEnabled();

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
    await expect(page.getByLabel('取引年月日')).toHaveValue('2026-12-10');

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
