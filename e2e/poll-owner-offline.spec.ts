import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { stillOffline, untilServiceWorkerControls } from './helpers/offline';

/**
 * A poll owner's changes made offline (candidates, the decision, the title) are shown at once,
 * listed as waiting (「未送信の変更 n件」), kept across a reload, and sent in order when the
 * connection returns, each through the revision check: a change the owner made meanwhile on
 * another device to the same field is kept and the offline one is reported, never overwriting it.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

const candidates = (page: Page) =>
  page.getByRole('list', { name: '候補日時の一覧' }).getByRole('listitem');
const title = (page: Page) => page.locator('#schedule-detail');

async function editTitle(page: Page, text: string) {
  await page.getByRole('button', { name: 'タイトル・説明を編集' }).click();
  await page.locator('#edit-title').fill(text);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(title(page)).toHaveText(text);
}

test('owner offline: candidate, decision and title queued, reloaded, sent; a conflicting title is kept', async ({
  page,
  context,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/schedule-share');
  await page.getByLabel('タイトル', { exact: true }).fill('週次定例');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await page.getByLabel('候補日時（1行に1件）').fill('2030/12/2 14:00〜15:00');
  await page.getByRole('button', { name: '1件の候補を追加' }).click();
  await expect(candidates(page)).toHaveCount(1);
  const address = page.url();
  await untilServiceWorkerControls(page);

  // The same owner on a second device, with the poll open.
  const other = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const second = await other.newPage();
  await startSignedIn(second, owner);
  await second.goto(address);
  await expect(title(second)).toHaveText('週次定例');

  // Offline: a candidate, the decision and a new title, all shown at once and listed.
  await context.setOffline(true);
  await page.getByLabel('候補日時（1行に1件）').fill('2030/12/3 10:00〜11:00');
  await page.getByRole('button', { name: '1件の候補を追加' }).click();
  await expect(candidates(page)).toHaveCount(2);
  await page.getByRole('button', { name: /^この日程で確定（12月2日/ }).click();
  await expect(page.getByRole('heading', { name: '確定した日程' })).toBeVisible();
  await editTitle(page, '週次定例（12月）');
  await expect(page.getByTestId('poll-pending-count')).toHaveText('未送信の変更 3件');
  const waiting = [
    '「週次定例」に候補を1件追加',
    '「週次定例」の日程を決定',
    '「週次定例」のタイトル・設定を変更',
  ];
  await expect(page.getByTestId('poll-pending').getByRole('listitem')).toHaveText(waiting);

  // Meanwhile, on the other device (online), the title is changed too.
  await editTitle(second, '週次定例（全体）');

  // A reload while offline keeps the page and the waiting changes.
  await page.reload();
  await stillOffline(page);
  await expect(page.getByTestId('poll-pending').getByRole('listitem')).toHaveText(waiting);

  // Back online: sent in order; the candidate and the decision land, the title is refused.
  await context.setOffline(false);
  await expect(page.getByTestId('poll-pending-count')).toHaveCount(0);
  await expect(page.getByTestId('poll-pending-failed')).toContainText(
    '「週次定例」のタイトル・設定を変更: 別の画面または端末で先に同じ項目が変更されていたため、送信しませんでした。',
  );
  await expect(page.getByRole('button', { name: '入力内容をコピー' })).toBeVisible();
  await second.reload();
  for (const p of [page, second]) {
    await expect(title(p)).toHaveText('週次定例（全体）');
    await expect(candidates(p)).toHaveCount(2);
    await expect(p.getByRole('heading', { name: '確定した日程' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'この通知を閉じる' }).click();
  await expect(page.getByTestId('poll-pending-failed')).toHaveCount(0);
  await other.close();
});
