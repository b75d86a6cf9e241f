import { expect, test, type Page } from '@playwright/test';
import { BACKEND_URL, SERVICE_ROLE_KEY, signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';

/**
 * A repeating task on a phone: 毎週 chosen from the edit form takes the day from today (the
 * page's clock is set to Wednesday 18 November 2026 in Japan), the task gets a due date as in
 * To Do, the rule is shown in words, and each of three ticks makes the next task, due on the
 * rule's next day (the database makes it: the page only ticks).
 */

test.describe.configure({ timeout: 90_000 });

const TITLE = '週次定例の議事録を共有する';
const WEDNESDAY = new Date('2026-11-18T10:00:00+09:00');

const openTick = (page: Page) =>
  page.getByRole('checkbox', { name: `「${TITLE}」を完了にする`, checked: false });

test('毎週 水・金, ticked three times, makes the tasks due on the next three dates', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A clock in the past only: the session's expiry is then still ahead of the page's clock.
  await page.clock.setFixedTime(WEDNESDAY);
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  await page.getByLabel('タスク名', { exact: true }).first().fill(TITLE);
  await page.getByRole('button', { name: '追加', exact: true }).click();

  await page.getByRole('button', { name: `「${TITLE}」の操作` }).click();
  await page.getByRole('menuitem', { name: '編集' }).click();
  const form = page.getByTestId('todo-editing');
  await form.getByLabel('繰り返し', { exact: true }).selectOption({ label: '毎週' });
  // No due date yet: as To Do does, the task is due on the rule's first day (today).
  await expect(form.getByLabel('期限（任意）')).toHaveValue('2026-11-18');
  await expect(form.getByRole('status')).toHaveText(
    '期限が未設定のため、2026年11月18日(水)を期限に設定しました。',
  );
  await form.getByRole('group', { name: '曜日' }).getByLabel('金').check();
  await expect(form.getByTestId('repeat-preview')).toContainText('繰り返し: 毎週 水・金');
  await expect(form.getByTestId('repeat-preview')).toContainText(
    '以降の期限: 2026年11月20日(金)、2026年11月25日(水)、2026年11月27日(金)',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'todo-share repeat form');
  await form.getByRole('button', { name: '保存' }).click();

  const task = page.getByTestId('todo-item').filter({ has: openTick(page) });
  await expect(task.getByTestId('todo-repeat')).toHaveText('繰り返し: 毎週 水・金');
  for (const next of ['2026年11月20日(金)', '2026年11月25日(水)', '2026年11月27日(金)']) {
    await openTick(page).check();
    await expect(task).toContainText(`期限: ${next}`);
    await expect(openTick(page)).toHaveCount(1);
  }
  await expect(task.getByTestId('todo-repeat')).toHaveText('繰り返し: 毎週 水・金');

  // What the list holds: three done, one to do, each made once.
  const rows = await request.get(
    `${BACKEND_URL}/rest/v1/todos?title=eq.${encodeURIComponent(TITLE)}&select=due_date,completed&order=due_date`,
    { headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  expect(await rows.json()).toEqual([
    { due_date: '2026-11-18', completed: true },
    { due_date: '2026-11-20', completed: true },
    { due_date: '2026-11-25', completed: true },
    { due_date: '2026-11-27', completed: false },
  ]);
});
