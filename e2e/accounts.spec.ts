import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY, signUpViaApi, uniqueEmail } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { mailTo, verifyLinkIn } from './helpers/mail';
import { useLanguage } from './helpers/site';

const PASSWORD = 'tsuyoi-pass-42';

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  return page.getByRole('dialog');
}

/** Signs up in the dialog, then confirms the address by opening the mailed link. */
async function signUpThroughModal(
  page: Page,
  request: APIRequestContext,
  email: string,
  fullName: string,
  whileConfirming?: () => Promise<void>,
) {
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'アカウントをお持ちでない方は新規登録' }).click();
  await dialog.getByLabel('ユーザー名（氏名）').fill(fullName);
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('パスワード').fill(PASSWORD);
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(`${email} に確認メールをお送りしました`);
  // Not signed in before the address is confirmed.
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await whileConfirming?.();
  const mail = await mailTo(request, email, '【オフィスツールボックス】メールアドレスのご確認');
  expect(mail.From.Name).toBe('オフィスツールボックス / Office Toolbox');
  expect(mail.Text).toContain('このたびはオフィスツールボックスにご登録いただき');
  await page.goto(verifyLinkIn(mail));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /アカウントメニュー/ })).toBeVisible();
}

async function logInThroughModal(page: Page, email: string, password: string) {
  const dialog = await openModal(page);
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('パスワード').fill(password);
  await dialog.getByLabel('パスワード').press('Enter');
}

test('an account is created, kept across reloads, logged out, logged in, and deleted', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('account');
  await page.goto('/');
  await signUpThroughModal(page, request, email, '佐藤 花子');
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、佐藤 花子さん');

  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、佐藤 花子さん');

  await page.getByRole('button', { name: /アカウントメニュー/ }).click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('佐藤 花子');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveCount(0);

  await logInThroughModal(page, email, 'wrong-password');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'メールアドレスまたはパスワードが正しくありません。',
  );
  await page.getByRole('dialog').getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、佐藤 花子さん');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page.getByTestId('settings-email')).toHaveText(email);
  await expect(page.getByTestId('settings-username')).toHaveText('佐藤 花子');
  await expect(page.getByTestId('settings-created')).toContainText(
    String(new Date().getFullYear()),
  );

  await page.getByRole('button', { name: 'アカウントを削除（退会）' }).click();
  await page.getByLabel(/確認のため/).fill('退会');
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByRole('alert')).toHaveText('確認用フレーズを正確に入力してください。');
  await page.getByLabel(/確認のため/).fill('退会する');
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: '退会の手続きが完了しました' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();

  await logInThroughModal(page, email, PASSWORD);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'メールアドレスまたはパスワードが正しくありません。',
  );
});

test('validation messages, the provider message and keyboard use of the modal', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openModal(page);
  await expect(dialog.getByLabel('メールアドレス')).toBeFocused();
  await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(dialog.getByText('メールアドレスを入力してください。')).toBeVisible();
  await dialog.getByRole('button', { name: 'Googleでログイン' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'このログイン方法は現在ご利用いただけません',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor without a session never downloads supabase-js; a sign-in in another tab shows here too', async ({
  page,
  context,
  request,
}) => {
  const account = await signUpViaApi(request, '鈴木 一郎');
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  // The client used to start 1.5 s after load: every timer due in the next ten seconds fires
  // now, on the page's own clock, and whatever they fetch is awaited.
  await page.clock.runFor(10_000);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map((url) => request.get(url).then((r) => r.text())));
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('GoTrueClient'))).toHaveLength(0);

  const other = await context.newPage();
  await other.goto('/');
  await logInThroughModal(other, account.email, account.password);
  await expect(other.getByTestId('welcome')).toHaveText('ようこそ、鈴木 一郎さん');
  await expect(page.getByTestId('welcome')).toHaveText('ようこそ、鈴木 一郎さん');
});

test('settings asks a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('この画面を表示するにはログインが必要です。')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a session whose refresh fails is removed and the page shows the signed-out state', async ({
  page,
}) => {
  const expired = {
    access_token: 'expired.token.value',
    refresh_token: 'no-such-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) - 60,
    user: {
      id: '00000000-0000-4000-8000-000000000000',
      email: 'ghost@example.com',
      user_metadata: {},
      aud: 'authenticated',
    },
  };
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [AUTH_STORAGE_KEY, JSON.stringify(expired)],
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY))
    .toBeNull();
});

test('axe: the auth modal and settings (light and dark)', async ({ page, request }) => {
  await page.goto('/');
  await openModal(page);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'auth modal');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'アカウントをお持ちでない方は新規登録' })
    .click();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'sign-up modal');
  await page.keyboard.press('Escape');
  await signUpThroughModal(page, request, uniqueEmail('axe'), 'アクセシビリティ', async () => {
    await expectNoSeriousA11yViolationsInBothThemes(page, 'sign-up confirmation');
  });
  await page.goto('/settings');
  await expect(page.getByTestId('settings-email')).toBeVisible();
  await page.getByRole('button', { name: 'アカウントを削除（退会）' }).click();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'settings');
});

test('in English: the confirmation mail is English and its code, typed in the dialog, signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('english');
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Create one/ }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  const mail = await mailTo(request, email, 'Confirm your email address for Office Toolbox');
  expect(mail.Text).toContain('Thank you for signing up for Office Toolbox.');
  expect(mail.Text).not.toMatch(/[ぁ-んァ-ン]/);
  const code = /^(\d{6})$/m.exec(mail.Text)?.[1] ?? '';
  await dialog.getByLabel('Confirmation code (6 digits)').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('This code is incorrect or has expired');
  await dialog.getByLabel('Confirmation code (6 digits)').fill(code);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
});
