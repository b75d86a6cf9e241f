import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { startSignedIn, type TestAccount } from './auth';

/** Helpers of the specs where several people use one list or poll, each in a browser of their own. */

const expect = baseExpect.configure({ timeout: 20_000 });

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport });
  return { context, page: await context.newPage() };
}

export async function signedIn(browser: Browser, account: TestAccount) {
  const opened = await newPage(browser);
  await startSignedIn(opened.page, account);
  return opened;
}

export const item = (page: Page, title: string) =>
  page.getByTestId('todo-item').filter({ hasText: title });

export async function addTask(page: Page, title: string) {
  await page.getByLabel('タスク名', { exact: true }).first().fill(title);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await expect(item(page, title)).toBeVisible();
  // Saved (or queued): the field is cleared, and the next task may be typed.
  await expect(page.getByLabel('タスク名', { exact: true }).first()).toHaveValue('');
}

/**
 * The open edit form of a task: the list item holding a 詳細 field (the add form above the list
 * is in no list item). Found by what the user sees, so that a spec fails on the defect it
 * guards rather than on a test id.
 */
export const editingForm = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByLabel('詳細（任意）') });

export async function openEdit(page: Page, title: string) {
  await page.getByRole('button', { name: `「${title}」を編集` }).click();
  const form = editingForm(page);
  await expect(form.getByLabel('タスク名')).toHaveValue(title);
  return form;
}

/** The signed-in page's list with one task, shared through its edit link; B (佐藤) has joined. */
export async function sharedList(page: Page, browser: Browser, title: string) {
  await page.goto('/todo-share');
  await addTask(page, title);
  const team = page.getByRole('region', { name: '共同編集' });
  await team.getByRole('button', { name: '編集用リンクを作成' }).click();
  const editLink = await team.getByRole('textbox', { name: '編集用リンク' }).inputValue();
  const b = await newPage(browser);
  await b.page.goto(editLink);
  await b.page.getByLabel('お名前').fill('佐藤');
  await b.page.getByRole('button', { name: '参加して編集する' }).click();
  await expect(item(b.page, title)).toBeVisible();
  return { b, editLink };
}
