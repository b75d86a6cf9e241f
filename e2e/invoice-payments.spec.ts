import { expect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * 支払状況 of an issued invoice kept in the account: 未入金 and the days past its due date, a
 * partial payment (一部入金), the rest (入金済み, no longer overdue), kept after a reload.
 */
test('payments recorded on an issued invoice move it from 未入金 and overdue to 入金済み', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await startSignedIn(page, await signUpViaApi(request));
  await page.goto('/quote-generator');
  await waitForApp(page);
  await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('100000');
  await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
  await page.getByLabel('請求日').fill('2026-10-01');
  await page.getByLabel('支払期限').fill('2026-10-31');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'この書類を発行する' }).click();
  await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');

  const status = page.getByTestId('payment-status');
  await expect(status).toContainText('未入金');
  await expect(status).toContainText('ご請求額 ￥110,000、入金済み ￥0、残額 ￥110,000');
  // The page's clock: days from 2026-10-31 to today in Japan.
  const days = await page.evaluate(() => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    return Math.round((Date.parse(today) - Date.parse('2026-10-31')) / 86_400_000);
  });
  await expect(page.getByTestId('payment-due')).toHaveText(
    `お支払期限（2026年10月31日）を${days}日過ぎています。`,
  );

  // The documents list shows it among the overdue invoices, with the days past its due date.
  const overdueList = page.getByRole('list', { name: '請求書の入金状況' });
  await expect(overdueList.getByRole('listitem')).toHaveCount(1);
  await expect(overdueList).toContainText('株式会社サンプル商事');
  await expect(overdueList).toContainText(`お支払期限 2026年10月31日（${days}日超過）`);

  // A wrong amount is refused and nothing is recorded.
  await page.getByLabel('入金額（円）').fill('0');
  await page.getByRole('button', { name: '入金を記録' }).click();
  await expect(page.getByText('入金額は1円以上の整数で入力してください。')).toBeVisible();

  await page.getByLabel('入金日').fill('2026-11-10');
  await page.getByLabel('入金額（円）').fill('50,000');
  await page.getByLabel('メモ').fill('一部入金');
  await page.getByRole('button', { name: '入金を記録' }).click();
  await expect(status).toContainText('一部入金');
  await expect(status).toContainText('入金済み ￥50,000、残額 ￥60,000');
  await expect(page.getByTestId('payment-due')).toBeVisible();
  // At phone width, light and dark: the payments' form, list and the overdue list.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'invoice payments');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The rest: an empty amount records what remains.
  await page.getByLabel('入金日').fill('2026-11-20');
  await page.getByRole('button', { name: '入金を記録' }).click();
  await expect(status).toContainText(
    '入金済み（ご請求額 ￥110,000、入金済み ￥110,000、残額 ￥0）',
  );
  await expect(page.getByTestId('payment-due')).toHaveCount(0);
  // Paid: out of the overdue list, in the paid one.
  await expect(page.getByText('お支払期限を過ぎた未入金の請求書はありません。')).toBeVisible();
  await page.getByLabel('表示する請求書').selectOption({ label: '入金済み' });
  await expect(overdueList).toContainText('入金済み（ご請求額 ￥110,000、残額 ￥0）');
  const list = page.getByRole('list', { name: '入金の記録' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('payment-status')).toContainText('入金済み', { timeout: 15_000 });
  // Deleting a payment reopens what it paid.
  await page.getByRole('button', { name: '2026年11月20日の入金 ￥60,000を削除' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('一部入金');
  expect(errors).toEqual([]);
});
