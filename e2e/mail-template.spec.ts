import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { collectPageErrors, useLanguage, useTheme } from './helpers/site';

test.describe('mail-template', () => {
  test('writes a polite Japanese mail, copies it and clears the form', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/mail-template');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ビジネスメールテンプレート' }),
    ).toBeVisible();

    // The scene list: all six, each with its description.
    for (const scene of ['依頼', 'お礼', 'お詫び', '確認', '報告', 'リマインド']) {
      await expect(page.getByRole('radio', { name: scene, exact: true })).toBeVisible();
    }
    await expect(page.getByText('ミスやご迷惑を丁寧にお詫びするとき')).toBeVisible();
    await expect(page.getByRole('radio', { name: '依頼', exact: true })).toBeChecked();

    await page.getByRole('radio', { name: 'お詫び', exact: true }).check();
    await page.getByLabel('相手の会社名').fill('株式会社サンプル');
    await page.getByLabel('相手のお名前').fill('山田様');
    await page.getByLabel('あなたのお名前').fill('佐藤 花子');
    await page.getByLabel('件名（用件）').fill('納品遅延');
    await page.getByLabel('本文に入れる内容').fill('ご注文の品の納品が2日遅れております。');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByRole('heading', { name: '作成したメール' })).toBeFocused();
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue('【お詫び】納品遅延');
    const body = output.getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(
      /^株式会社サンプル\n山田様\n\nいつもお世話になっております。\n佐藤 花子でございます。/,
    );
    await expect(body).toHaveValue(
      /「納品遅延」の件につきまして、大変ご迷惑をおかけし、誠に申し訳ございませんでした。/,
    );
    await expect(body).toHaveValue(/ご注文の品の納品が2日遅れております。/);

    // Copy all: subject line, blank line, body; the button confirms for 2 seconds.
    await output.getByRole('button', { name: 'すべてコピー' }).click();
    await expect(output.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('件名：【お詫び】納品遅延\n\n株式会社サンプル\n山田様\n')).toBe(true);
    await expect(output.getByRole('button', { name: 'すべてコピー' })).toBeVisible({
      timeout: 4000,
    });

    // The output can be edited before copying the body alone.
    await body.fill('修正した本文');
    await output.getByRole('button', { name: '本文をコピー' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('修正した本文');

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(page.getByLabel('相手の会社名')).toHaveValue('');
    await expect(page.getByLabel('本文に入れる内容')).toHaveValue('');
    await expect(output).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('leaves no gap or placeholder when every field is empty', async ({ page }) => {
    await page.goto('/mail-template');
    await page.getByRole('radio', { name: 'リマインド', exact: true }).check();
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      '【リマインド】先日ご連絡した件について',
    );
    const body = await output.getByLabel('本文', { exact: true }).inputValue();
    expect(
      body.startsWith(
        'ご担当者様\n\nいつもお世話になっております。\n\n先日ご連絡いたしました件につきまして',
      ),
    ).toBe(true);
    expect(body).not.toMatch(/[{}[\]]|\n{3,}|「」/);
  });

  test('writes English when the mail language is English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/mail-template');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business Mail Templates' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Thanks', exact: true }).check();
    await page.getByLabel("Recipient's name").fill('Ms. Smith');
    await page.getByLabel('Your name').fill('Ken Sato');
    await page.getByLabel('Subject (matter)').fill('the workshop');
    await page.getByRole('button', { name: 'Write the mail' }).click();
    const output = page.getByRole('region', { name: 'Your mail' });
    await expect(output.getByLabel('Subject', { exact: true })).toHaveValue(
      'Thank you: the workshop',
    );
    await expect(output.getByLabel('Body', { exact: true })).toHaveValue(
      /^Dear Ms\. Smith,\n\nThank you very much for your kind support with the workshop\./,
    );

    // A Japanese mail can be written from the English page too.
    await page.getByLabel('Mail language').selectOption('ja');
    await page.getByRole('button', { name: 'Write the mail' }).click();
    await expect(output.getByLabel('Subject', { exact: true })).toHaveValue('【御礼】the workshop');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/mail-template');
      await page.getByLabel('相手のお名前').fill('山田');
      await page.getByRole('button', { name: 'メール文を作成' }).click();
      await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `mail-template (${theme})`);
    });
  }
});
