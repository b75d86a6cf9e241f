import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './helpers/axe';
import { collectPageErrors, expectNoHorizontalScroll, useLanguage } from './helpers/site';

test.describe('sales-mail-template', () => {
  test('fills the chosen template with what the sender offers, copies it and clears', async ({
    page,
    context,
  }) => {
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
    await page.getByLabel('商品・サービス名').fill('クラウド勤怠管理システム');
    await page.getByLabel('打ち合わせ日時').fill('12月3日(水) 14:00');
    await page.getByLabel('伝えたいこと').fill('導入事例の資料もお送りできます。');
    await page.getByLabel('所要時間').selectOption('30');
    await page.getByLabel('方法', { exact: true }).selectOption('either');
    await page.getByLabel('あなたの会社名').fill('テック株式会社');
    await page.getByLabel('あなたのお名前').fill('佐藤 花子');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      'クラウド勤怠管理システムに関するお打ち合わせのお願い',
    );
    const body = output.getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(
      /^株式会社サンプル\n山田 太郎様\n\nいつもお世話になっております。\nテック株式会社の佐藤でございます。/,
    );
    await expect(body).toHaveValue(/つきましては、12月3日\(水\) 14:00はいかがでしょうか。/);
    await expect(body).toHaveValue(
      /\nお打ち合わせは30分ほどを予定しており、オンライン、または貴社に伺う形のいずれでも承ります。\n/,
    );
    await expect(body).toHaveValue(
      /\n────────────────────────\nテック株式会社\n佐藤 花子\n────────────────────────$/,
    );

    // A place for the in-person meeting changes the offer.
    await page.getByLabel('方法', { exact: true }).selectOption('visit');
    await page.getByLabel('対面の場所').fill('弊社会議室');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(body).toHaveValue(
      /\nお打ち合わせは弊社会議室にて、30分ほどを予定しております。\n/,
    );

    // The thank-you names the day of the meeting, not its clock time.
    await page.getByRole('radio', { name: '打ち合わせのお礼', exact: true }).check();
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(body).toHaveValue(
      /\n12月3日\(水\)のお打ち合わせでは、お忙しい中お時間をいただき、誠にありがとうございました。\n/,
    );

    // A proposal sent with its documents says so.
    await page.getByRole('radio', { name: 'ご提案', exact: true }).check();
    await page.getByLabel('資料を添付して送る').check();
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(body).toHaveValue(/\nご提案の資料を添付いたしましたので、ご査収ください。\n/);
    await page.getByRole('radio', { name: '打ち合わせ依頼', exact: true }).check();
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    await output.getByRole('button', { name: '件名をコピー' }).click();
    await expect(output.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('クラウド勤怠管理システムに関するお打ち合わせのお願い');

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(page.getByLabel('相手の会社名')).toHaveValue('');
    await expect(page.getByLabel('所要時間')).toHaveValue('0');
    await expect(page.getByLabel('あなたのお名前')).toHaveValue('佐藤 花子');
    await expect(output).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('says which fields a template does not use, and promises nothing unasked', async ({
    page,
  }) => {
    await page.goto('/sales-mail-template');
    await page.getByRole('radio', { name: 'フォローアップ', exact: true }).check();
    await expect(page.getByLabel('打ち合わせ日時')).toHaveAccessibleDescription(
      'このテンプレートでは使いません。',
    );
    await page.getByRole('radio', { name: '打ち合わせのお礼', exact: true }).check();
    await expect(
      page.getByRole('group', { name: 'お打ち合わせの条件（こちらから提示できるもの）' }),
    ).toContainText('このテンプレートでは使いません。');
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
    const text = await body.inputValue();
    expect(text).not.toMatch(/[{}[\]]|\n{3,}/);
    // Nothing chosen, nothing promised: no length, no online meeting, no visit.
    expect(text).not.toMatch(/オンライン|伺|分ほど/);
  });

  test('writes the English version with the chosen title', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/sales-mail-template');
    await page.getByRole('radio', { name: 'Proposal', exact: true }).check();
    await page.getByLabel("Client's contact person").fill('Emily Brown');
    await page.getByLabel('Product or service').fill('TimeCloud');
    await page
      .getByRole('group', { name: 'Names for the English email' })
      .getByLabel('Title')
      .selectOption('ms');
    await page.getByRole('button', { name: 'Write the email' }).click();
    const output = page.getByRole('region', { name: 'Your email' });
    await expect(output.getByLabel('Subject', { exact: true })).toHaveValue('Proposal: TimeCloud');
    await expect(output.getByLabel('Body', { exact: true })).toHaveValue(
      /^Dear Ms\. Brown,\n\nI hope this email finds you well\.\nI am pleased to share our proposal on how TimeCloud can help your team/,
    );
  });

  test('has no serious accessibility violation (light and dark)', async ({ page }) => {
    await page.goto('/sales-mail-template');
    await page.getByLabel('方法', { exact: true }).selectOption('either');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'sales-mail-template');
  });

  test('fits a 390 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sales-mail-template');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'sales-mail-template (390 px)');
  });
});
