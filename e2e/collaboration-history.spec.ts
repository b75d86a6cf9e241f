import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { addTask, item, newPage, openEdit, sharedList } from './helpers/collaboration';
import { useLanguage } from './helpers/site';

/**
 * A list's and a poll's history, as the people in them see it: who changed what and when,
 * arriving live, and 「元に戻す」 for one's own latest change only.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

async function openHistory(page: Page, showLabel = '変更履歴を表示') {
  await page.getByRole('button', { name: showLabel }).click();
  return page.getByTestId('history-entries');
}

test('a list: B’s changes appear in A’s history; B undoes B’s latest change', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request, '鈴木 一郎'));
  const { b } = await sharedList(page, browser, '見積書を送付する');
  await addTask(b.page, '会場を予約する');
  const form = await openEdit(b.page, '会場を予約する');
  await form.getByLabel('タスク名').fill('会場を仮予約する');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(item(b.page, '会場を仮予約する')).toBeVisible();

  const ownerHistory = await openHistory(page);
  await expect(ownerHistory.getByRole('listitem').first()).toContainText(
    '佐藤さんがタスク名を「会場を予約する」から「会場を仮予約する」に変更しました',
  );
  await expect(ownerHistory).toContainText('佐藤さんがタスク「会場を予約する」を追加しました');
  await expect(ownerHistory).toContainText('佐藤さんが参加しました');
  await expect(ownerHistory).toContainText('あなたが編集用リンクを作成しました');
  // Not A's to undo: A's own latest change (the link) cannot be undone either.
  await expect(ownerHistory.getByRole('button', { name: /元に戻す$/ })).toHaveCount(0);
  await expectNoSeriousA11yViolationsInBothThemes(page);

  const memberHistory = await openHistory(b.page);
  const undo = memberHistory.getByRole('button', {
    name: '「あなたがタスク名を「会場を予約する」から「会場を仮予約する」に変更しました」を元に戻す',
  });
  await undo.click();
  await expect(b.page.getByText('元に戻しました。')).toBeVisible();
  for (const p of [page, b.page]) await expect(item(p, '会場を予約する')).toBeVisible();
  await expect(memberHistory.getByRole('listitem').first()).toContainText('（元に戻す操作）');
  await expect(ownerHistory.getByRole('listitem').nth(1)).toContainText('（取り消し済み）');
  await b.context.close();
});

test('a poll: answers added and changed are in the owner’s history (English, 390 px)', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await startSignedIn(page, await signUpViaApi(request, 'Ichiro Suzuki'));
  await page.goto('/schedule-share');
  await page.getByLabel('Title', { exact: true }).fill('Weekly meeting');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByLabel(/one per line/).fill('2030/12/2 14:00-15:00');
  await page.getByRole('button', { name: /Add candidates \(1\)|Add 1 candidate/ }).click();
  await page
    .getByRole('button', { name: /answer link/i })
    .first()
    .click();
  const link = await page.getByRole('textbox', { name: /answer link/i }).inputValue();

  const respondent = await newPage(browser, { width: 390, height: 844 });
  await respondent.page.goto(link);
  await respondent.page.getByLabel('お名前').fill('田中');
  const group = respondent.page
    .locator('form[aria-labelledby="answer-heading"]')
    .getByRole('group')
    .first();
  await group
    .getByRole('radio', { name: /参加可能/ })
    .locator('xpath=..')
    .click();
  await respondent.page.getByRole('button', { name: '回答を送信' }).click();
  await expect(respondent.page.getByText('回答を送信しました。', { exact: false })).toBeVisible();
  await respondent.page.getByLabel('コメント（任意）').fill('遅れて参加します');
  await respondent.page.getByRole('button', { name: '回答を更新' }).click();
  await expect(respondent.page.getByText('回答を更新しました。')).toBeVisible();

  const history = await openHistory(page, 'Show history');
  await expect(history.getByRole('listitem').first()).toContainText("田中's answer was changed");
  await expect(history).toContainText('田中 answered');
  await expect(history).toContainText('You added the candidate');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await respondent.context.close();
});
