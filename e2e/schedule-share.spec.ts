import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import {
  ANON_KEY,
  BACKEND_URL,
  SERVICE_ROLE_KEY,
  signUpViaApi,
  startSignedIn,
} from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { cutNames, oneCharacterLines } from './helpers/lineBoxes';

/** Several browsers and a backend share a small machine here: pages may take a while to load. */
const expect = baseExpect.configure({ timeout: 20_000 });

type Mark = '参加可能' | '未定' | '参加不可';

/** Five candidates as people paste them from a mail: mixed formats, full-width, ranges, notes. */
const FIVE_LINES = [
  '2030/12/2(月) 14:00〜15:00 本社3F',
  '2030年12月3日(火) 10時〜11時',
  '2030-12-04 16:00-17:30 オンライン',
  '12/5 9:30〜',
  '１２月６日　１３：００～１４：００',
].join('\n');

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Owner creates a poll and pastes five lines; returns the share link. */
async function createPollWithFiveOptions(page: Page, title: string) {
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill(title);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByLabel('候補日時（1行に1件）').fill(FIVE_LINES);
  await expect(page.getByRole('heading', { name: '追加される候補（5件）' })).toBeVisible();
  await page.getByRole('button', { name: '5件の候補を追加' }).click();
  const options = page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem');
  await expect(options).toHaveCount(5);
  await expect(page.getByLabel('候補日時（1行に1件）')).toHaveValue('');
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  return page.getByLabel('回答用リンク').inputValue();
}

/** The way of adding candidates (visually hidden radios inside their labels, as a person taps). */
async function chooseMode(page: Page, name: string) {
  await page.locator('label', { hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** Answers on an open public page, tapping the visible ○/△/× as a person would. */
async function answer(page: Page, name: string, marks: readonly Mark[]) {
  await page.getByLabel('お名前').fill(name);
  const groups = page.locator('form[aria-labelledby="answer-heading"]').getByRole('group');
  for (const [index, mark] of marks.entries()) {
    const radio = groups.nth(index).getByRole('radio', { name: new RegExp(mark) });
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }
  await page.getByRole('button', { name: /回答を(送信|更新)/ }).click();
  await expect(page.getByText('回答を送信しました。ご協力ありがとうございます。')).toBeVisible();
}

async function openPublic(
  browser: Browser,
  link: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

for (const size of WIDTHS) {
  test(`${size.name}: five pasted lines, the poll in the address, three respondents, decide, .ics`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await startSignedIn(page, await signUpViaApi(request, '高橋 部長'));
    const link = await createPollWithFiveOptions(page, '定例会議');
    expect(link).toMatch(/\/schedule-share\/[A-Za-z0-9_-]{40,}$/);

    // The poll is in the address: a reload and a second tab open the same poll.
    await expect(page).toHaveURL(/\/schedule-share\?poll=[0-9a-f-]{36}$/);
    const ownerUrl = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '定例会議' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem'),
    ).toHaveCount(5);
    const secondTab = await page.context().newPage();
    await secondTab.goto(ownerUrl);
    await expect(secondTab.getByRole('heading', { level: 2, name: '定例会議' })).toBeVisible();
    await secondTab.close();

    // Two people answer from one browser, a third from another.
    const desk = await openPublic(browser, link, size);
    await answer(desk.page, '田中', ['参加可能', '参加可能', '未定', '参加不可', '参加可能']);
    await desk.page.getByRole('button', { name: '別の方として回答' }).click();
    await expect(desk.page.getByLabel('お名前')).toHaveValue('');
    await answer(desk.page, '伊藤', ['参加不可', '参加可能', '参加可能', '参加可能', '未定']);
    await desk.page.reload();
    await expect(desk.page.getByRole('button', { name: '田中様の回答を修正' })).toBeVisible();
    await desk.page.getByRole('button', { name: '田中様の回答を修正' }).click();
    await expect(desk.page.getByLabel('お名前')).toHaveValue('田中');
    const other = await openPublic(browser, link, size);
    await answer(other.page, '鈴木', ['参加可能', '参加可能', '参加不可', '参加不可', '参加不可']);
    const publicTable = other.page.getByRole('table', { name: /参加可能/ });
    for (const name of ['田中', '伊藤', '鈴木']) {
      await expect(publicTable.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
    }

    // The owner's open page picks the answers up without a reload (every 15 s while visible).
    const ownerTable = page.getByRole('table', { name: /参加可能/ });
    await expect(ownerTable.getByRole('row', { name: /鈴木/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('最有力').first()).toBeVisible();

    // Decide on the second candidate (3 December, 10:00-11:00 Japan time).
    await page.getByRole('button', { name: 'この日程で確定（12月3日(火) 10:00〜11:00）' }).click();
    await expect(page.getByRole('heading', { name: '確定した日程' })).toBeVisible();
    const notice = await page.getByLabel('回答者へのお知らせ文').inputValue();
    expect(notice).toContain('件名：【日程確定】定例会議');
    expect(notice).toContain('■日時：12月3日(火) 10:00〜11:00');
    expect(notice).toContain(link);
    await page.getByRole('radio', { name: '英語' }).click();
    await expect(page.getByLabel('回答者へのお知らせ文')).toHaveValue(
      /Subject: Date confirmed: 定例会議[\s\S]*Tue, Dec 3, 10:00–11:00 \(Japan time\)/,
    );

    // The public view shows the decision first, closes the form, and offers the .ics.
    await other.page.reload();
    const firstSection = other.page.locator('h1 ~ section').first();
    await expect(firstSection.getByRole('heading', { name: '日程が確定しました' })).toBeVisible();
    await expect(firstSection).toContainText('12月3日(火) 10:00〜11:00');
    await expect(
      other.page.getByText('日程が確定したため、回答の受付を終了いたしました。'),
    ).toBeVisible();
    await expect(other.page.getByLabel('お名前')).toHaveCount(0);
    const options = other.page.locator('#shared-options ~ ul > li');
    await expect(options.first()).toContainText('確定');
    await expect(options.first()).toContainText('12月3日(火) 10:00〜11:00');
    const google = other.page.getByRole('link', { name: /Googleカレンダーに追加/ });
    const googleUrl = new URL((await google.getAttribute('href')) ?? '');
    expect(googleUrl.searchParams.get('dates')).toBe('20301203T010000Z/20301203T020000Z');

    const downloading = other.page.waitForEvent('download');
    await other.page.getByRole('button', { name: /カレンダー用ファイル/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('定例会議.ics');
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent!);
    expect(event.summary).toBe('定例会議');
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-12-03T01:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-12-03T02:00:00.000Z');
    expect(vevent!.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // Undo asks first, then reopens the form.
    await page.getByRole('button', { name: '確定を取り消す' }).click();
    const undo = page.getByRole('alertdialog');
    await expect(undo).toContainText('確定を取り消しますか？');
    await undo.getByRole('button', { name: '確定を取り消す' }).click();
    await expect(page.getByRole('heading', { name: '確定した日程' })).toHaveCount(0);
    await other.page.reload();
    await expect(other.page.getByLabel('お名前')).toBeVisible();

    // Removing an answered candidate asks first; its answers go with it.
    await page.getByRole('button', { name: '12月2日(月) 14:00〜15:00 の候補を削除' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('3名の方が回答しています');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(
      page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem'),
    ).toHaveCount(4);

    await desk.context.close();
    await other.context.close();
  });

  test(`${size.name}: a past deadline closes the form and the API refuses a direct answer`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await startSignedIn(page, await signUpViaApi(request));
    const link = await createPollWithFiveOptions(page, '締切のある調整');

    // Title, description and a candidate can still be changed.
    await page.getByRole('button', { name: 'タイトル・説明を編集' }).click();
    await page.locator('#edit-title').fill('締切のある調整（改）');
    await page.locator('#edit-description').fill('ご都合をお知らせください。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: '締切のある調整（改）' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '12月4日(水) 16:00〜17:30 の候補を変更' }).click();
    await page.getByLabel('終了時刻（任意）').fill('18:00');
    await page.getByRole('button', { name: '変更を保存' }).click();
    await expect(page.getByText('12月4日(水) 16:00〜18:00').first()).toBeVisible();

    // A past deadline is refused; one that has passed closes the poll (the service role stands
    // in for time passing: nobody else may set a deadline that is already past).
    await page.getByLabel('期限の日付').fill('2020-01-31');
    await page.getByLabel('期限の時刻（日本時間）').fill('18:00');
    await page.getByRole('button', { name: '回答期限を保存' }).click();
    await expect(page.getByText('過去の日時は回答期限に設定できません。')).toBeVisible();
    const shareId = link.split('/').pop() ?? '';
    const passed = await request.patch(
      `${BACKEND_URL}/rest/v1/schedules?share_id=eq.${encodeURIComponent(shareId)}`,
      {
        headers: {
          apikey: SERVICE_ROLE_KEY,
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          'Content-Type': 'application/json',
        },
        data: { answer_deadline: '2020-01-31T09:00:00Z' },
      },
    );
    expect(passed.ok(), await passed.text()).toBe(true);
    await page.reload();
    await expect(page.getByText(/回答期限（.*2020.*）を過ぎました/)).toBeVisible();

    const visitor = await openPublic(browser, link, size);
    await expect(
      visitor.page.getByRole('heading', { level: 1, name: '締切のある調整（改）' }),
    ).toBeVisible();
    await expect(visitor.page.getByText('12月4日(水) 16:00〜18:00').first()).toBeVisible();
    await expect(visitor.page.getByText(/回答期限（.*2020.*）を過ぎたため/)).toBeVisible();
    await expect(visitor.page.getByLabel('お名前')).toHaveCount(0);

    const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
    const shared = await request.post(`${BACKEND_URL}/rest/v1/rpc/get_shared_schedule`, {
      headers,
      data: { p_share_id: shareId },
    });
    const poll = (await shared.json()) as { closed: boolean; options: { id: string }[] };
    expect(poll.closed).toBe(true);
    const late = await request.post(`${BACKEND_URL}/rest/v1/rpc/submit_schedule_answer`, {
      headers,
      data: {
        p_share_id: shareId,
        p_respondent_name: '遅れた人',
        p_respondent_email: null,
        p_comment: null,
        p_answers: [{ option_id: poll.options[0]?.id, availability: 'yes' }],
      },
    });
    expect(late.ok()).toBe(false);
    expect(await late.text()).toContain('the answer deadline has passed');
    await visitor.context.close();
  });
}

test('phone: names whole in a sticky column, no one-character line in the tables; ○△× in one place', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPollWithFiveOptions(page, '月例会');
  const visitor = await openPublic(browser, link, phone);
  const longNames = [
    '佐藤 花子',
    '長谷川 由紀子（営業部 第二課）',
    'Alexandra Montgomery-Whitfield',
  ];
  for (const name of longNames) {
    await answer(visitor.page, name, ['参加可能', '未定', '参加不可', '参加可能', '未定']);
    await visitor.page.getByRole('button', { name: '別の方として回答' }).click();
  }

  // ○△× sit at the same x for every candidate, whatever the length of the date or note.
  const markLefts = await visitor.page
    .locator('[data-marks]')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
  expect(markLefts).toHaveLength(5);
  expect(new Set(markLefts).size).toBe(1);

  // Every name whole (never 「田中 一…」), and no cell with a line of one character: dates and
  // time ranges never broken inside (no 「14:00〜」 / 「15:00」), long names only at spaces.
  const table = visitor.page.getByRole('table', { name: /参加可能/ });
  // Once the last answer's row is in (the table shows each answer as it is saved).
  await expect(table.locator('[data-respondent-name]')).toHaveCount(longNames.length);
  expect(await table.locator('[data-respondent-name]').allTextContents()).toEqual(longNames);
  expect(await cutNames(table.locator('[data-respondent-name]'))).toEqual([]);
  expect(await oneCharacterLines(table)).toEqual([]);
  await visitor.page.screenshot({
    path: test.info().outputPath('public-poll-390.png'),
    fullPage: true,
  });
  await expect(
    table.getByRole('rowheader', { name: '長谷川 由紀子（営業部 第二課）' }),
  ).toBeVisible();

  // The owner's table at 390 px: the same, with each delete button on one line (never 削／除).
  await page.reload();
  const ownerTable = page.getByRole('table', { name: /参加可能/ });
  await expect(ownerTable.locator('[data-respondent-name]')).toHaveCount(longNames.length);
  expect(await cutNames(ownerTable.locator('[data-respondent-name]'))).toEqual([]);
  expect(await oneCharacterLines(ownerTable)).toEqual([]);
  const deleteHeights = await ownerTable
    .getByRole('button', { name: /の回答を削除/ })
    .evaluateAll((nodes) => nodes.map((node) => node.getClientRects().length));
  expect(deleteHeights).toEqual([1, 1, 1]);
  await page.screenshot({ path: test.info().outputPath('owner-poll-390.png'), fullPage: true });

  // The name column stays while the candidates scroll sideways.
  const nameCell = table.getByRole('rowheader', { name: '佐藤 花子' });
  const before = await nameCell.boundingBox();
  await visitor.page.getByRole('region', { name: /回答一覧/ }).evaluate((node) => {
    node.scrollLeft = node.scrollWidth;
  });
  const after = await nameCell.boundingBox();
  expect(Math.round(after?.x ?? -1)).toBe(Math.round(before?.x ?? -2));
  await expect(visitor.page.getByRole('rowheader', { name: '合計' })).toBeVisible();

  // The same in English: names whole, no one-character line, the marks in one place.
  await visitor.page.getByRole('button', { name: '表示言語を英語に切り替える' }).click();
  const englishTable = visitor.page.getByRole('table', { name: /available/ });
  await expect(englishTable.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  expect(await cutNames(englishTable.locator('[data-respondent-name]'))).toEqual([]);
  expect(await oneCharacterLines(englishTable)).toEqual([]);
  const englishMarks = await visitor.page
    .locator('[data-marks]')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
  expect(new Set(englishMarks).size).toBe(1);
  await visitor.context.close();
});

test('the public view with answers and a decision is accessible at 390 and 1280 px, light and dark', async ({
  page,
  browser,
  request,
}) => {
  // axe on a busy shared machine can take tens of seconds per page.
  test.setTimeout(180_000);
  await startSignedIn(page, await signUpViaApi(request));
  const link = await createPollWithFiveOptions(page, '月例会');
  const visitor = await openPublic(browser, link, WIDTHS[0]);
  await answer(visitor.page, '長谷川 由紀子（営業部 第二課）', [
    '参加可能',
    '未定',
    '参加不可',
    '参加可能',
    '未定',
  ]);
  await visitor.context.close();
  await page.getByRole('button', { name: 'この日程で確定（12月3日(火) 10:00〜11:00）' }).click();
  await expect(page.getByRole('heading', { name: '確定した日程' })).toBeVisible();

  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const publicPage = await context.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { name: '日程が確定しました' })).toBeVisible();
  for (const size of WIDTHS) {
    await publicPage.setViewportSize(size);
    await expectNoSeriousA11yViolationsInBothThemes(publicPage, `shared schedule ${size.width}`);
  }
  await context.close();
});

test('owner views at 390 and 1280 px are accessible, light and dark', async ({ page, request }) => {
  test.setTimeout(180_000);
  await startSignedIn(page, await signUpViaApi(request));
  await createPollWithFiveOptions(page, 'アクセシビリティ確認');
  await page.getByRole('button', { name: 'この日程で確定（12月3日(火) 10:00〜11:00）' }).click();
  await expect(page.getByRole('heading', { name: '確定した日程' })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolationsInBothThemes(page, `schedule-share owner ${size.width}`);
  }
  await chooseMode(page, 'カレンダーから選択');
  await expect(page.getByRole('table', { name: /のカレンダー/ })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'schedule-share calendar');
});

test('a guest picks two days on the calendar with two time slots: four candidates', async ({
  page,
}) => {
  await page.goto('/schedule-share');
  await expect(page.getByText('ゲストとしてご利用中です')).toBeVisible();
  await page.getByLabel('タイトル', { exact: true }).fill('ゲストの日程調整');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await chooseMode(page, 'カレンダーから選択');
  await page.getByRole('button', { name: '次の月' }).click();
  const days = page.getByRole('table', { name: /のカレンダー/ }).getByRole('button');
  await days.nth(9).click();
  await days.nth(10).click();
  await page.getByRole('button', { name: '時間帯を追加' }).click();
  await page.getByLabel('時間帯2の開始').fill('15:00');
  await page.getByRole('button', { name: '2日分・4件の候補を追加' }).click();
  await expect(
    page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.getByText('ゲスト利用中')).toBeVisible();
});

test('one candidate at a time, with an end time, and a weekday mistake flagged', async ({
  page,
}) => {
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill('個別入力');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await page.getByLabel('候補日時（1行に1件）').fill('2030/12/2(火) 14:00\n2030/12/3 10:00');
  await expect(page.getByText('曜日が日付と合いません（この日は月曜日です）')).toBeVisible();
  await page.getByRole('button', { name: '1件の候補を追加' }).click();
  await expect(page.getByLabel('候補日時（1行に1件）')).toHaveValue('2030/12/2(火) 14:00');
  await chooseMode(page, '1件ずつ入力');
  await page.getByLabel('日付', { exact: true }).fill('2030-02-01');
  await page.getByLabel('時刻（日本時間）', { exact: true }).fill('13:00');
  await page.getByLabel('終了時刻（任意）').fill('14:30');
  await page.getByRole('button', { name: '候補を追加' }).click();
  await expect(page.getByText('2月1日(金) 13:00〜14:30')).toBeVisible();
});

test('candidates on national holidays are marked 祝 with their name, 和暦 lines read strictly', async ({
  page,
}) => {
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill('祝日の確認');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  // 成人の日 2027, a 振替休日 (2027-03-22, for 春分の日 on a Sunday) and an ordinary day.
  await page
    .getByLabel('候補日時（1行に1件）')
    .fill('令和9年1月11日 10:00\n2027/3/22 10:00\n2027/1/12 10:00');
  await page.getByRole('button', { name: '3件の候補を追加' }).click();
  const options = page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem');
  await expect(options).toHaveCount(3);
  // In date order.
  await expect(options.nth(0)).toContainText('祝 成人の日');
  await expect(options.nth(1)).not.toContainText('祝');
  await expect(options.nth(2)).toContainText('祝 春分の日 振替休日');
  // A 和暦 date outside its era is refused, not moved to another day.
  await page.getByLabel('候補日時（1行に1件）').fill('令和元年4月30日 10:00');
  await expect(page.getByText('存在しない日付です')).toBeVisible();
});

test('a wrong share id shows the not-found message', async ({ page }) => {
  await page.goto('/schedule-share/this-share-id-does-not-exist');
  await expect(page.getByText('共有された日程調整が見つかりません。')).toBeVisible();
});
