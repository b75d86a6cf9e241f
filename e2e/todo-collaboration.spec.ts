import { expect, test, type Page } from '@playwright/test';
import {
  ANON_KEY,
  AUTH_STORAGE_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
} from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';

// Two browsers and many saves: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

async function addTask(page: Page, title: string) {
  await page.getByLabel('タスク名', { exact: true }).first().fill(title);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByTestId('todo-item').filter({ hasText: title })).toBeVisible();
}

const item = (page: Page, title: string) =>
  page.getByTestId('todo-item').filter({ hasText: title });

/** Waits for the page's next committed write to the tasks table (POST or PATCH). */
const taskWrite = (page: Page, method: 'POST' | 'PATCH') =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/todos') &&
      response.request().method() === method &&
      response.ok(),
  );

test('an edit link: B joins by name, adds and ticks, A sees it live; a stopped link refuses B', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  await addTask(page, '見積書を送付する');

  const team = page.getByRole('region', { name: '共同編集' });
  await expect(team.getByText('編集用リンクはまだありません。')).toBeVisible();
  await team.getByRole('button', { name: '編集用リンクを作成' }).click();
  const editLink = await team.getByRole('textbox', { name: '編集用リンク' }).inputValue();
  expect(editLink).toMatch(/\/todo-share\/edit\/[A-Za-z0-9_-]{40,}$/);

  // B: no account, a name, and the list opens for editing.
  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const b = await visitor.newPage();
  await b.goto(editLink);
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('リスト「マイリスト」の編集に参加');
  await expect(b.getByText('鈴木 一郎さんが作成したリストです。')).toBeVisible();
  await b.getByRole('button', { name: '参加して編集する' }).click();
  await expect(b.getByText('お名前を50文字以内でご入力ください。')).toBeVisible();
  await b.getByLabel('お名前').fill('佐藤');
  await b.getByRole('button', { name: '参加して編集する' }).click();
  await expect(b).toHaveURL(/\/todo-share\?list=[0-9a-f-]{36}$/);
  await expect(b.getByText('鈴木 一郎さんのリストを編集しています。')).toBeVisible();
  await expect(item(b, '見積書を送付する')).toBeVisible();

  // B adds a task: A's open page shows it within a second of the write, without a reload.
  const added = taskWrite(b, 'POST');
  await addTask(b, '会場を予約する');
  await added;
  await expect(item(page, '会場を予約する')).toBeVisible({ timeout: 1_000 });
  await expect(item(page, '会場を予約する').getByTestId('todo-changed')).toContainText(
    '更新: 佐藤',
  );

  // B ticks A's task: A sees it ticked within a second, with who did it.
  const ticked = taskWrite(b, 'PATCH');
  await b.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' }).check();
  await ticked;
  await expect(
    page.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' }),
  ).toBeChecked({ timeout: 1_000 });
  await expect(item(page, '見積書を送付する').getByTestId('todo-changed')).toContainText(
    '更新: 佐藤',
  );

  // A sees B among the people who can edit.
  await expect(team.getByText('佐藤')).toBeVisible();
  await expect(team.getByText('編集用リンクから参加', { exact: true })).toBeVisible();

  // A stops the edit link (confirmed): B is out at once and a write through it is refused.
  await team.getByRole('button', { name: '編集用リンクを停止' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('編集用リンクを停止しますか？')).toBeVisible();
  await dialog.getByRole('button', { name: '編集用リンクを停止' }).click();
  await expect(team.getByText('編集用リンクを停止しました。')).toBeVisible();
  await expect(team.getByText('まだ参加している方はいません。')).toBeVisible();

  // B's page says at once that the rights ended (its stream told it the list changed; its read
  // is refused), and keeps the list in view, unchangeable.
  await expect(b.getByTestId('todo-access-ended')).toBeVisible({ timeout: 5_000 });
  await expect(
    b.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' }),
  ).toBeDisabled();
  // The API refuses a write to the list with B's own session.
  const listId = new URL(b.url()).searchParams.get('list');
  const session = await b.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? '{}') as {
        access_token?: string;
        user?: { id: string };
      },
    AUTH_STORAGE_KEY,
  );
  expect(session.access_token).toBeTruthy();
  const write = await request.post(`${BACKEND_URL}/rest/v1/todos`, {
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    },
    data: { user_id: session.user?.id, list_id: listId, title: 'リンク停止後のタスク' },
  });
  // Refused: RLS lets B write only rows of B's own lists, and this list is not B's (23503).
  expect([403, 409], await write.text()).toContain(write.status());
  const read = await request.get(`${BACKEND_URL}/rest/v1/todos?list_id=eq.${listId}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  });
  expect(await read.json()).toEqual([]);
  await expect(item(page, 'リンク停止後のタスク')).toHaveCount(0);
  // The old edit link says so.
  await b.goto(editLink);
  await expect(
    b.getByText(
      'この編集用リンクは使用できません。停止されたか、新しいリンクが発行された可能性があります。',
    ),
  ).toBeVisible();
  await visitor.close();
});

test('on a phone, four tasks fit one screen with their actions in a menu; the new screens pass axe', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  for (const title of [
    '取引先への見積書を送付する（株式会社サンプル商事 営業部）',
    '議事録を共有する',
    '請求書を発行する',
    '来週の会議室を予約する',
  ])
    await addTask(page, title);

  // The secondary actions are one menu per task; the four tasks together fit one screen.
  const tasks = page.getByTestId('todo-item');
  await expect(tasks).toHaveCount(4);
  await expect(page.getByRole('button', { name: '「議事録を共有する」を上へ移動' })).toBeHidden();
  const boxes = await tasks.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()),
  );
  const first = boxes[0];
  const last = boxes.at(-1);
  expect(first && last && last.bottom - first.top).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The menu works by keyboard: open, choose 下へ, and the task moves.
  await page.getByRole('button', { name: '「議事録を共有する」の操作' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: '下へ' }).click();
  await expect(page.getByRole('status').filter({ hasText: '移動しました' })).toHaveText(
    '「議事録を共有する」を4番目に移動しました（全4件）。',
  );

  const team = page.getByRole('region', { name: '共同編集' });
  await team.getByRole('button', { name: '編集用リンクを作成' }).click();
  const editLink = await team.getByRole('textbox', { name: '編集用リンク' }).inputValue();
  await expectNoSeriousA11yViolationsInBothThemes(page);

  const visitor = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
  });
  const b = await visitor.newPage();
  await b.goto(editLink);
  await expect(b.getByLabel('お名前')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(b);
  await b.getByLabel('お名前').fill('佐藤');
  await b.getByRole('button', { name: '参加して編集する' }).click();
  await expect(b.getByText('鈴木 一郎さんのリストを編集しています。')).toBeVisible();
  await expect(b.getByRole('navigation', { name: 'ほかの方から共有されたリスト' })).toBeVisible();
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolationsInBothThemes(b);
  await visitor.close();
});
