import { readFile } from 'node:fs/promises';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import ICAL from 'ical.js';
import { ANON_KEY, BACKEND_URL, signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { useLanguage } from './helpers/site';

/**
 * Polls answered and edited together, like 調整さん: answers changed by name from other browsers,
 * the respondent-only mode and its edit code, candidates without a clock time and their
 * calendar files, the deadline reached while someone types, and the owner's page at 390 px.
 */

/** Several browsers and a backend share a small machine here: pages may take a while to load. */
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

/** Creates a poll with the given candidate lines; returns its share link. */
async function createPoll(page: Page, title: string, lines: readonly string[]) {
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill(title);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByLabel('候補日時（1行に1件）').fill(lines.join('\n'));
  await page.getByRole('button', { name: `${lines.length}件の候補を追加` }).click();
  // The box empties once the server has the candidates (the list shows them before that).
  await expect(page.getByLabel('候補日時（1行に1件）')).toHaveValue('');
  await expect(
    page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem'),
  ).toHaveCount(lines.length);
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  return page.getByLabel('回答用リンク').inputValue();
}

async function openPublic(browser: Browser, link: string, timezoneId = 'Asia/Tokyo') {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId,
    viewport: PHONE,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

type Mark = '参加可能' | '未定' | '参加不可';

/** Taps the visible ○/△/× of each candidate, as a person would. */
async function mark(page: Page, marks: readonly Mark[]) {
  const groups = page.locator('form[aria-labelledby="answer-heading"]').getByRole('group');
  for (const [index, value] of marks.entries()) {
    const radio = groups.nth(index).getByRole('radio', { name: new RegExp(value) });
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }
}

/** Answers as a new respondent and returns the edit code the page shows. */
async function answer(page: Page, name: string, marks: readonly Mark[]) {
  await page.getByLabel('お名前').fill(name);
  await mark(page, marks);
  await page.getByRole('button', { name: '回答を送信' }).click();
  await expect(page.getByText('回答を送信しました。ご協力ありがとうございます。')).toBeVisible();
  return ((await page.locator('[data-edit-code]').textContent()) ?? '').trim();
}

const rowsNamed = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /参加可能/ })
    .locator('tbody tr')
    .filter({ has: page.locator('[data-respondent-name]', { hasText: new RegExp(`^${name}$`) }) });

test('C changes 田中’s answer from another browser: one 田中 row; a second 田中 is offered the edit', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPoll(page, '週次定例', ['2030/12/2 14:00〜15:00', '2030/12/3 午後']);

  const a = await openPublic(browser, link);
  const code = await answer(a.page, '田中', ['参加可能', '参加可能']);
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

  // C, in another browser, opens 田中's answer by the name in the table, after a question.
  const c = await openPublic(browser, link);
  await c.page.getByRole('button', { name: /^田中\s?（回答を修正）$/ }).click();
  const dialog = c.page.getByRole('alertdialog');
  await expect(dialog).toContainText('田中様の回答を修正します。よろしいですか？');
  await dialog.getByRole('button', { name: '修正する' }).click();
  await expect(c.page.getByRole('heading', { name: '回答を修正する' })).toBeVisible();
  await expect(c.page.getByLabel('お名前')).toHaveValue('田中');
  await expect(c.page.getByLabel('お名前')).toBeFocused();
  await mark(c.page, ['参加不可', '未定']);
  await c.page.getByRole('button', { name: '回答を更新' }).click();
  await expect(c.page.getByText('回答を更新しました。')).toBeVisible();
  // No code for C: it is not C's answer.
  await expect(c.page.locator('[data-edit-code]')).toHaveCount(0);

  // The table is refetched after the save: wait for the changed marks, then count the rows.
  await expect
    .poll(() =>
      rowsNamed(c.page, '田中')
        .getByRole('img')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label'))),
    )
    .toEqual(['参加不可', '未定']);
  await expect(rowsNamed(c.page, '田中')).toHaveCount(1);

  // The owner's page shows one 田中 too.
  await page.reload();
  await expect(rowsNamed(page, '田中')).toHaveCount(1);

  // A new answer typed as 「田中 様」 is caught (spaces and 様 ignored) and offered the edit.
  const d = await openPublic(browser, link);
  await d.page.getByLabel('お名前').fill('田中 様');
  await mark(d.page, ['参加可能', '参加可能']);
  await d.page.getByRole('button', { name: '回答を送信' }).click();
  const warning = d.page.getByRole('alert').filter({ hasText: 'すでにあります' });
  await expect(warning).toContainText('田中様の回答がすでにあります');
  await warning.getByRole('button', { name: '田中様の回答を修正' }).click();
  await d.page.getByRole('alertdialog').getByRole('button', { name: '修正する' }).click();
  await expect(d.page.getByRole('heading', { name: '回答を修正する' })).toBeVisible();
  // …or answers as a different person of the same name.
  await d.page.getByRole('button', { name: '別の方として回答' }).click();
  await d.page.getByLabel('お名前').fill('田中');
  await mark(d.page, ['参加可能', '参加不可']);
  await d.page.getByRole('button', { name: '回答を送信' }).click();
  await d.page.getByRole('button', { name: '同じ名前の別の方として回答' }).click();
  await expect(d.page.getByText('回答を送信しました。ご協力ありがとうございます。')).toBeVisible();
  await expect(rowsNamed(d.page, '田中')).toHaveCount(2);

  for (const visitor of [a, c, d]) await visitor.context.close();
});

test('only the respondent edits: another browser needs the code; the owner deletes an answer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPoll(page, '研修日程', ['2030/12/2 10:00', '2030/12/9 終日']);
  await page.getByLabel('回答の修正をご本人に限る').check();
  await expect(page.getByLabel('回答の修正をご本人に限る')).toBeChecked();

  const a = await openPublic(browser, link);
  await expect(a.page.getByText('回答を修正できるのはご本人のみです')).toBeVisible();
  const code = await answer(a.page, '鈴木様', ['参加可能', '未定']);
  // 「鈴木様」 is addressed once: 鈴木様, never 鈴木様 様.
  await expect(a.page.getByRole('button', { name: '鈴木様の回答を修正' })).toBeVisible();
  await expect(a.page.getByText('鈴木様 様')).toHaveCount(0);

  const c = await openPublic(browser, link);
  await c.page.getByRole('button', { name: /^鈴木様\s?（回答を修正）$/ }).click();
  await expect(c.page.getByRole('alertdialog')).toContainText(
    '鈴木様の回答を修正します。よろしいですか？',
  );
  await c.page.getByRole('alertdialog').getByRole('button', { name: '修正する' }).click();
  await mark(c.page, ['参加不可', '参加不可']);
  await c.page.getByLabel('編集コード').fill('ZZZZ-ZZZZ');
  await c.page.getByRole('button', { name: '回答を更新' }).click();
  await expect(c.page.getByText('編集コードが正しくありません。')).toBeVisible();
  await c.page.getByLabel('編集コード').fill(code.toLowerCase());
  await c.page.getByRole('button', { name: '回答を更新' }).click();
  await expect(c.page.getByText('回答を更新しました。')).toBeVisible();
  // C proved it is 鈴木: the code is shown again and this browser keeps the answer.
  await expect(c.page.locator('[data-edit-code]')).toHaveText(code);
  await expect(c.page.getByRole('button', { name: '鈴木様の回答を修正' })).toBeVisible();

  // The owner removes the answer, after a question.
  await page.reload();
  await page.getByRole('button', { name: '鈴木様の回答を削除' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('鈴木様の回答を削除します。');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('まだ回答はありません。')).toBeVisible();
  await a.page.reload();
  await expect(rowsNamed(a.page, '鈴木様')).toHaveCount(0);
  // The browser that sent it no longer offers to change an answer that is gone.
  await expect(a.page.getByRole('button', { name: '別の方として回答' })).toBeVisible();
  await expect(a.page.getByRole('button', { name: '鈴木様の回答を修正' })).toHaveCount(0);

  await a.context.close();
  await c.context.close();
});

/** Downloads the decided candidate's .ics from the public page and parses it with ical.js. */
/**
 * Waits until the visitor's open page shows the decision live (the owner's change is still on
 * its way when the owner's page already shows it), then reloads to read what a fresh visit gets.
 */
async function seeDecision(visitor: Page, text: string) {
  await expect(visitor.locator('section[aria-labelledby="shared-decision"]')).toContainText(text);
  await visitor.reload();
  await expect(visitor.locator('section[aria-labelledby="shared-decision"]')).toContainText(text);
}

async function decidedEvent(visitor: Page) {
  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: /カレンダー用ファイル/ }).click();
  const file = await readFile((await (await downloading).path()) ?? '', 'utf8');
  const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent');
  expect(vevent).not.toBeNull();
  return { event: new ICAL.Event(vevent!), vevent: vevent!, file };
}

test('午後, 終日 and text candidates: whole-day .ics files read by ical.js; text has none', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await startSignedIn(page, await signUpViaApi(request));
  const lines = [
    '2030/12/2(月) 午後 本社',
    '2030/12/3(火) 終日',
    'オンラインならいつでも',
    '2030/12/4 22:00〜翌1:00',
  ];
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill('忘年会');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await page.getByLabel('候補日時（1行に1件）').fill(lines.join('\n'));
  await expect(page.getByRole('heading', { name: '追加される候補（4件）' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="bulk-preview"]')).toContainText(
    '12月4日(水) 22:00〜翌01:00',
  );
  await page.getByRole('button', { name: '4件の候補を追加' }).click();
  await expect(page.getByLabel('候補日時（1行に1件）')).toHaveValue('');
  const list = page.getByRole('list', { name: '候補日時の一覧' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  for (const text of [
    '12月2日(月) 午後',
    '12月3日(火) 終日',
    'オンラインならいつでも',
    '12月4日(水) 22:00〜翌01:00',
  ]) {
    await expect(list).toContainText(text);
  }
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  const link = await page.getByLabel('回答用リンク').inputValue();
  const visitor = await openPublic(browser, link);

  // 午後: a one-day event on 2 December, wherever the calendar is.
  await page.getByRole('button', { name: 'この日程で確定（12月2日(月) 午後）' }).click();
  await seeDecision(visitor.page, '12月2日(月) 午後');
  const afternoon = await decidedEvent(visitor.page);
  expect(afternoon.event.startDate.isDate).toBe(true);
  expect(afternoon.event.startDate.toString()).toBe('2030-12-02');
  expect(afternoon.event.endDate.toString()).toBe('2030-12-03');
  expect(afternoon.event.summary).toBe('忘年会（午後）');
  expect(afternoon.event.location).toBe('本社');
  expect(afternoon.file).toContain('DTSTART;VALUE=DATE:20301202');
  const google = new URL(
    (await visitor.page.getByRole('link', { name: /Googleカレンダー/ }).getAttribute('href')) ?? '',
  );
  expect(google.searchParams.get('dates')).toBe('20301202/20301203');

  // 終日, after undoing the decision (asked first).
  await page.getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('button', { name: 'この日程で確定（12月3日(火) 終日）' }).click();
  await seeDecision(visitor.page, '12月3日(火) 終日');
  const allDay = await decidedEvent(visitor.page);
  expect(allDay.event.startDate.toString()).toBe('2030-12-03');
  expect(allDay.event.summary).toBe('忘年会');
  expect(allDay.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');

  // Text: no calendar file and no Google Calendar link.
  await page.getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('button', { name: 'この日程で確定（オンラインならいつでも）' }).click();
  await seeDecision(visitor.page, 'オンラインならいつでも');
  await expect(visitor.page.getByRole('heading', { name: '日程が確定しました' })).toBeVisible();
  await expect(visitor.page.getByText('カレンダーへの登録はありません')).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: /カレンダー用ファイル/ })).toHaveCount(0);
  await expect(visitor.page.getByRole('link', { name: /Googleカレンダー/ })).toHaveCount(0);

  // The overnight candidate keeps its end on the next day in the calendar file too.
  await page.getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定を取り消す' }).click();
  await page.getByRole('button', { name: 'この日程で確定（12月4日(水) 22:00〜翌01:00）' }).click();
  await seeDecision(visitor.page, '12月4日(水) 22:00〜翌01:00');
  const overnight = await decidedEvent(visitor.page);
  expect(overnight.event.startDate.toJSDate().toISOString()).toBe('2030-12-04T13:00:00.000Z');
  expect(overnight.event.endDate.toJSDate().toISOString()).toBe('2030-12-04T16:00:00.000Z');
  await visitor.context.close();
});

test('a visitor abroad sees Japan time labelled, with their own time beside it', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPoll(page, '海外拠点との会議', [
    '2030/12/2 10:00〜11:00',
    '2030/12/3 午後',
    '2030/12/4',
  ]);
  const visitor = await openPublic(browser, link, 'America/Los_Angeles');
  const options = visitor.page.locator('#shared-options ~ ul > li');
  await expect(options.first()).toContainText('12月2日(月) 10:00〜11:00日本時間');
  await expect(options.first()).toContainText('現地時間: 12月1日(日) 17:00〜18:00 GMT-8');
  // 午後 stands for 12:00–18:00 in Japan: labelled, with the visitor's own hours.
  await expect(options.nth(1)).toContainText('12月3日(火) 午後日本時間');
  await expect(options.nth(1)).toContainText('現地時間: 12月2日(月) 19:00〜翌01:00 GMT-8');
  // A date alone is the same date everywhere: no local line.
  await expect(options.nth(2)).toContainText('12月4日(水)');
  await expect(options.nth(2)).not.toContainText('現地時間');
  await visitor.context.close();
});

test('the deadline counts down; when it passes mid-typing the form keeps what was typed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPoll(page, '締切のある調整', ['2030/12/2 14:00', '2030/12/3 終日']);

  // A deadline in the past is refused with a message (the database refuses it too).
  await page.getByLabel('期限の日付').fill('2020-01-31');
  await page.getByLabel('期限の時刻（日本時間）').fill('18:00');
  await page.getByRole('button', { name: '回答期限を保存' }).click();
  await expect(page.getByText('過去の日時は回答期限に設定できません。')).toBeVisible();
  await expect(page.getByText('回答期限は設定されていません。')).toBeVisible();

  // Ten minutes after the next whole minute, set as the owner would: the form takes whole
  // minutes, so 10 to 11 minutes are left when it is saved (ten minutes from now, cut to the
  // minute, left 8 minutes 58 seconds on the visitor's page when it was set in a minute's 59th
  // second and the page took two seconds to open).
  const deadline = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 10 * 60_000);
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(deadline)
    .split(' ');
  await page.getByLabel('期限の日付').fill(wall[0] ?? '');
  await page.getByLabel('期限の時刻（日本時間）').fill(wall[1] ?? '');
  await page.getByRole('button', { name: '回答期限を保存' }).click();
  await expect(page.getByText(/回答期限: .*（日本時間）/)).toBeVisible();

  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const visitor = await context.newPage();
  await visitor.clock.install();
  await visitor.goto(link);
  const timer = visitor.getByRole('timer');
  await expect(timer).toHaveText(/^あと(9|10)分\d{2}秒$/);
  await visitor.getByLabel('お名前').fill('遅れそうな人');
  await mark(visitor, ['参加可能', '未定']);
  await visitor.getByLabel('コメント（任意）').fill('少し遅れます');

  await visitor.clock.fastForward('12:00');
  await expect(
    visitor.getByText(/回答期限（.*）を過ぎたため、回答を送信できなくなりました/),
  ).toBeVisible();
  await expect(visitor.getByLabel('お名前')).toHaveValue('遅れそうな人');
  await expect(visitor.getByLabel('コメント（任意）')).toHaveValue('少し遅れます');
  await expect(visitor.getByRole('button', { name: '回答を送信' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: '入力内容をコピー' })).toBeVisible();
  await expect(visitor.getByRole('timer')).toHaveCount(0);
  await context.close();
});

/** Ten answers through the share link's API, as ten people would send them. */
async function seedTenAnswers(request: APIRequestContext, link: string) {
  const shareId = link.split('/').pop() ?? '';
  const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
  const shared = await request.post(`${BACKEND_URL}/rest/v1/rpc/get_shared_schedule`, {
    headers,
    data: { p_share_id: shareId },
  });
  const poll = (await shared.json()) as { options: { id: string }[] };
  const names = [
    '田中 一郎',
    '鈴木様',
    '佐藤 花子',
    '長谷川 由紀子（営業部 第二課）',
    'Alexandra Montgomery-Whitfield',
    '高橋',
    '伊藤 部長',
    '渡辺',
    '山本さん',
    '中村',
  ];
  for (const [index, name] of names.entries()) {
    const response = await request.post(`${BACKEND_URL}/rest/v1/rpc/save_schedule_answer`, {
      headers,
      data: {
        p_share_id: shareId,
        p_respondent_name: name,
        p_respondent_email: null,
        p_comment: index % 3 === 0 ? '午後からなら参加できます。よろしくお願いいたします。' : null,
        p_answers: poll.options.map((option, i) => ({
          option_id: option.id,
          availability: ['yes', 'maybe', 'no'][(index + i) % 3],
        })),
        p_respondent_key: `seed-browser-key-${index}-000000`,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

for (const language of ['ja', 'en'] as const) {
  test(`${language}: the owner's page fits 390 px with ten answers and a decision, axe clean`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    await startSignedIn(page, await signUpViaApi(request));
    const link = await createPoll(page, '四半期の振り返り会（本社・大阪支社合同）', [
      '2030/12/2(月) 14:00〜15:30 本社3F 大会議室',
      '2030/12/3(火) 午後',
      '2030/12/4(水) 終日',
      '2030/12/5 10:00〜11:00',
      'オンライン参加ならいつでも可（Zoom）',
    ]);
    await seedTenAnswers(request, link);
    await page.getByRole('button', { name: 'この日程で確定（12月3日(火) 午後）' }).click();
    await expect(page.getByRole('heading', { name: '確定した日程' })).toBeVisible();
    if (language === 'en') {
      await page.getByRole('button', { name: '表示言語を英語に切り替える' }).click();
      await expect(page.getByRole('heading', { name: 'Decided date' })).toBeVisible();
    }
    await page.reload();
    const table = page.getByRole('table', { name: language === 'ja' ? /参加可能/ : /available/ });
    await expect(table.locator('tbody tr')).toHaveCount(10);

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // The table scrolls in its own box instead.
    const region = page.getByRole('region', { name: language === 'ja' ? /回答一覧/ : /Answers/ });
    const box = await region.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
    }));
    expect(box.scroll).toBeGreaterThan(box.client);
    await expectNoSeriousA11yViolationsInBothThemes(page, `owner poll 390 ${language}`);
  });
}

test('the public page in English: one 24-hour clock for candidates and the deadline', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPoll(page, 'Quarterly review', ['2030/12/2 14:00〜15:30']);
  await page.getByLabel('期限の日付').fill('2030-11-30');
  await page.getByLabel('期限の時刻（日本時間）').fill('18:00');
  await page.getByRole('button', { name: '回答期限を保存' }).click();
  await expect(page.getByText('回答期限: 2030年11月30日 18:00（日本時間）')).toBeVisible();

  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });
  const visitor = await context.newPage();
  await useLanguage(visitor, 'en');
  await visitor.goto(link);
  await expect(visitor.getByText('Answer by Nov 30, 2030, 18:00 (JST)')).toBeVisible();
  await expect(visitor.locator('#shared-options ~ ul > li').first()).toContainText(
    'Mon, Dec 2, 14:00–15:30JST',
  );
  await context.close();
});
