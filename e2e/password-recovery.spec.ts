import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpViaApi } from './helpers/auth';
import { codeIn, mailTo, verifyLinkIn } from './helpers/mail';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { useLanguage, useTheme } from './helpers/site';

/** The reset mail to `address`, read from the catcher: in Japanese, from the site's name. */
async function resetMailFor(request: APIRequestContext, address: string) {
  const mail = await mailTo(request, address, '【オフィスツールボックス】パスワード再設定のご案内');
  expect(mail.From.Name).toBe('オフィスツールボックス / Office Toolbox');
  expect(mail.Text).toContain('パスワード再設定のお申し込みを承りました。');
  expect(mail.Text).not.toMatch(/Reset Your Password|Follow this link|Alternatively/);
  return mail;
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
  await page.goto(verifyLinkIn(await resetMailFor(request, account.email)));
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
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await dialog.getByLabel('Email').fill('nobody-here@example.com');
  await dialog.getByLabel('Email').press('Enter');
  // The same answer whether or not the address has an account.
  await expect(dialog.getByRole('status')).toContainText('If this email address is registered');
  await expectNoSeriousA11yViolations(page, 'forgotten-password dialog, en dark');
  await dialog.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a forgotten password is reset with the mailed code when the link would open elsewhere', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request, '中村 美咲');
  await page.goto('/');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'パスワードをお忘れの方' }).click();
  await dialog.getByLabel('メールアドレス').fill(account.email);
  await dialog.getByRole('button', { name: '再設定メールを送信' }).click();
  const code = codeIn(await resetMailFor(request, account.email));
  await expect(dialog.getByLabel('確認コード（6桁）')).toBeFocused();
  await dialog.getByLabel('確認コード（6桁）').fill(code);
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(dialog.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
  await dialog.getByLabel('新しいパスワード').fill('kodo-de-kaeta-8');
  await dialog.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'パスワードを変更しました。新しいパスワードでご利用いただけます。',
  );
  await expectNoSeriousA11yViolations(page, 'code-entry dialog');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await page.getByRole('button', { name: /アカウントメニュー/ }).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await dialog.getByLabel('メールアドレス').fill(account.email);
  await dialog.getByLabel('パスワード').fill('kodo-de-kaeta-8');
  await dialog.getByLabel('パスワード').press('Enter');
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、中村 美咲さん');
});
