import { expect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { runSender } from './helpers/mail';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * A recurring monthly invoice: the owner opts in on an invoice; on the chosen day (the
 * scheduler's clock set to it) a draft invoice with 「○月分」 appears among the kept documents.
 */
test('an invoice made every month appears on its day with 「○月分」 in its 件名', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await startSignedIn(page, await signUpViaApi(request));
  await page.goto('/quote-generator');
  await waitForApp(page);
  await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await page.getByLabel('件名').fill('Webサイト保守');
  await page.getByRole('group', { name: '品目 1' }).getByLabel('単価（円）').fill('30000');
  await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'この書類を発行する' }).click();
  await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');
  const number = (await page.getByLabel('請求書番号').inputValue()).trim();

  await page.getByLabel('作成する日').selectOption({ label: '毎月10日' });
  // At phone width, light and dark: the opt-in.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'recurring invoice');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: '毎月作成する' }).click();

  // The next 10th in Japan.
  const next = await page.evaluate(() => {
    const today = new Date(Date.now() + 9 * 3_600_000);
    const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
    const run = d <= 10 ? new Date(Date.UTC(y, m, 10)) : new Date(Date.UTC(y, m + 1, 10));
    return run.toISOString().slice(0, 10);
  });
  const [year, month] = next.split('-').map(Number) as [number, number];
  await expect(page.getByTestId('recurring-status')).toHaveText(
    `毎月10日に、この請求書をもとに請求書を作成します（次回：${year}年${month}月10日）。`,
  );

  // The scheduler's run on that day makes the draft.
  const list = page.getByRole('list', { name: '保存した書類の一覧' });
  const made = `${number}-${next.slice(0, 7).replace('-', '')}`;
  await runSender(request, `${next}T00:05:00+09:00`);
  await page.reload();
  await waitForApp(page);
  const item = list.getByRole('listitem').filter({ hasText: made });
  await expect(item).toContainText(`株式会社サンプル商事 御中 / Webサイト保守 ${month}月分`);
  await expect(item).toContainText('下書き');
  await expect(item).toContainText('￥33,000');
  await expect(page.getByText(`前回の作成：${year}年${month}月10日`)).toBeVisible();
  expect(errors).toEqual([]);
});
