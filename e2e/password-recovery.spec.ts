import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpViaApi } from './helpers/auth';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { useLanguage, useTheme } from './helpers/site';

/** The e2e backend's mail catcher (its port is chosen by playwright.config.ts). */
const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** The reset link of the newest mail to `address`, read from the catcher's JSON API. */
async function resetLinkFor(request: APIRequestContext, address: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const list = await request.get(`${MAIL_URL}/api/v1/messages?to=${encodeURIComponent(address)}`);
    const { messages } = (await list.json()) as { messages: { ID: string; Subject: string }[] };
    expect(messages[0]?.Subject).toBe('Reset Your Password');
    const message = await request.get(`${MAIL_URL}/api/v1/message/${messages[0]?.ID}`);
    const { Text } = (await message.json()) as { Text: string };
    link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(Text)?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}

test('a forgotten password is reset through the mailed link, then used to log in', async ({
  page,
  request,
}) => {
  // Two dialogs checked with axe, a mail round trip and two log-ins: a long journey.
  test.setTimeout(120_000);
  const account = await signUpViaApi(request, '高橋 一郎');
  await page.goto('/');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'パスワードをお忘れの方' }).click();
  await expect(dialog.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
  await expect(dialog.getByLabel('メールアドレス')).toBeFocused();

  await dialog.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(
    dialog.getByText('メールアドレスを入力してください。', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(account.email);
  await dialog.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'パスワード再設定用のメールをお送りしました',
  );
  await expectNoSeriousA11yViolations(page, 'forgotten-password dialog');

  // Opening the mailed link signs in and comes back with type=recovery: PASSWORD_RECOVERY.
  await page.goto(await resetLinkFor(request, account.email));
  const resetDialog = page.getByRole('dialog');
  await expect(resetDialog.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
  await resetDialog.getByLabel('新しいパスワード').fill('123');
  await resetDialog.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(
    resetDialog.getByText('パスワードは6文字以上で入力してください。', { exact: true }),
  ).toBeVisible();
  await resetDialog.getByLabel('新しいパスワード').fill('atarashii-pass-7');
  await resetDialog.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(resetDialog.getByRole('status')).toHaveText(
    'パスワードを変更しました。新しいパスワードでご利用いただけます。',
  );
  await expectNoSeriousA11yViolations(page, 'new-password dialog');
  await resetDialog.getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、高橋 一郎さん');

  // The new password works; the old one no longer does.
  await page.getByRole('button', { name: /アカウントメニュー/ }).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await dialog.getByLabel('メールアドレス').fill(account.email);
  await dialog.getByLabel('パスワード').fill(account.password);
  await dialog.getByLabel('パスワード').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'メールアドレスまたはパスワードが正しくありません。',
  );
  await dialog.getByLabel('パスワード').fill('atarashii-pass-7');
  await dialog.getByLabel('パスワード').press('Enter');
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、高橋 一郎さん');
});

test('the forgotten-password form in English, dark theme, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await dialog.getByLabel('Email').fill('nobody-here@example.com');
  await dialog.getByLabel('Email').press('Enter');
  // The same answer whether or not the address has an account.
  await expect(dialog.getByRole('status')).toContainText('If this email address is registered');
  await expectNoSeriousA11yViolations(page, 'forgotten-password dialog, en dark');
  await dialog.getByRole('button', { name: 'Back to log in' }).click();
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
