import { expect as baseExpect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { addTask, item, openEdit, sharedList } from './helpers/collaboration';
import { stillOffline, untilServiceWorkerControls } from './helpers/offline';

/**
 * Offline first: changes made without a connection are shown at once, listed as waiting
 * (「未送信の変更 n件」), kept across a reload (IndexedDB), and sent in order when the connection
 * returns, through the same revision check as any write.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The service worker serves the page when it is reloaded offline.
test.use({ serviceWorkers: 'allow' });

test('offline: add and edit, reload, reconnect after B changed the same field meanwhile', async ({
  page,
  context,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request, '鈴木 一郎'));
  const { b } = await sharedList(page, browser, '見積書を送付する');
  await untilServiceWorkerControls(page);
  await expect(item(page, '見積書を送付する')).toBeVisible();

  // A loses the connection, adds a task, then changes the other's 期限 and, in a second save,
  // its 詳細: all show at once. (Two writes to one row: the first will merge B's change of
  // 詳細 on reconnect, and the second must not then be sent on top of it as if A had seen it.)
  await context.setOffline(true);
  await addTask(page, '会場を予約する');
  const dueForm = await openEdit(page, '見積書を送付する');
  await dueForm.getByLabel('期限（任意）').fill('2030-12-10');
  await dueForm.getByRole('button', { name: '保存', exact: true }).click();
  const form = await openEdit(page, '見積書を送付する');
  await form.getByLabel('詳細（任意）').fill('鈴木が郵送する');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(item(page, '見積書を送付する')).toContainText('鈴木が郵送する');
  await expect(page.getByTestId('todo-pending-count')).toHaveText('未送信の変更 3件');
  const waiting = [
    'タスク「会場を予約する」を追加',
    'タスク「見積書を送付する」を変更',
    'タスク「見積書を送付する」を変更',
  ];
  await expect(page.getByTestId('todo-pending').getByRole('listitem')).toHaveText(waiting);

  // Meanwhile B, online, changes the same field.
  const formB = await openEdit(b.page, '見積書を送付する');
  await formB.getByLabel('詳細（任意）').fill('佐藤がメールで送る');
  await formB.getByRole('button', { name: '保存', exact: true }).click();
  await expect(item(b.page, '見積書を送付する')).toContainText('佐藤がメールで送る');

  // A reloads while still offline: the page, the list and the waiting changes come back.
  await page.reload();
  await stillOffline(page);
  await expect(page.getByTestId('todo-pending').getByRole('listitem')).toHaveText(waiting);
  await expect(item(page, '会場を予約する')).toBeVisible();

  // Back online: sent in order. The add and the 期限 land; the change of 詳細 is refused, and A
  // is told.
  await context.setOffline(false);
  await expect(item(b.page, '会場を予約する')).toBeVisible();
  const formAfter = await openEdit(b.page, '見積書を送付する');
  await expect(formAfter.getByLabel('期限（任意）')).toHaveValue('2030-12-10');
  await formAfter.getByRole('button', { name: 'キャンセル', exact: true }).click();
  await expect(page.getByTestId('todo-pending-failed')).toContainText(
    'タスク「見積書を送付する」を変更: ほかの方が先に同じ項目を変更していたため、送信しませんでした。',
  );
  await expect(page.getByTestId('todo-pending-count')).toHaveCount(0);
  for (const p of [page, b.page])
    await expect(item(p, '見積書を送付する')).toContainText('佐藤がメールで送る');
  await expect(page.getByRole('button', { name: '入力内容をコピー' })).toBeVisible();
  await page.getByRole('button', { name: 'この通知を閉じる' }).click();
  await expect(page.getByTestId('todo-pending-failed')).toHaveCount(0);
  await b.context.close();
});

test('offline ticks and reorders are sent in order on reconnect (no reload)', async ({
  page,
  context,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request));
  await page.goto('/todo-share');
  await addTask(page, '請求書を発行する');
  await addTask(page, '議事録を共有する');
  await addTask(page, '見積書を送付する');
  await context.setOffline(true);
  await page.getByRole('checkbox', { name: '「請求書を発行する」を完了にする' }).check();
  await page.getByRole('button', { name: '「見積書を送付する」を下へ移動' }).click();
  await expect(page.getByTestId('todo-pending-count')).toHaveText('未送信の変更 2件');
  await expect(page.getByTestId('todo-pending').getByRole('listitem')).toHaveText([
    'タスク「請求書を発行する」を完了にする',
    'タスクの並べ替え',
  ]);
  await context.setOffline(false);
  await expect(page.getByTestId('todo-pending-count')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: '「請求書を発行する」を完了にする' }),
  ).toBeChecked();
  await expect(page.getByTestId('todo-item')).toHaveText([
    /議事録を共有する/,
    /見積書を送付する/,
    /請求書を発行する/,
  ]);
});

test('an answer given offline waits, survives a reload and is sent on reconnect', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request));
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill('週次定例');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await page.getByLabel('候補日時（1行に1件）').fill('2030/12/2 14:00〜15:00');
  await page.getByRole('button', { name: /1件の候補を追加/ }).click();
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  const link = await page.getByLabel('回答用リンク').inputValue();

  const respondent = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  const visitor = await respondent.newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel('お名前')).toBeVisible();
  await untilServiceWorkerControls(visitor);

  await respondent.setOffline(true);
  await visitor.getByLabel('お名前').fill('田中');
  const group = visitor
    .locator('form[aria-labelledby="answer-heading"]')
    .getByRole('group')
    .first();
  await group
    .getByRole('radio', { name: /参加可能/ })
    .locator('xpath=..')
    .click();
  await visitor.getByRole('button', { name: '回答を送信' }).click();
  await expect(visitor.getByTestId('answer-waiting')).toBeVisible();
  await expect(visitor.getByTestId('answer-pending-count')).toHaveText('未送信の変更 1件');
  await expect(visitor.getByTestId('answer-pending').getByRole('listitem')).toHaveText([
    '田中さんの回答',
  ]);

  await visitor.reload();
  await stillOffline(visitor);
  await expect(visitor.getByTestId('answer-pending-count')).toHaveText('未送信の変更 1件');

  await respondent.setOffline(false);
  await expect(visitor.getByTestId('answer-pending-count')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-respondent-name]', { hasText: /^田中$/ })).toHaveCount(1);
  await respondent.close();
});
