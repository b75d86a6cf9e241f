import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  ANON_KEY,
  AUTH_STORAGE_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
} from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';

/** The code an authenticator app shows for this key (RFC 6238, computed by otpauth). */
const codeFor = (key: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')) }).generate({
    timestamp,
  });

/** The page's own session token, as supabase-js stored it. */
async function pageAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  return String((JSON.parse(stored ?? '{}') as { access_token?: string }).access_token);
}

async function documentNumbers(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get(
    `${BACKEND_URL}/rest/v1/business_documents?select=number`,
    {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { number: string }[]).map((row) => row.number);
}

test('a user turns on 二段階認証, signs in with password and code, and a password-only session reads no documents', async ({
  page,
}) => {
  const account = await signUpViaApi(page.request, '鈴木 一郎');
  const accessToken = String(account.session.access_token);
  const saved = await page.request.post(`${BACKEND_URL}/rest/v1/business_documents`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${accessToken}` },
    data: { kind: 'invoice', number: 'INV-001', data: {} },
  });
  expect(saved.ok()).toBe(true);

  await startSignedIn(page, account);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: '二段階認証' });
  await expect(section.getByTestId('two-factor-status')).toHaveText('二段階認証は無効です。');
  await section.getByRole('button', { name: '二段階認証を設定する' }).click();
  await expect(section.getByRole('img', { name: '二段階認証の設定用QRコード' })).toBeVisible();
  await expect(section.getByLabel('確認コード（6桁）')).toBeFocused();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'settings: two-factor set-up');
  const key = (await section.getByTestId('two-factor-key').textContent()) ?? '';
  await section.getByLabel('確認コード（6桁）').fill(codeFor(key));
  await section.getByRole('button', { name: '設定を完了する' }).click();
  await expect(section.getByRole('status')).toHaveText(
    '二段階認証を有効にしました。次回のログインから確認コードの入力が必要です。',
  );
  await expect(section.getByTestId('two-factor-status')).toHaveText('二段階認証は有効です。');

  await page.getByRole('button', { name: /アカウントメニュー/ }).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  const login = page.getByRole('dialog');
  await login.getByLabel('メールアドレス').fill(account.email);
  await login.getByLabel('パスワード').fill(account.password);
  await login.getByLabel('パスワード').press('Enter');

  const prompt = page.getByRole('dialog', { name: '二段階認証' });
  await expect(prompt.getByLabel('確認コード（6桁）')).toBeFocused();
  // The password alone opens a session, but the documents stay closed to it.
  expect(await documentNumbers(page, await pageAccessToken(page))).toEqual([]);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'sign-in: second step');

  await prompt
    .getByLabel('確認コード（6桁）')
    .fill('000000' === codeFor(key) ? '111111' : '000000');
  await prompt.getByRole('button', { name: '確認する' }).click();
  await expect(prompt.getByRole('alert')).toHaveText(
    '確認コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。',
  );
  // The code of the next step: the one used at set-up is not accepted twice (RFC 6238 5.2).
  await prompt.getByLabel('確認コード（6桁）').fill(codeFor(key, Date.now() + 30_000));
  await prompt.getByRole('button', { name: '確認する' }).click();
  await expect(prompt).toHaveCount(0);
  expect(await documentNumbers(page, await pageAccessToken(page))).toEqual(['INV-001']);
});
