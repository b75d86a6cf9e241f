import { expect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn, uniqueEmail } from './helpers/auth';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { useTheme } from './helpers/site';

test('an owner shares a to-do list that a visitor can read but not change', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  await expect(page.getByText('ゲストとしてご利用中です')).toHaveCount(0);

  const add = page.getByRole('button', { name: '追加' });
  await expect(add).toBeDisabled();
  await page.getByLabel('タスク名').fill('見積書を送付する');
  await page.getByLabel('詳細（任意）').fill('株式会社サンプル様へ');
  await add.click();
  await expect(page.getByText('見積書を送付する')).toBeVisible();
  await page.getByLabel('タスク名').fill('議事録をまとめる');
  await add.click();
  await page.getByLabel('タスク名').fill('請求書を発行する');
  await add.click();
  const items = page.getByRole('listitem');
  await expect(items.first()).toContainText('請求書を発行する');

  await page.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' }).check();
  await expect(page.getByTestId('todo-progress')).toHaveText('1 / 3 件完了');

  await page.getByRole('button', { name: '「議事録をまとめる」を編集' }).click();
  await page.getByLabel('タスク名').last().fill('議事録を共有する');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('議事録を共有する')).toBeVisible();

  await page.getByRole('button', { name: '「請求書を発行する」を削除' }).click();
  await expect(page.getByText('請求書を発行する')).toHaveCount(0);
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(page.getByText('請求書を発行する')).toBeVisible();

  await page.reload();
  await expect(page.getByText('議事録を共有する')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' }),
  ).toBeChecked();

  await page.getByRole('button', { name: '共有リンクを作成' }).click();
  const link = await page.getByLabel('共有リンク').inputValue();
  expect(link).toMatch(/\/todo-share\/[A-Za-z0-9_-]{40,}$/);

  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: '共有されたToDoリスト' }),
  ).toBeVisible();
  await expect(visitorPage.getByTestId('shared-progress')).toHaveText('1 / 3 件完了');
  await expect(visitorPage.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await expect(visitorPage.getByText('議事録を共有する')).toBeVisible();
  await expect(visitorPage.getByRole('checkbox')).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: /削除|編集/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitorPage, 'shared to-do view');

  await visitorPage.goto(link.replace(/[^/]+$/, 'not-a-real-share-id'));
  await expect(visitorPage.getByText('共有されたToDoリストが見つかりません。')).toBeVisible();
  await visitor.close();
});

test('a guest adds a to-do, sees the warning, and keeps it after creating an account', async ({
  page,
}) => {
  await page.goto('/todo-share');
  await expect(page.getByText('ゲストとしてご利用中です')).toBeVisible();
  await page.getByLabel('タスク名').fill('ゲストのタスク');
  await page.getByRole('button', { name: '追加' }).click();
  await expect(page.getByText('ゲストのタスク')).toBeVisible();
  await expect(page.getByText('ゲスト利用中')).toBeVisible();

  await page.getByRole('button', { name: 'ログイン・新規登録' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      'ゲストとして保存したToDoと日程調整は、そのまま新しいアカウントに引き継がれます。',
    ),
  ).toBeVisible();
  await dialog.getByLabel('ユーザー名（氏名）').fill('元ゲスト');
  await dialog.getByLabel('メールアドレス').fill(uniqueEmail('guest'));
  await dialog.getByLabel('パスワード').fill('guest-pass-99');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('ゲストとしてご利用中です')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /アカウントメニュー/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText('ゲストのタスク')).toBeVisible();
});

test('a guest who logs in to an existing account is told first what happens to guest data', async ({
  page,
  request,
}) => {
  const existing = await signUpViaApi(request);
  await page.goto('/todo-share');
  await page.getByLabel('タスク名').fill('一時的なタスク');
  await page.getByRole('button', { name: '追加' }).click();
  await expect(page.getByText('一時的なタスク')).toBeVisible();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(/ログインするアカウントには引き継がれず、30日後に自動で削除されます/),
  ).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(existing.email);
  await dialog.getByLabel('パスワード').fill(existing.password);
  await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('button', { name: /アカウントメニュー/ })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: to-do screen (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/todo-share');
    await page.getByLabel('タスク名').fill('アクセシビリティ確認');
    await page.getByRole('button', { name: '追加' }).click();
    await page.getByRole('button', { name: '共有リンクを作成' }).click();
    await expect(page.getByLabel('共有リンク')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `todo-share (${theme})`);
  });
}
