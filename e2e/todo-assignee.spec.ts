import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ANON_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
  type TestAccount,
} from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { mailTo } from './helpers/mail';

/**
 * Invitations that arrive and an assignee, on a phone: the invited account holder gets a mail
 * with the link; the owner gives a task to that member; the task says who has it, and the
 * member's mail is read from the mail catcher.
 */

test.describe.configure({ timeout: 90_000 });

/** A PostgREST call with the account's session (the invitation is not what is tested). */
async function api(
  request: APIRequestContext,
  account: TestAccount,
  path: string,
  data: Record<string, unknown>,
) {
  const response = await request.post(`${BACKEND_URL}/rest/v1/${path}`, {
    data,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${String(account.session.access_token)}`,
      prefer: 'return=representation',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<unknown>;
}

test('assign → the assignee’s mail in the catcher', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await signUpViaApi(request, '山田 太郎');
  const member = await signUpViaApi(request, '鈴木 一郎');
  const listId = ((await api(request, owner, 'rpc/ensure_todo_list', {})) as string).toString();
  await api(request, owner, 'todo_list_invitations', { list_id: listId, email: member.email });
  // The invitation reaches the member by mail, with the link to their to-do page.
  const invitationMail = await mailTo(
    request,
    member.email,
    /^【ToDo】リスト「.+」に招待されました$/,
  );
  expect(invitationMail.Text).toContain('山田 太郎様から共有のToDoリスト');
  expect(invitationMail.Text).toMatch(/https?:\/\/[^\s]+\/todo-share\s/);
  const [invitation] = (await api(request, member, 'rpc/list_my_todo_invitations', {})) as {
    id: string;
  }[];
  await api(request, member, 'rpc/answer_todo_invitation', {
    p_invitation_id: invitation!.id,
    p_accept: true,
  });

  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  const title = '見積書を送付する';
  await page.getByLabel('タスク名', { exact: true }).first().fill(title);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await page.getByRole('button', { name: `「${title}」の操作` }).click();
  await page.getByRole('menuitem', { name: '編集' }).click();
  const form = page.getByTestId('todo-editing');
  const assignee = form.getByLabel('担当者', { exact: true });
  await expect(assignee.locator('option')).toHaveText([
    '担当者なし',
    '山田 太郎（あなた）',
    '鈴木 一郎',
  ]);
  await assignee.selectOption({ label: '鈴木 一郎' });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'todo-share assignee');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('todo-assignee')).toHaveText('担当: 鈴木 一郎');

  const mail = await mailTo(request, member.email, `【ToDo】タスク「${title}」の担当になりました`);
  expect(mail.Text).toContain(
    '山田 太郎様により、共有のToDoリストのタスクの担当者に指定されました',
  );
  expect(mail.Text).toContain(`/todo-share?list=${listId}`);
});
