import { expect, test, type Browser } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { useTheme } from './helpers/site';

async function answerAs(
  browser: Browser,
  link: string,
  name: string,
  marks: ('参加可能' | '未定' | '参加不可')[],
) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '定例会議' })).toBeVisible();
  await page.getByRole('button', { name: '回答を送信' }).click();
  await expect(page.getByRole('alert')).toHaveText('お名前を入力し、候補日時を選択してください。');
  await page.getByLabel('お名前').fill(name);
  const groups = page.getByRole('group');
  for (const [index, mark] of marks.entries()) {
    // Tap the visible ○/△/× button, as a person would (the radio inside it is visually hidden).
    const radio = groups.nth(index).getByRole('radio', { name: new RegExp(mark) });
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }
  await page.getByRole('button', { name: '回答を送信' }).click();
  await expect(page.getByText('回答を送信しました。ご協力ありがとうございます。')).toBeVisible();
  return { context, page };
}

test('an owner creates a poll with three options; two visitors answer; the owner sees counts and names', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '高橋 部長');
  await startSignedIn(page, owner);
  await page.goto('/schedule-share');
  await expect(page.getByRole('button', { name: '作成' })).toBeDisabled();
  await page.getByLabel('タイトル').fill('定例会議');
  await page.getByLabel('説明（任意）').fill('来週の定例会議の日程を決めます。');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '定例会議' })).toBeVisible();

  const addOption = async (date: string, time: string, label = '') => {
    await page.getByLabel('日付').fill(date);
    await page.getByLabel('時刻（日本時間）').fill(time);
    await page.getByLabel('メモ（任意）').fill(label);
    await page.getByRole('button', { name: '候補を追加' }).click();
  };
  await addOption('2030-12-04', '10:00', 'オンライン');
  await addOption('2030-12-03', '14:00');
  await addOption('2030-12-05', '16:30');
  const options = page.getByRole('listitem').filter({ hasText: /月\d+日\(/ });
  await expect(options).toHaveCount(3);
  await expect(options.first()).toContainText('12月3日(火) 14:00');

  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  const link = await page.getByLabel('回答用リンク').inputValue();
  expect(link).toMatch(/\/schedule-share\/[A-Za-z0-9_-]{40,}$/);

  const first = await answerAs(browser, link, '田中', ['参加可能', '未定', '参加不可']);
  await expectNoSeriousA11yViolations(first.page, 'shared schedule after answering');
  await first.context.close();
  const second = await answerAs(browser, link, '伊藤', ['参加可能', '参加可能', '参加不可']);
  await expect(second.page.getByRole('table')).toContainText('田中');
  await second.context.close();

  await page.reload();
  await page.getByRole('button', { name: /定例会議/ }).click();
  const firstOption = page.getByRole('listitem').filter({ hasText: '12月3日(火) 14:00' });
  await expect(firstOption).toContainText('○ 2名');
  await expect(firstOption).toContainText('田中、伊藤');
  await expect(firstOption).toContainText('最有力');
  const matrix = page.getByRole('table');
  await expect(matrix.getByRole('row', { name: /田中/ })).toContainText('○△×');
});

test('a respondent changes their own answer from the same browser', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request);
  await startSignedIn(page, owner);
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル').fill('定例会議');
  await page.getByRole('button', { name: '作成' }).click();
  await page.getByLabel('日付').fill('2030-01-10');
  await page.getByLabel('時刻（日本時間）').fill('09:00');
  await page.getByRole('button', { name: '候補を追加' }).click();
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  const link = await page.getByLabel('回答用リンク').inputValue();

  const { context, page: visitor } = await answerAs(browser, link, '山本', ['参加不可']);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: '回答を修正する' })).toBeVisible();
  await expect(visitor.getByLabel('お名前')).toHaveValue('山本');
  await visitor
    .getByRole('radio', { name: /参加可能/ })
    .locator('xpath=..')
    .click();
  await visitor.getByRole('button', { name: '回答を更新' }).click();
  await expect(visitor.getByText('回答を送信しました。ご協力ありがとうございます。')).toBeVisible();
  await expect(visitor.getByRole('table').getByRole('row', { name: /山本/ })).toContainText('○');
  await expect(visitor.getByRole('table').getByRole('row', { name: /山本/ })).toHaveCount(1);
  await context.close();
});

test('a wrong share id shows the not-found message', async ({ page }) => {
  await page.goto('/schedule-share/this-share-id-does-not-exist');
  await expect(page.getByText('共有された日程調整が見つかりません。')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`a guest creates a poll and sees the warning; axe (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/schedule-share');
    await expect(page.getByText('ゲストとしてご利用中です')).toBeVisible();
    await page.getByLabel('タイトル').fill('ゲストの日程調整');
    await page.getByRole('button', { name: '作成' }).click();
    await page.getByLabel('日付').fill('2030-02-01');
    await page.getByLabel('時刻（日本時間）').fill('13:00');
    await page.getByRole('button', { name: '候補を追加' }).click();
    await expect(page.getByText('2月1日(金) 13:00')).toBeVisible();
    await expect(page.getByText('ゲスト利用中')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `schedule-share (${theme})`);
  });
}
