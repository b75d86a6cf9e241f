import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ANON_KEY,
  BACKEND_URL,
  signUpViaApi,
  startSignedIn,
  type TestAccount,
} from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { mailTo, mailsTo, runSender } from './helpers/mail';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * A reminder at 15:00 on a phone: set in the task's edit form (the default offered, a time
 * already past refused), shown on the task's row; the mail is in the catcher when the sender
 * runs at 15:00 Japan time and not at 14:59; the open page says so at 15:00, in a notice that
 * names the task and is dismissed from the keyboard. The day is tomorrow in Japan: the database
 * refuses a reminder before its own (real) clock, and the page's clock is set to that day.
 */

test.describe.configure({ timeout: 90_000 });

const TITLE = '見積書を送付する';
const DAY = new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
const at = (time: string, day = DAY) => new Date(`${day}T${time}+09:00`);
const NEXT_DAY = new Date(at('12:00').getTime() + 86_400_000).toISOString().slice(0, 10);

/** 12月3日(木), and with the year as the page writes it: 2026年12月3日(木). */
const jaDay = (day: string, year = false) =>
  new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    ...(year ? { year: 'numeric' as const } : {}),
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(at('12:00', day));

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

test('a reminder at 15:00 is mailed at 15:00, not at 14:59, and shown on the open page', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await signUpViaApi(request, '山田 太郎');
  const listId = String(await api(request, owner, 'rpc/ensure_todo_list', {}));
  await api(request, owner, 'todos', { list_id: listId, title: TITLE, due_date: DAY });

  // The page's clock is a day ahead of the session's: the stored session says it lasts past
  // it, so the page does not take its (still valid) token for expired.
  const session = { ...owner.session, expires_at: Math.floor(at('18:00').getTime() / 1000) };
  await page.clock.install({ time: at('14:58') });
  await startSignedIn(page, { ...owner, session });
  await page.goto('/todo-share');
  await waitForApp(page);

  await page.getByRole('button', { name: `「${TITLE}」の操作` }).click();
  await page.getByRole('menuitem', { name: '編集' }).click();
  const form = page.getByTestId('todo-editing');
  await form.getByRole('button', { name: 'リマインダーを設定' }).click();
  // The due date's 09:00 has passed on the page's clock: 09:00 the next day is offered.
  const date = form.getByLabel('リマインダーの日付');
  const time = form.getByLabel('リマインダーの時刻');
  await expect(date).toHaveValue(NEXT_DAY);
  await expect(time).toHaveValue('09:00');
  await date.fill(DAY);
  await expect(form.getByRole('alert')).toHaveText(
    '過去の日時はリマインダーに設定できません。これから先の日時をご指定ください。',
  );
  await expect(form.getByRole('button', { name: '保存' })).toBeDisabled();
  await time.fill('15:00');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'todo-share reminder form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('todo-reminder')).toHaveText(
    `リマインダー: ${jaDay(DAY, true)} 15:00`,
  );

  // The sender at 14:59: nothing; at 15:00: the mail.
  await page.clock.pauseAt(at('14:59'));
  await runSender(request, at('14:59').toISOString());
  expect((await mailsTo(request, owner.email)).map((mail) => mail.Subject)).toEqual([]);
  const notices = page.getByTestId('todo-reminder-notices');
  await expect(notices).toBeEmpty();
  await runSender(request, at('15:00').toISOString());
  const mail = await mailTo(
    request,
    owner.email,
    `【ToDo】リマインダー：「${TITLE}」（${jaDay(DAY)} 15:00）`,
  );
  expect(mail.Text).toContain(`・タスク：${TITLE}`);
  expect(mail.Text).toContain(`/todo-share?list=${listId}`);

  // The page at 15:00: a notice naming the task, dismissed from the keyboard.
  await page.clock.runFor('01:00');
  await expect(notices).toHaveAttribute('role', 'status');
  await expect(notices).toContainText('リマインダーの時刻になりました');
  await expect(notices).toContainText(`タスク「${TITLE}」（${jaDay(DAY, true)} 15:00）`);
  const dismiss = notices.getByRole('button', { name: 'このお知らせを閉じる' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(notices).toBeEmpty();
  expect(errors).toEqual([]);
});
