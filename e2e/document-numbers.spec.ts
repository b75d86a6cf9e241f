import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ANON_KEY,
  AUTH_STORAGE_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
  type TestAccount,
} from './helpers/auth';
import { tokyoCompactToday, waitForApp } from './helpers/site';

/** The numbering as a user meets it: what takes a number, what is refused, what a move does. */

function authHeaders(account: TestAccount) {
  return {
    apikey: ANON_KEY,
    Authorization: `Bearer ${String(account.session.access_token)}`,
    'Content-Type': 'application/json',
  };
}

/** The numbers the account holds (its numbering table). */
async function accountNumbers(request: APIRequestContext, account: TestAccount) {
  const response = await request.get(
    `${BACKEND_URL}/rest/v1/document_numbers?select=number&order=number`,
    { headers: authHeaders(account) },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { number: string }[]).map((row) => row.number);
}

test.describe('document numbers', () => {
  test('opening or reloading the quote page takes no number; an output takes one', async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request);
    await startSignedIn(page, account);
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto('/quote-generator');
      await waitForApp(page);
      await expect(page.getByLabel('見積番号')).toHaveValue('');
      await page.reload();
      await waitForApp(page);
    }
    await expect(page.getByLabel('見積番号')).toHaveValue('');
    expect(await accountNumbers(request, account)).toEqual([]);

    await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
    await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('1000');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVをダウンロード' }).click();
    await downloading;
    const number = `Q${tokyoCompactToday()}-001`;
    await expect(page.getByLabel('見積番号')).toHaveValue(number);
    expect(await accountNumbers(request, account)).toEqual([number]);
    // A second output keeps the number.
    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    await page.getByRole('button', { name: '印刷プレビューを閉じる' }).click();
    expect(await accountNumbers(request, account)).toEqual([number]);
  });

  test('a number this browser cannot record is not handed out: a clear error instead', async ({
    page,
  }) => {
    // Storage full for the numbering's registry: every write of it is refused.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'issued-document-numbers')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await page.goto('/quote-generator');
    await waitForApp(page);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByRole('button', { name: 'CSVをダウンロード' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '番号を記録できない' })).toHaveText(
        /このブラウザに番号を記録できないため、番号を発行していません/,
      );
      await expect(page.getByLabel('見積番号')).toHaveValue('');
    }

    await page.goto('/invoice-number');
    await waitForApp(page);
    await page.getByRole('button', { name: '番号を発行する' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'このブラウザに番号を記録できないため、番号を発行していません',
    );
    await expect(page.getByText(/請求書番号「.+」を発行しました。/)).toHaveCount(0);
  });

  test('a guest’s number the account already holds is renumbered on the move, old → new, never kept twice', async ({
    page,
    request,
  }) => {
    const today = tokyoCompactToday();
    // The guest keeps an issued invoice numbered {today}-001 in this browser.
    await page.goto('/quote-generator');
    await waitForApp(page);
    await page.getByLabel('宛先（お客様名）').fill('株式会社ブラウザ');
    await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('50000');
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    await expect(page.getByLabel('請求書番号')).toHaveValue(`${today}-001`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'この書類を発行する' }).click();
    await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');

    // The account issued {today}-001 too, on another device.
    const account = await signUpViaApi(request);
    const claimed = await request.post(`${BACKEND_URL}/rest/v1/document_numbers`, {
      headers: authHeaders(account),
      data: {
        kind: 'invoice',
        number: `${today}-001`,
        counter_key: `|YYYYMMDD-NNN|${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6)}`,
        sequence: 1,
        issued_on: `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6)}`,
      },
    });
    expect(claimed.status()).toBe(201);

    await page.evaluate(({ key, session }) => localStorage.setItem(key, session), {
      key: AUTH_STORAGE_KEY,
      session: JSON.stringify(account.session),
    });
    await page.reload();
    await waitForApp(page);
    const offer = page.getByRole('region', { name: 'このブラウザの書類' });
    await expect(offer).toContainText('2件');
    await offer.getByRole('button', { name: 'アカウントに移す' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '番号「' })).toContainText(
      `番号「${today}-001」はアカウントで既に使われていたため、「${today}-002」に変更して移しました`,
    );
    const list = page.getByRole('list', { name: '保存した書類の一覧' });
    await expect(list.getByText(`${today}-002`, { exact: true })).toHaveCount(1);
    await expect(list.getByText(`${today}-001`, { exact: true })).toHaveCount(0);

    // The history says so, under the document.
    await list.getByRole('button', { name: `${today}-002を開く` }).click();
    const versions = page.getByRole('list', { name: '版の履歴' });
    await expect(versions).toContainText('第1版 発行');
    await expect(versions).toContainText('第2版 番号変更');
    await expect(versions).toContainText(`番号 ${today}-001 はアカウントで使用済みのため`);
  });

  test('a guest invoice corrected from ¥55,000 to ¥49,500 arrives with both versions, its reason and issue time', async ({
    page,
    request,
  }) => {
    await page.goto('/quote-generator');
    await waitForApp(page);
    await page.getByLabel('宛先（お客様名）').fill('株式会社ブラウザ');
    const item = page.getByRole('group', { name: '品目 1' });
    await item.getByLabel('単価（円）').fill('50000');
    await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toHaveText('作成中の書類: 請求書');
    const number = await page.getByLabel('請求書番号').inputValue();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'この書類を発行する' }).click();
    await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');
    await page.getByRole('button', { name: '訂正する' }).click();
    await item.getByLabel('単価（円）').fill('45000');
    await page.getByLabel('理由', { exact: true }).fill('値引きの反映');
    await page.getByRole('button', { name: '訂正を保存（新しい版）' }).click();
    await expect(page.getByTestId('document-status')).toContainText('発行済み（第2版）');
    // When this browser issued it: the first version's time.
    const issuedAt = await page.evaluate(() => {
      const versions = JSON.parse(
        localStorage.getItem('business-document-versions') ?? '{}',
      ) as Record<string, { action: string; created_at: string }[]>;
      return Object.values(versions)
        .flat()
        .find((version) => version.action === 'issued')?.created_at;
    });
    expect(issuedAt).toBeTruthy();

    const account = await signUpViaApi(request);
    await page.evaluate(({ key, session }) => localStorage.setItem(key, session), {
      key: AUTH_STORAGE_KEY,
      session: JSON.stringify(account.session),
    });
    await page.reload();
    await waitForApp(page);
    await page
      .getByRole('region', { name: 'このブラウザの書類' })
      .getByRole('button', { name: 'アカウントに移す' })
      .click();
    const list = page.getByRole('list', { name: '保存した書類の一覧' });
    await list.getByRole('button', { name: `${number}を開く`, exact: true }).click();
    const versions = page.getByRole('list', { name: '版の履歴' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').nth(0)).toContainText('第1版 発行');
    await expect(versions.getByRole('listitem').nth(0)).toContainText('金額 ￥55,000');
    await expect(versions.getByRole('listitem').nth(1)).toContainText('第2版 訂正');
    await expect(versions.getByRole('listitem').nth(1)).toContainText('金額 ￥49,500');
    await expect(versions.getByRole('listitem').nth(1)).toContainText('理由: 値引きの反映');
    const stored = await request.get(
      `${BACKEND_URL}/rest/v1/business_documents?select=issued_at,amount,version&number=eq.${number}`,
      { headers: authHeaders(account) },
    );
    const [row] = (await stored.json()) as { issued_at: string; amount: number; version: number }[];
    expect(row).toMatchObject({ amount: 49500, version: 2 });
    expect(new Date(row?.issued_at ?? '').toISOString()).toBe(
      new Date(issuedAt ?? '').toISOString(),
    );
  });
});
