import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { collectPageErrors, useLanguage, useTheme } from './helpers/site';

test.describe('sales-mail-template', () => {
  test('fills the chosen template, copies it and clears', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/sales-mail-template');
    await expect(
      page.getByRole('heading', { level: 1, name: '営業メールテンプレート' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '使い方のコツ' })).toBeVisible();
    for (const name of [
      '初回アプローチ',
      'フォローアップ',
      '打ち合わせ依頼',
      '打ち合わせのお礼',
      'ご提案',
    ]) {
      await expect(page.getByRole('radio', { name, exact: true })).toBeVisible();
    }

    await page.getByRole('radio', { name: '打ち合わせ依頼', exact: true }).check();
    await page.getByLabel('相手の会社名').fill('株式会社サンプル');
    await page.getByLabel('相手のご担当者名').fill('山田 太郎');
    await page.getByLabel('あなたのお名前').fill('佐藤 花子');
    await page.getByLabel('あなたの会社名').fill('テック株式会社');
    await page.getByLabel('商品・サービス名').fill('クラウド勤怠管理システム');
    await page.getByLabel('打ち合わせ日時').fill('12月3日(水) 14:00');
    await page.getByLabel('伝えたいこと').fill('導入事例の資料もお送りできます。');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      'クラウド勤怠管理システムに関するお打ち合わせのお願い',
    );
    const body = output.getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(
      /^株式会社サンプル\n山田 太郎様\n\nいつもお世話になっております。\nテック株式会社の佐藤 花子でございます。/,
    );
    await expect(body).toHaveValue(/つきましては、12月3日\(水\) 14:00はいかがでしょうか。/);
    await expect(body).toHaveValue(
      /\n────────────────────\nテック株式会社\n佐藤 花子\n────────────────────$/,
    );

    await output.getByRole('button', { name: '件名をコピー' }).click();
    await expect(output.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('クラウド勤怠管理システムに関するお打ち合わせのお願い');

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(page.getByLabel('相手の会社名')).toHaveValue('');
    await expect(output).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('says which fields a template does not use, and asks for dates without one', async ({
    page,
  }) => {
    await page.goto('/sales-mail-template');
    await page.getByRole('radio', { name: 'フォローアップ', exact: true }).check();
    await expect(page.getByLabel('打ち合わせ日時')).toHaveAccessibleDescription(
      'このテンプレートでは使いません。',
    );
    await page.getByRole('radio', { name: '打ち合わせ依頼', exact: true }).check();
    await expect(page.getByLabel('打ち合わせ日時')).not.toHaveAccessibleDescription(
      'このテンプレートでは使いません。',
    );
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    const body = page
      .getByRole('region', { name: '作成したメール' })
      .getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(/^ご担当者様\n/);
    await expect(body).toHaveValue(
      /ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。/,
    );
    expect(await body.inputValue()).not.toMatch(/[{}[\]]|\n{3,}/);
  });

  test('writes the English version', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/sales-mail-template');
    await page.getByRole('radio', { name: 'Proposal', exact: true }).check();
    await page.getByLabel("Client's contact person").fill('Ms. Brown');
    await page.getByLabel('Product or service').fill('our attendance system');
    await page.getByRole('button', { name: 'Write the mail' }).click();
    const output = page.getByRole('region', { name: 'Your mail' });
    await expect(output.getByLabel('Subject', { exact: true })).toHaveValue(
      'Proposal: our attendance system',
    );
    await expect(output.getByLabel('Body', { exact: true })).toHaveValue(
      /^Dear Ms\. Brown,\n\nI hope this email finds you well\.\nI am pleased to share our proposal on how our attendance system can help your team/,
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/sales-mail-template');
      await page.getByRole('button', { name: 'メール文を作成' }).click();
      await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `sales-mail-template (${theme})`);
    });
  }
});
