import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { addTask, editingForm, item, openEdit, sharedList } from './helpers/collaboration';

/**
 * What someone else does never takes away what is being typed: a remote tick, reorder or
 * rename leaves an open form as it is, with the focus and the cursor where they were; and a
 * task ticked by keyboard keeps the focus as it moves to 完了済み and back.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const activeId = (page: Page) =>
  page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);

test('B ticks, renames and reorders while A types in 詳細: A’s form, text and cursor stay', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request, '鈴木 一郎'));
  const { b } = await sharedList(page, browser, '議事録を共有する');
  await addTask(page, '会議室を予約する');
  await addTask(page, '資料を印刷する');
  await expect(item(b.page, '資料を印刷する')).toBeVisible();

  const form = await openEdit(page, '議事録を共有する');
  const details = form.getByLabel('詳細（任意）');
  await details.click();
  await page.keyboard.type('出席者: 田中、');
  const detailsId = await details.getAttribute('id');

  // B moves the task A is editing up: A's form moves with it.
  await b.page.getByRole('button', { name: '「議事録を共有する」を上へ移動' }).click();
  await expect(
    page.getByTestId('task-list').getByRole('listitem').nth(1).getByLabel('詳細（任意）'),
  ).toHaveValue('出席者: 田中、');
  await expect(details).toHaveValue('出席者: 田中、');
  expect(await activeId(page)).toBe(detailsId);

  // B ticks the task A is editing: it moves to 完了済み on A's page, form and all.
  await b.page.getByRole('checkbox', { name: '「議事録を共有する」を完了にする' }).check();
  await expect(page.getByRole('button', { name: /^完了済み/ })).toBeVisible();
  await expect(details).toHaveValue('出席者: 田中、');
  expect(await activeId(page)).toBe(detailsId);

  // B renames it and ticks another task: A's untouched title follows, the text stays.
  await b.page.getByRole('button', { name: '「議事録を共有する」を編集' }).click();
  await editingForm(b.page).getByLabel('タスク名').fill('議事録を全員に共有する');
  await editingForm(b.page).getByRole('button', { name: '保存', exact: true }).click();
  await expect(form.getByLabel('タスク名')).toHaveValue('議事録を全員に共有する');
  await b.page.getByRole('checkbox', { name: '「会議室を予約する」を完了にする' }).focus();
  await b.page.keyboard.press('Space');
  await expect(details).toHaveValue('出席者: 田中、');
  expect(await activeId(page)).toBe(detailsId);

  // A goes on typing where the cursor was, and saves: every change is kept.
  await page.keyboard.type('佐藤');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  const saved = item(page, '議事録を全員に共有する');
  await expect(saved).toContainText('出席者: 田中、佐藤');
  await expect(
    page.getByRole('checkbox', { name: '「議事録を全員に共有する」を完了にする' }),
  ).toBeChecked();
  await expect(item(b.page, '議事録を全員に共有する')).toContainText('出席者: 田中、佐藤');
  await b.context.close();
});

test('Space on a task’s checkbox keeps the focus on it, to 完了済み and back', async ({
  page,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request));
  await page.goto('/todo-share');
  await addTask(page, '請求書を発行する');
  await addTask(page, '見積書を送付する');
  const box = page.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page.getByRole('button', { name: /^完了済み/ })).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  await expect(box).toBeFocused();

  // The other task goes down past it: the focus stays too.
  const other = page.getByRole('checkbox', { name: '「請求書を発行する」を完了にする' });
  await other.focus();
  await page.keyboard.press('Space');
  await expect(other).toBeChecked();
  await expect(other).toBeFocused();
});
