import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';

/**
 * Steps inside a task, from two browsers at once (the same account on a laptop and on a
 * phone): steps added in one appear in the other, each ticks a different step, and both show
 * the same 「2/3」 without a reload.
 */

test.describe.configure({ timeout: 120_000 });

const TITLE = '展示会の準備';

const stepsButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^ステップ.*「${TITLE}」$`) });

test('steps ticked from two contexts: both show 2/3 live', async ({ page, browser, request }) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  await page.getByLabel('タスク名', { exact: true }).first().fill(TITLE);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await stepsButton(page).click();
  for (const step of ['会場を予約する', '資料を印刷する', 'ノベルティを発注する']) {
    await page.getByLabel('新しいステップ').fill(step);
    await page.getByRole('button', { name: 'ステップを追加' }).click();
    await expect(
      page.getByRole('checkbox', { name: `ステップ「${step}」を完了にする` }),
    ).toBeVisible();
  }
  await expect(stepsButton(page)).toHaveText('ステップ 0/3');
  await expectNoSeriousA11yViolationsInBothThemes(page, 'todo-share steps');

  // The same account on a phone.
  const phone = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
  });
  const b = await phone.newPage();
  await startSignedIn(b, owner);
  await b.goto('/todo-share');
  await expect(stepsButton(b)).toHaveText('ステップ 0/3');
  await stepsButton(b).click();

  await b.getByRole('checkbox', { name: 'ステップ「資料を印刷する」を完了にする' }).check();
  await expect(stepsButton(page)).toHaveText('ステップ 1/3');
  await expect(
    page.getByRole('checkbox', { name: 'ステップ「資料を印刷する」を完了にする' }),
  ).toBeChecked();

  await page.getByRole('checkbox', { name: 'ステップ「会場を予約する」を完了にする' }).check();
  await expect(stepsButton(b)).toHaveText('ステップ 2/3');
  await expect(stepsButton(page)).toHaveText('ステップ 2/3');
  await expect(
    b.getByRole('checkbox', { name: 'ステップ「会場を予約する」を完了にする' }),
  ).toBeChecked();

  // Renamed in place on the phone (Enter saves, Escape keeps the name): live on the laptop.
  const renameButton = (title: string) =>
    b.getByRole('button', { name: `ステップ「${title}」の名前を変更` });
  await renameButton('ノベルティを発注する').click();
  const field = b.getByRole('textbox', { name: /^ステップ「ノベルティを発注する」の新しい名前/ });
  await expect(field).toBeFocused();
  await field.fill('記念品を発注する');
  await field.press('Enter');
  await expect(renameButton('記念品を発注する')).toBeFocused();
  await expect(
    page.getByRole('checkbox', { name: 'ステップ「記念品を発注する」を完了にする' }),
  ).toBeVisible();
  await renameButton('記念品を発注する').click();
  await b
    .getByRole('textbox', { name: /^ステップ「記念品を発注する」の新しい名前/ })
    .fill('別の名前');
  await b.keyboard.press('Escape');
  await expect(renameButton('記念品を発注する')).toBeFocused();
  await expect(b.getByTestId('todo-step')).toHaveText(
    ['会場を予約する', '資料を印刷する', '記念品を発注する'].map((title) => new RegExp(title)),
  );

  // Reordered: Alt + Down on the phone (the focus stays on the step), a mouse drag on the laptop.
  const stepTitles = (p: Page) => p.getByTestId('todo-step').locator('span').allTextContents();
  await b.getByRole('checkbox', { name: 'ステップ「会場を予約する」を完了にする' }).focus();
  await b.keyboard.press('Alt+ArrowDown');
  const moved = ['資料を印刷する', '会場を予約する', '記念品を発注する'];
  await expect.poll(() => stepTitles(b)).toEqual(moved);
  await expect(
    b.getByRole('checkbox', { name: 'ステップ「会場を予約する」を完了にする' }),
  ).toBeFocused();
  await expect(b.getByRole('status').filter({ hasText: '移動しました' })).toHaveText(
    '「会場を予約する」を2番目に移動しました（全3件）。',
  );
  await expect.poll(() => stepTitles(page)).toEqual(moved);
  const stepRow = (title: string) => page.getByTestId('todo-step').filter({ hasText: title });
  const from = await stepRow('記念品を発注する').getByTestId('step-drag-grip').boundingBox();
  const to = await stepRow('資料を印刷する').boundingBox();
  if (!from || !to) throw new Error('steps not shown');
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(x, y + ((to.y + to.height / 2 - y) * step) / 10);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.mouse.up();
  const dragged = ['記念品を発注する', '資料を印刷する', '会場を予約する'];
  await expect.poll(() => stepTitles(page)).toEqual(dragged);
  await expect.poll(() => stepTitles(b)).toEqual(dragged);
  await page.reload();
  await stepsButton(page).click();
  await expect.poll(() => stepTitles(page)).toEqual(dragged);
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
