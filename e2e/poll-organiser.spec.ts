import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn, uniqueEmail } from './helpers/auth';
import { mailTo, mailsTo, outboxSettled, type CaughtMail } from './helpers/mail';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { insertRows } from './helpers/seed';
import { expectNoHorizontalScroll, useLanguage } from './helpers/site';

/**
 * What a poll's organiser has beyond answers (as Rallly's users have): the comment thread, live
 * in a second browser and moderated by the owner; duplicating last week's poll; invitations by
 * address with personal links, who has not answered, and the "everyone answered" mail read from
 * the local catcher.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

async function openLink(browser: Browser, link: string, language: 'ja' | 'en', phone: boolean) {
  const context = await browser.newContext({
    locale: language === 'ja' ? 'ja-JP' : 'en-US',
    timezoneId: 'Asia/Tokyo',
    viewport: phone ? PHONE : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await useLanguage(page, language);
  await page.goto(link);
  return { context, page };
}

test('a comment appears live in a second browser; the owner deletes it and it goes live too', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '主催 花子');
  const token = owner.session.access_token as string;
  const [poll] = await insertRows(request, token, 'schedules', [{ title: '忘年会の日程' }]);
  await insertRows(request, token, 'schedule_options', [
    { schedule_id: poll?.id, date_time: '2030-12-03T10:00:00Z', label: null },
  ]);
  const link = `/schedule-share/${String(poll?.share_id)}`;

  const ja = await openLink(browser, link, 'ja', true);
  const en = await openLink(browser, link, 'en', false);
  try {
    await expect(ja.page.getByRole('heading', { name: 'コメント（0件）' })).toBeVisible();
    await expect(en.page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();

    await ja.page.getByLabel('投稿者名').fill('田中');
    await ja.page
      .getByLabel('コメント本文')
      .fill('12月3日は午後からでしたら伺えます。\n会場はどちらでしょうか。');
    await ja.page.getByRole('button', { name: 'コメントを投稿' }).click();
    await expect(ja.page.getByLabel('コメント本文')).toHaveValue('');

    // The other browser shows it without a reload, with its name and line break.
    const thread = en.page.getByRole('list', { name: 'Comments' });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread.getByText('田中', { exact: true })).toBeVisible();
    await expect(thread.getByText(/午後からでしたら伺えます。\n会場/)).toBeVisible();
    await expect(en.page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

    // A reply from the English desktop reaches the phone live.
    await en.page.getByLabel('Name to show').fill('Ken');
    await en.page.getByLabel('Comment text').fill('The 3rd works for me too.');
    await en.page.getByRole('button', { name: 'Post comment' }).click();
    await expect(
      ja.page.getByRole('list', { name: 'コメント一覧' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectNoHorizontalScroll(ja.page);
    await expectNoSeriousA11yViolationsInBothThemes(ja.page, 'poll comments (ja, 390 px)');
    await expectNoSeriousA11yViolationsInBothThemes(en.page, 'poll comments (en, desktop)');

    // The owner deletes 田中's comment from the poll's page; both link pages drop it live.
    await startSignedIn(page, owner);
    await page.goto(`/schedule-share?poll=${String(poll?.id)}`);
    await page.getByRole('button', { name: '田中様のコメントを削除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
    await expect(page.getByRole('heading', { name: 'コメント（1件）' })).toBeVisible();
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread.getByText('田中', { exact: true })).toHaveCount(0);
    await expect(ja.page.getByRole('heading', { name: 'コメント（1件）' })).toBeVisible();
  } finally {
    await ja.context.close();
    await en.context.close();
  }
});

test('duplicate a poll a week later in two actions (390 px)', async ({ page, request }) => {
  const owner = await signUpViaApi(request, '主催 花子');
  const token = owner.session.access_token as string;
  const [poll] = await insertRows(request, token, 'schedules', [
    { title: '週次定例', description: '毎週火曜の定例です' },
  ]);
  await insertRows(request, token, 'schedule_options', [
    // Tuesday 3 December 2030, 19:00 and all day on Wednesday the 4th, in Japan.
    {
      schedule_id: poll?.id,
      kind: 'time',
      date_time: '2030-12-03T10:00:00Z',
      end_time: null,
      label: '本社',
    },
    {
      schedule_id: poll?.id,
      kind: 'all_day',
      date_time: '2030-12-03T15:00:00Z',
      end_time: null,
      label: null,
    },
  ]);
  await page.setViewportSize(PHONE);
  await startSignedIn(page, owner);
  await page.goto(`/schedule-share?poll=${String(poll?.id)}`);
  await page.getByRole('button', { name: 'この日程調整を複製' }).click();
  const form = page.getByRole('form', { name: '日程調整を複製' });
  await expect(form.getByLabel('候補日時をずらす期間')).toHaveValue('1');
  await expect(form.getByText(/最初の候補/)).toContainText('12月10日');
  await expectNoSeriousA11yViolationsInBothThemes(page, 'duplicate poll form (390 px)');
  await form.getByRole('button', { name: '複製を作成' }).click();

  // The copy opens: its own page, same title and settings, the candidates a week later.
  await expect(page).not.toHaveURL(new RegExp(String(poll?.id)));
  await expect(
    page.getByRole('region', { name: '作成した日程調整' }).getByRole('listitem'),
  ).toHaveCount(2);
  const candidates = page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem');
  await expect(candidates).toHaveCount(2);
  await expect(candidates.nth(0)).toContainText(/12月10日.*19:00/);
  await expect(candidates.nth(0)).toContainText('本社');
  await expect(candidates.nth(1)).toContainText('12月11日');
  await expect(page.getByRole('heading', { level: 2, name: '週次定例' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

/** Taps ○ (参加可能) for every candidate, as a person would. */
async function answerAll(page: Page, name: string) {
  await page.getByLabel('お名前').fill(name);
  const groups = page.locator('form[aria-labelledby="answer-heading"]').getByRole('group');
  for (let index = 0; index < (await groups.count()); index++) {
    const radio = groups.nth(index).getByRole('radio', { name: /参加可能/ });
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }
  await page.getByRole('button', { name: '回答を送信' }).click();
  await expect(page.getByText('回答を送信しました。ご協力ありがとうございます。')).toBeVisible();
}

/** The path of the personal link in an invitation mail (the mail links the site's address). */
function personalPath(mail: CaughtMail): string {
  const url = /https?:\/\/\S+\?invite=[A-Za-z0-9_-]+/.exec(mail.Text)?.[0];
  if (!url) throw new Error(`no personal link in: ${mail.Text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

test('invite three addresses; two answer by their links; the owner sees who is missing; the third answers and the owner is mailed once', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '主催 花子');
  const token = owner.session.access_token as string;
  const [poll] = await insertRows(request, token, 'schedules', [{ title: '新年会の日程' }]);
  await insertRows(request, token, 'schedule_options', [
    {
      schedule_id: poll?.id,
      kind: 'time',
      date_time: '2031-01-08T10:00:00Z',
      end_time: null,
      label: null,
    },
    {
      schedule_id: poll?.id,
      kind: 'time',
      date_time: '2031-01-09T10:00:00Z',
      end_time: null,
      label: null,
    },
  ]);
  const invitees = ['a', 'b', 'c'].map((prefix) => uniqueEmail(`invitee-${prefix}`));

  await startSignedIn(page, owner);
  await page.goto(`/schedule-share?poll=${String(poll?.id)}`);
  await page.getByLabel('招待する方のメールアドレス').fill(invitees.join('\n'));
  await page.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByText('3件の招待メールを送信しました。')).toBeVisible();
  await expect(page.getByText('招待した3名中0名が回答済み')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'poll invitations (owner)');

  const subject = '【日程調整のお願い】新年会の日程';
  const links = [];
  for (const address of invitees) links.push(personalPath(await mailTo(request, address, subject)));

  const answerFrom = async (path: string, name: string, check = false) => {
    const context = await browser.newContext({
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport: PHONE,
    });
    const visitor = await context.newPage();
    await visitor.goto(path);
    await expect(visitor.getByText(/ご招待いただいた方（.+）専用のリンクです/)).toBeVisible();
    if (check) {
      await expectNoHorizontalScroll(visitor);
      await expectNoSeriousA11yViolationsInBothThemes(visitor, 'personal link (390 px)');
    }
    await answerAll(visitor, name);
    await context.close();
  };
  await answerFrom(links[0] ?? '', '田中', true);
  await answerFrom(links[1] ?? '', '鈴木');

  // The owner's page shows, live, who has not answered yet.
  await expect(page.getByText('招待した3名中2名が回答済み')).toBeVisible();
  const status = page.getByRole('list', { name: '招待した方の回答状況' });
  await expect(status.getByRole('listitem').filter({ hasText: '未回答' })).toHaveCount(1);
  await expect(status.getByRole('listitem').filter({ hasText: '未回答' })).toContainText(
    invitees[2] ?? '',
  );
  // Sent just now: a reminder waits a day.
  await expect(
    status
      .getByRole('listitem')
      .filter({ hasText: '未回答' })
      .getByText(/再送は.+以降にできます/),
  ).toBeVisible();

  await answerFrom(links[2] ?? '', '高橋');
  await expect(page.getByText('招待した3名中3名が回答済み')).toBeVisible();
  const notice = '【日程調整】ご招待した全員から回答が届きました：新年会の日程';
  const mail = await mailTo(request, owner.email, notice);
  expect(mail.Text).toMatch(/田中様[\s\S]*鈴木様[\s\S]*高橋様/);
  // An address typed by mistake is withdrawn: it leaves the list, the others' answers stay.
  const mistaken = uniqueEmail('invitee-mistaken');
  await page.getByLabel('招待する方のメールアドレス').fill(mistaken);
  await page.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByText('招待した4名中3名が回答済み')).toBeVisible();
  await page.getByRole('button', { name: `${mistaken} への招待を取り消し` }).click();
  const dialog = page.getByRole('alertdialog', { name: '招待の取り消し' });
  await expect(dialog).toContainText(`${mistaken} への招待を取り消します。`);
  await dialog.getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByText(`${mistaken} への招待を取り消しました。`)).toBeVisible();
  await expect(page.getByText('招待した3名中3名が回答済み')).toBeVisible();
  await expect(status.getByRole('listitem')).toHaveCount(3);
  // Once: no second mail follows (nothing more to the owner is waiting in the outbox).
  await outboxSettled(request, owner.email);
  expect((await mailsTo(request, owner.email)).filter((m) => m.Subject === notice)).toHaveLength(1);
});
