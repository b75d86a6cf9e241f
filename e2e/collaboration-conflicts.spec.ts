import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { item, newPage, openEdit, sharedList, signedIn } from './helpers/collaboration';

/**
 * Two people editing the same thing at once, each in a browser of their own: nobody's change
 * is lost without a word. A field changed by both is shown with both values to choose from
 * (「佐藤さんが先に変更しました」); changes to different fields merge.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test('tasks: two editors — other fields merge, the same field asks (「佐藤さんが先に変更しました」)', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  const { b } = await sharedList(page, browser, '衝突テスト');

  // A and B both open 編集. A changes the title and saves; B fills only 詳細 and saves.
  const formA = await openEdit(page, '衝突テスト');
  const formB = await openEdit(b.page, '衝突テスト');
  await formA.getByLabel('タスク名').fill('衝突テスト（改）');
  await formA.getByRole('button', { name: '保存', exact: true }).click();
  await expect(item(page, '衝突テスト（改）')).toBeVisible();
  await formB.getByLabel('詳細（任意）').fill('会議室は3階');
  await formB.getByRole('button', { name: '保存', exact: true }).click();

  // Both changes are kept, on both pages: B's form never sent the old title.
  for (const p of [page, b.page]) {
    await expect(item(p, '衝突テスト（改）')).toContainText('会議室は3階');
    await expect(item(p, '衝突テスト')).toHaveCount(1);
  }

  // Now both change 詳細: B saves first; A is told, sees both, and merges the two texts.
  const againA = await openEdit(page, '衝突テスト（改）');
  const againB = await openEdit(b.page, '衝突テスト（改）');
  await againB.getByLabel('詳細（任意）').fill('会議室は3階\n持ち物: 名刺');
  await againB.getByRole('button', { name: '保存', exact: true }).click();
  await expect(item(b.page, '衝突テスト（改）')).toContainText('持ち物: 名刺');
  await againA.getByLabel('詳細（任意）').fill('会議室は3階の301');
  await againA.getByRole('button', { name: '保存', exact: true }).click();

  const notice = againA.getByTestId('conflict-notice');
  await expect(notice.getByRole('heading')).toHaveText('佐藤さんが先に変更しました');
  await expect(notice.getByRole('heading')).toBeFocused();
  await expect(notice.getByTestId('conflict-theirs')).toHaveText('会議室は3階\n持ち物: 名刺');
  await expect(notice.getByTestId('conflict-mine')).toHaveText('会議室は3階の301');
  // Nothing was overwritten meanwhile: B's page still shows B's text.
  await expect(item(b.page, '衝突テスト（改）')).toContainText('持ち物: 名刺');
  await expectNoSeriousA11yViolationsInBothThemes(page);

  await notice.getByRole('button', { name: '詳細（任意）: 両方をまとめる' }).click();
  await expect(againA.getByTestId('conflict-settled')).toBeVisible();
  await expect(againA.getByLabel('詳細（任意）')).toHaveValue('会議室は3階の301\n持ち物: 名刺');
  await againA.getByRole('button', { name: '保存', exact: true }).click();
  for (const p of [page, b.page])
    await expect(item(p, '衝突テスト（改）')).toContainText('会議室は3階の301');
  await expect(item(b.page, '衝突テスト（改）')).toContainText('持ち物: 名刺');
  await b.context.close();
});

/** A poll with two candidates and one answer (田中: ○ ○); returns its answer link. */
async function pollWithAnswer(page: Page, browser: Browser) {
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill('週次定例');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await page.getByLabel('候補日時（1行に1件）').fill('2030/12/2 14:00〜15:00\n2030/12/3 10:00');
  await page.getByRole('button', { name: '2件の候補を追加' }).click();
  // The box empties once the server has the candidates (the list shows them before that).
  await expect(page.getByLabel('候補日時（1行に1件）')).toHaveValue('');
  await page.getByRole('button', { name: '回答用リンクを作成' }).click();
  const link = await page.getByLabel('回答用リンク').inputValue();
  const first = await newPage(browser, { width: 390, height: 844 });
  await first.page.goto(link);
  await first.page.getByLabel('お名前').fill('田中');
  await mark(first.page, ['参加可能', '参加可能']);
  await first.page.getByRole('button', { name: '回答を送信' }).click();
  await expect(
    first.page.getByText('回答を送信しました。ご協力ありがとうございます。'),
  ).toBeVisible();
  await first.context.close();
  return link;
}

type Mark = '参加可能' | '未定' | '参加不可';

async function mark(page: Page, marks: readonly (Mark | null)[]) {
  const groups = page.locator('form[aria-labelledby="answer-heading"]').getByRole('group');
  for (const [index, value] of marks.entries()) {
    if (!value) continue;
    const radio = groups.nth(index).getByRole('radio', { name: new RegExp(value) });
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }
}

async function openAnswerOf(browser: Browser, link: string, name: string) {
  const opened = await newPage(browser, { width: 390, height: 844 });
  await opened.page.goto(link);
  await opened.page
    .getByRole('button', { name: new RegExp(`^${name}\\s?（回答を修正）$`) })
    .click();
  await opened.page.getByRole('alertdialog').getByRole('button', { name: '修正する' }).click();
  await expect(opened.page.getByLabel('お名前')).toHaveValue(name);
  return opened;
}

test('poll answers: two people change 田中’s answer — the same mark asks, the comment merges', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, await signUpViaApi(request));
  const link = await pollWithAnswer(page, browser);

  const b = await openAnswerOf(browser, link, '田中');
  const c = await openAnswerOf(browser, link, '田中');
  // B: the first candidate ×, and a comment. C (still on the old answer): the first candidate △.
  await mark(b.page, ['参加不可', null]);
  await b.page.getByLabel('コメント（任意）').fill('午後は不在です');
  await b.page.getByRole('button', { name: '回答を更新' }).click();
  await expect(b.page.getByText('回答を更新しました。')).toBeVisible();

  await mark(c.page, ['未定', null]);
  await c.page.getByRole('button', { name: '回答を更新' }).click();
  const notice = c.page.getByTestId('conflict-notice');
  await expect(notice.getByRole('heading')).toHaveText('ほかの方が先に変更しました');
  await expect(notice.getByTestId('conflict-theirs')).toHaveText('×');
  await expect(notice.getByTestId('conflict-mine')).toHaveText('△');
  await expectNoSeriousA11yViolationsInBothThemes(c.page);
  await notice.getByRole('button', { name: /自分の入力を残す$/ }).click();
  await c.page.getByRole('button', { name: '回答を更新' }).click();
  await expect(c.page.getByText('回答を更新しました。')).toBeVisible();

  // One 田中: C's mark on the first candidate, B's comment kept, the second ○ as before.
  await page.reload();
  const row = page
    .getByRole('table', { name: /参加可能/ })
    .locator('tbody tr')
    .filter({ has: page.locator('[data-respondent-name]', { hasText: /^田中$/ }) });
  await expect(row).toHaveCount(1);
  await expect
    .poll(() =>
      row
        .getByRole('img')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label'))),
    )
    .toEqual(['未定', '参加可能']);
  await expect(row).toContainText('午後は不在です');
  await b.context.close();
  await c.context.close();
});

test('poll settings: the owner in two windows — the same field asks, another one merges', async ({
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  const a = await signedIn(browser, owner);
  await a.page.goto('/schedule-share');
  await a.page.getByLabel('タイトル', { exact: true }).fill('月例会');
  await a.page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(a.page.getByRole('heading', { level: 2, name: '月例会' })).toBeVisible();
  const b = await signedIn(browser, owner);
  await b.page.goto(a.page.url());
  await expect(b.page.getByRole('heading', { level: 2, name: '月例会' })).toBeVisible();

  await a.page.getByRole('button', { name: 'タイトル・説明を編集' }).click();
  await b.page.getByRole('button', { name: 'タイトル・説明を編集' }).click();
  await b.page.locator('#edit-title').fill('月例会（5月）');
  await a.page.locator('#edit-title').fill('月例会（4月）');
  await a.page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(a.page.getByRole('heading', { level: 2, name: '月例会（4月）' })).toBeVisible();

  // B's form is still open (A's change did not close it), with what B typed.
  await expect(b.page.locator('#edit-title')).toHaveValue('月例会（5月）');
  await b.page.locator('#edit-description').fill('会場: 本社');
  await b.page.getByRole('button', { name: '保存', exact: true }).click();
  const notice = b.page.getByTestId('conflict-notice');
  await expect(notice.getByRole('heading')).toHaveText('別の画面で先に変更されています');
  await expect(notice.getByTestId('conflict-theirs')).toHaveText('月例会（4月）');
  await expect(notice.getByTestId('conflict-mine')).toHaveText('月例会（5月）');
  await notice.getByRole('button', { name: 'タイトル: 先に保存された内容にする' }).click();
  await expect(b.page.locator('#edit-title')).toHaveValue('月例会（4月）');
  await b.page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(b.page.getByRole('heading', { level: 2, name: '月例会（4月）' })).toBeVisible();
  await expect(b.page.getByText('会場: 本社')).toBeVisible();
  await a.page.reload();
  await expect(a.page.getByText('会場: 本社')).toBeVisible();
  await a.context.close();
  await b.context.close();
});
