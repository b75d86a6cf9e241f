import { expect as baseExpect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { ANON_KEY, BACKEND_URL, signUpViaApi, startSignedIn, uniqueEmail } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import {
  attachmentText,
  headersOf,
  mailTo,
  mailsTo,
  runSender,
  unsubscribePage,
} from './helpers/mail';

/**
 * The site's mails through the local mail catcher: the owner hears of an answer and follows the
 * mail's link to the poll; a respondent who left an address receives the decided date with a
 * calendar file, and the mail program's one-click unsubscribe stops the next decision mail; the
 * morning mail of due tasks goes out at 08:00 Japan time; the mail's unsubscribe page stops the
 * next mail of its kind and nothing else, and 設定 takes it back.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function createPoll(page: Page, title: string) {
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill(title);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page
    .getByLabel('候補日時（1行に1件）')
    .fill(['2030/12/2(月) 14:00〜15:00 本社3F', '2030年12月3日(火) 10時〜11時'].join('\n'));
  await page.getByRole('button', { name: '2件の候補を追加' }).click();
  // The box empties once the server has the candidates (the list shows them before that).
  await expect(page.getByLabel('候補日時（1行に1件）')).toHaveValue('');
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  return page.getByLabel('回答用リンク').inputValue();
}

test('an answer mails the owner, whose link opens the poll; the decision mails the respondent an .ics', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '高橋 部長');
  await startSignedIn(page, owner);
  const link = await createPoll(page, '定例会議');
  const ownerPoll = page.url();
  const answersSwitch = page.getByRole('checkbox', { name: '回答が届いたらメールで知らせる' });
  await expect(answersSwitch).toBeChecked();
  await expect(page.getByText(`${owner.email} 宛てに、新しい回答や回答の変更`)).toBeVisible();

  const respondent = uniqueEmail('tanaka');
  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const answerPage = await visitor.newPage();
  await answerPage.goto(link);
  await answerPage.getByLabel('お名前').fill('田中');
  const email = answerPage.getByLabel('メールアドレス（任意）');
  await expect(email).toHaveAccessibleDescription(
    /主催者が日程を確定したとき.*ほかの回答者には表示されません/,
  );
  await email.fill(respondent);
  const groups = answerPage.locator('form[aria-labelledby="answer-heading"]').getByRole('group');
  for (const [index, mark] of ['参加可能', '参加不可'].entries()) {
    const radio = groups.nth(index).getByRole('radio', { name: new RegExp(mark) });
    await radio.locator('xpath=..').click();
  }
  await answerPage.getByRole('button', { name: '回答を送信' }).click();
  await expect(
    answerPage.getByText('回答を送信しました。ご協力ありがとうございます。'),
  ).toBeVisible();

  // The backend's sender runs every second: the first answer's mail goes out at once.
  const answerMail = await mailTo(
    request,
    owner.email,
    '【日程調整】「定例会議」に新しい回答が届きました（1件）',
  );
  expect(answerMail.From).toEqual({
    Name: 'オフィスツールボックス',
    Address: 'notifications@localhost',
  });
  expect(answerMail.Text).toContain('高橋 部長\n');
  expect(answerMail.Text).not.toContain('部長 様');
  expect(answerMail.Text).toContain(
    '・田中様\n\u300012月2日(月) 14:00〜15:00（本社3F）：○\n\u300012月3日(火) 10:00〜11:00：×',
  );
  expect(answerMail.HTML).toContain('<li style="margin:0 0 8px">田中様');
  const pollLink = /(http\S+\/schedule-share\?poll=[0-9a-f-]{36})/.exec(answerMail.Text)?.[1] ?? '';
  expect(pollLink).toBe(ownerPoll);
  await page.goto(pollLink);
  await expect(page.getByRole('heading', { level: 2, name: '定例会議' })).toBeVisible();

  await page.getByRole('button', { name: 'この日程で確定（12月3日(火) 10:00〜11:00）' }).click();
  await expect(page.getByRole('heading', { name: '確定した日程' })).toBeVisible();
  // Decision mails wait two minutes (a decision undone at once sends nothing): run the sender
  // with its clock three minutes on.
  await expect(async () => {
    await runSender(request, inMinutes(3));
    expect(await mailsTo(request, respondent)).toHaveLength(1);
  }).toPass({ timeout: 20_000 });
  const decision = await mailTo(request, respondent, '【日程確定】定例会議');
  expect(decision.Text).toContain('田中様');
  expect(decision.Text).toContain('■日時：2030年12月3日(火) 10:00〜11:00（日本時間）');
  expect(decision.Text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
  expect(decision.Attachments.map((file) => file.FileName)).toEqual(['定例会議.ics']);
  const calendar = new ICAL.Component(ICAL.parse(await attachmentText(request, decision)));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  expect(event.summary).toBe('定例会議');
  expect(event.startDate.toJSDate().toISOString()).toBe('2030-12-03T01:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2030-12-03T02:00:00.000Z');
  expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe(
    'CONFIRMED',
  );

  // One click in the mail program (RFC 8058): a POST to the List-Unsubscribe address, signed
  // in as nobody, stops the decision mails to this address, so undoing the decision (which
  // would tell everyone told the date) sends it nothing.
  const headers = await headersOf(request, decision);
  expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
  const oneClick = /^<(http[^>]+)>$/.exec(headers['List-Unsubscribe']?.[0] ?? '')?.[1] ?? '';
  expect(oneClick).toContain('/functions/v1/send-notifications/unsubscribe?token=');
  const unsubscribed = await request.post(oneClick, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBe(200);
  await page.getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定を取り消す' }).click();
  await expect(page.getByRole('heading', { name: '確定した日程' })).toBeHidden();
  await runSender(request, inMinutes(3));
  expect(await mailsTo(request, respondent)).toHaveLength(1);
  await visitor.close();
});

test('the morning mail at 08:00 Japan time; its unsubscribe link stops the next one and nothing else', async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, '山田 花子');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  for (const [title, due] of [
    ['見積書を送付する', '2030-06-03'],
    ['請求書を発行する', '2030-06-01'],
    ['来週の準備', '2030-06-10'],
  ]) {
    await page
      .getByLabel('タスク名', { exact: true })
      .first()
      .fill(title ?? '');
    await page
      .getByLabel('期限（任意）')
      .first()
      .fill(due ?? '');
    // The list shows a task at once; the sender below must find it saved.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/todos') &&
        response.request().method() === 'POST' &&
        response.ok(),
    );
    await page.getByRole('button', { name: '追加', exact: true }).click();
    await expect(page.getByTestId('todo-item').filter({ hasText: title })).toBeVisible();
    await saved;
  }
  const reminders = page.getByRole('checkbox', { name: '期限のタスクを毎朝メールで知らせる' });
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await expect(page.getByRole('status').filter({ hasText: '保存しました。' })).toBeVisible();

  // The sender's clock set to that morning: nothing at 07:59, the mail at 08:00.
  await runSender(request, '2030-06-03T07:59:00+09:00');
  expect(
    (await mailsTo(request, owner.email)).filter((mail) => mail.Subject.includes('ToDo')),
  ).toEqual([]);
  await runSender(request, '2030-06-03T08:00:00+09:00');
  const reminder = await mailTo(
    request,
    owner.email,
    '【ToDo】本日期限のタスクが1件、期限切れのタスクが1件あります',
  );
  expect(reminder.Text).toContain('・請求書を発行する（期限：6月1日(土)、2日超過）');
  expect(reminder.Text).toContain('・見積書を送付する（本日期限）');
  expect(reminder.Text).not.toContain('来週の準備');

  // The mail's link: the page says what it stops and asks first.
  await page.goto(unsubscribePage(reminder));
  await expect(page.getByRole('heading', { level: 1, name: 'メール配信の停止' })).toBeVisible();
  await expect(
    page.getByText('「ToDoの期限のお知らせ」の配信を停止します。よろしいですか？'),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'unsubscribe page');
  await page.getByRole('button', { name: '配信を停止する' }).click();
  await expect(page.getByRole('status')).toContainText(
    '「ToDoの期限のお知らせ」の配信を停止しました。',
  );

  await runSender(request, '2030-06-04T08:00:00+09:00');
  expect(
    (await mailsTo(request, owner.email)).filter((mail) => mail.Subject.includes('ToDo')),
  ).toHaveLength(1);

  // Nothing else stopped: an answer to the owner's poll still reaches them.
  const session = owner.session as { access_token: string };
  const headers = {
    apikey: ANON_KEY,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const [poll] = (await (
    await request.post(`${BACKEND_URL}/rest/v1/schedules`, {
      headers: { ...headers, Authorization: `Bearer ${session.access_token}` },
      data: { title: '月次報告会' },
    })
  ).json()) as Array<{ id: string; share_id: string }>;
  const [option] = (await (
    await request.post(`${BACKEND_URL}/rest/v1/schedule_options`, {
      headers: { ...headers, Authorization: `Bearer ${session.access_token}` },
      data: { schedule_id: poll?.id, date_time: '2030-07-01T10:00:00+09:00' },
    })
  ).json()) as Array<{ id: string }>;
  await request.post(`${BACKEND_URL}/rest/v1/rpc/submit_schedule_answer`, {
    headers,
    data: {
      p_share_id: poll?.share_id,
      p_respondent_name: '佐藤',
      p_respondent_email: null,
      p_comment: null,
      p_answers: [{ option_id: option?.id, availability: 'yes' }],
    },
  });
  await mailTo(request, owner.email, '【日程調整】「月次報告会」に新しい回答が届きました（1件）');

  // 設定 shows the unsubscribe and takes it back.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'メールのお知らせ' });
  await expect(section.getByText(`送信先：${owner.email}`)).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'メールでお知らせを受け取る' })).toBeChecked();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'settings with the mail section');
  await section.getByRole('button', { name: '「ToDoの期限のお知らせ」の配信を再開' }).click();
  await expect(section.getByRole('status')).toHaveText(
    '「ToDoの期限のお知らせ」の配信を再開しました。',
  );
  await runSender(request, '2030-06-05T08:00:00+09:00');
  expect(
    (await mailsTo(request, owner.email)).filter((mail) => mail.Subject.includes('ToDo')),
  ).toHaveLength(2);
});
