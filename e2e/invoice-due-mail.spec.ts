import { expect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { mailTo, runSender } from './helpers/mail';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * 「支払期限のお知らせ」: the owner opts in; on the invoice's due date (the scheduler's clock set
 * to 08:30 that day) the mail arrives at the account's address listing it with what remains.
 */
test('an owner who opted in is mailed on an unpaid invoice’s due date', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const account = await signUpViaApi(request);
  await startSignedIn(page, account);
  await page.goto('/quote-generator');
  await waitForApp(page);
  const optIn = page.getByLabel(
    '期日当日の請求書と、期日を過ぎても入金の記録がない請求書を、朝8時にメールで知らせる',
  );
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await expect(optIn).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'invoice due mail opt-in');
  await page.setViewportSize({ width: 1280, height: 900 });

  // An invoice due in three days (Japan's date).
  const due = await page.evaluate(() =>
    new Date(Date.now() + 9 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10),
  );
  await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('100000');
  await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
  await page.getByLabel('支払期限').fill(due);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'この書類を発行する' }).click();
  await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');
  const number = (await page.getByLabel('請求書番号').inputValue()).trim();
  // Kept after a reload.
  await page.reload();
  await waitForApp(page);
  await expect(optIn).toBeChecked();

  await runSender(request, `${due}T08:30:00+09:00`);
  const mail = await mailTo(
    request,
    account.email,
    '【請求書】本日が支払期限の請求書が1件あります',
  );
  expect(mail.Text).toContain(`・${number} 株式会社サンプル商事 御中`);
  expect(mail.Text).toContain('残額 ￥110,000（本日が支払期限）');
  expect(mail.Text).toMatch(/\/quote-generator\n/);
  expect(errors).toEqual([]);
});
