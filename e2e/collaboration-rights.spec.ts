import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { addTask, editingForm, item, openEdit, sharedList } from './helpers/collaboration';

/**
 * Rights that end, end: a member whose edit link is stopped, or who is removed, is told at once
 * on the page they have open; what they were typing stays there to copy; nothing they do lands
 * in another list; and a removed member cannot join again through the same link.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** B types a new task and an edit of the shared one, without saving either. */
async function typeWithoutSaving(b: Page) {
  await b.getByLabel('タスク名', { exact: true }).first().fill('会場の下見');
  const form = await openEdit(b, '見積書を送付する');
  await form.getByLabel('詳細（任意）').fill('株式会社サンプルへ');
  return form;
}

async function expectEndedWithTextKept(b: Page, listUrl: string) {
  await expect(b.getByTestId('todo-access-ended')).toContainText(
    '鈴木 一郎さんのリスト「マイリスト」を編集する権限がなくなりました。',
    { timeout: 5_000 },
  );
  // The address and the page still name the list; what was typed is still there.
  expect(b.url()).toBe(listUrl);
  await expect(b.getByLabel('タスク名', { exact: true }).first()).toHaveValue('会場の下見');
  await expect(b.getByRole('button', { name: '追加', exact: true })).toBeDisabled();
  const form = editingForm(b);
  await expect(form.getByLabel('詳細（任意）')).toHaveValue('株式会社サンプルへ');
  await expect(form.getByRole('button', { name: '保存', exact: true })).toBeDisabled();
  await expect(form.getByRole('button', { name: '入力内容をコピー' })).toBeVisible();
}

test('the edit link stopped while B’s page is open: B is told at once and keeps the text', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request, '鈴木 一郎'));
  const { b } = await sharedList(page, browser, '見積書を送付する');
  const listUrl = b.page.url();
  await typeWithoutSaving(b.page);

  const team = page.getByRole('region', { name: '共同編集' });
  await team.getByRole('button', { name: '編集用リンクを停止' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '編集用リンクを停止' }).click();
  await expect(team.getByText('編集用リンクを停止しました。')).toBeVisible();

  await expectEndedWithTextKept(b.page, listUrl);
  await expectNoSeriousA11yViolationsInBothThemes(b.page);

  // Nothing B does reaches another list: B's own lists are still empty.
  await b.page.goto('/todo-share');
  await expect(b.page.getByText('会場の下見')).toHaveCount(0);
  await expect(item(page, '会場の下見')).toHaveCount(0);
  await b.context.close();
});

test('「外す」 while B’s page is open: B is told at once, and the same link no longer lets B in', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request, '鈴木 一郎'));
  const { b, editLink } = await sharedList(page, browser, '見積書を送付する');
  const listUrl = b.page.url();
  await typeWithoutSaving(b.page);

  const team = page.getByRole('region', { name: '共同編集' });
  await team.getByRole('button', { name: '佐藤さんを外す' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    '佐藤さんはこのリストを表示・編集できなくなり、今の編集用リンクから参加し直すこともできなくなります。',
  );
  await expect(
    dialog.getByRole('checkbox', { name: '編集用リンクも新しくする' }),
  ).not.toBeChecked();
  await dialog.getByRole('button', { name: '外す' }).click();
  await expect(team.getByText('佐藤さんを外しました。')).toBeVisible();

  await expectEndedWithTextKept(b.page, listUrl);

  // B opens the same edit link again and gives a name: refused, with the reason.
  await b.page.goto(editLink);
  await b.page.getByLabel('お名前').fill('佐藤');
  await b.page.getByRole('button', { name: '参加して編集する' }).click();
  await expect(
    b.page.getByText('このリストの作成者により、この編集用リンクからの参加は停止されています。', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(team.getByText('まだ参加している方はいません。')).toBeVisible();
  await b.context.close();
});

test('「外す」 with a new edit link: the old link stops for everyone, the owner says so', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request, '鈴木 一郎'));
  const { b, editLink } = await sharedList(page, browser, '見積書を送付する');
  await addTask(b.page, '会場を予約する');
  const team = page.getByRole('region', { name: '共同編集' });
  await team.getByRole('button', { name: '佐藤さんを外す' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('checkbox', { name: '編集用リンクも新しくする' }).check();
  await dialog.getByRole('button', { name: '外す' }).click();
  await expect(team.getByText('佐藤さんを外し、編集用リンクを新しくしました。')).toBeVisible();
  const fresh = await team.getByRole('textbox', { name: '編集用リンク' }).inputValue();
  expect(fresh).not.toBe(editLink);
  // The old link, opened in a fresh browser, is not found.
  const other = await browser.newContext({ locale: 'ja-JP' });
  const visitor = await other.newPage();
  await visitor.goto(editLink);
  await expect(
    visitor.getByText(
      'この編集用リンクは使用できません。停止されたか、新しいリンクが発行された可能性があります。',
    ),
  ).toBeVisible();
  await other.close();
  await b.context.close();
});
