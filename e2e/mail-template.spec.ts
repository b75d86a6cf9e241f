import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './helpers/axe';
import { collectPageErrors, expectNoHorizontalScroll, useLanguage } from './helpers/site';

test.describe('mail-template', () => {
  test('writes a polite Japanese mail with the sender block, copies it and clears the form', async ({
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
    // The examples follow the scene.
    await expect(page.getByLabel('件名（用件）')).toHaveAttribute('placeholder', '例：納品の遅れ');
    await page.getByLabel('相手の会社名').fill('株式会社サンプル 御中');
    await page.getByLabel('相手のお名前').fill('山田様');
    // Typed subjects ending in の件 are not suffixed again.
    await page.getByLabel('件名（用件）').fill('納品遅延の件');
    await page.getByLabel('本文に入れる内容').fill('ご注文の品の納品が2日遅れております。');
    await page.getByLabel('あなたの会社名').fill('テック株式会社');
    await page.getByLabel('部署名').fill('営業部');
    await page.getByLabel('あなたのお名前').fill('佐藤 花子');
    await page.getByLabel('電話番号').fill('03-1234-5678');
    await page.getByLabel('メールアドレス').fill('sato@example.co.jp');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByRole('heading', { name: '作成したメール' })).toBeFocused();
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      '【お詫び】納品遅延について',
    );
    const body = output.getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(
      /^株式会社サンプル\n山田様\n\nいつもお世話になっております。\nテック株式会社 営業部の佐藤でございます。\n\nこのたびは、納品遅延につきまして、大変ご迷惑をおかけし、誠に申し訳ございません。\n/,
    );
    await expect(body).toHaveValue(/\nご注文の品の納品が2日遅れております。\n/);
    await expect(body).toHaveValue(
      /\n────────────────────────\nテック株式会社\n営業部\u3000佐藤 花子\nTEL：03-1234-5678\nEmail：sato@example\.co\.jp\n────────────────────────$/,
    );
    expect(await body.inputValue()).not.toMatch(/の件|様様|御中\n/);

    // Copy all: subject line, blank line, body; the button confirms for 2 seconds.
    await output.getByRole('button', { name: 'すべてコピー' }).click();
    await expect(output.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(
      copied.startsWith('件名：【お詫び】納品遅延について\n\n株式会社サンプル\n山田様\n'),
    ).toBe(true);
    await expect(output.getByRole('button', { name: 'すべてコピー' })).toBeVisible({
      timeout: 4000,
    });

    // The output can be edited before copying the body alone.
    await body.fill('修正した本文');
    await output.getByRole('button', { name: '本文をコピー' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('修正した本文');

    // Clear empties the mail's fields; the sender's details stay, here and in the other tools.
    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(page.getByLabel('相手の会社名')).toHaveValue('');
    await expect(page.getByLabel('本文に入れる内容')).toHaveValue('');
    await expect(page.getByLabel('あなたの会社名')).toHaveValue('テック株式会社');
    await expect(output).toBeHidden();
    await page.goto('/sales-mail-template');
    await expect(page.getByLabel('あなたの会社名')).toHaveValue('テック株式会社');
    await expect(page.getByLabel('メールアドレス')).toHaveValue('sato@example.co.jp');
    expect(errors).toEqual([]);
  });

  test('leaves no gap when every field is empty; a blank sender is a placeholder with a notice', async ({
    page,
  }) => {
    await page.goto('/mail-template');
    await page.getByRole('radio', { name: 'リマインド', exact: true }).check();
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      '【再度のご連絡】先日お送りしたメールについて',
    );
    const body = await output.getByLabel('本文', { exact: true }).inputValue();
    expect(
      body.startsWith(
        'ご担当者様\n\nいつもお世話になっております。\n（差出人の会社名・お名前をご記入ください）でございます。\n\n先日お送りしたメールにつきまして、その後いかがでしょうか。',
      ),
    ).toBe(true);
    expect(body.endsWith('\n\n（署名欄：会社名・お名前・連絡先をご記入ください）')).toBe(true);
    expect(body).not.toMatch(/[{}[\]]|\n{3,}|「」|^[をにがはでの]/m);
    await expect(
      output.getByText(
        '（差出人の会社名・お名前をご記入ください）：「あなたのお名前」を入力してもう一度作成するか、この文面で直接書き換えてください。',
      ),
    ).toBeVisible();
  });

  test('writes English with the chosen title and family name', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/mail-template');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business Email Templates' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Thanks', exact: true }).check();
    await page.getByLabel("Recipient's name", { exact: true }).fill('Taro Yamada');
    await page.getByLabel('Your name', { exact: true }).fill('Ken Sato');
    await page.getByLabel('Subject (matter)').fill('the workshop');

    const greeting = page.getByRole('group', { name: 'Names for the English email' });
    // Names typed in Latin letters are filled in for the English mail.
    await expect(greeting.getByLabel("Recipient's name (Latin letters)")).toHaveValue(
      'Taro Yamada',
    );
    await expect(greeting.getByLabel('Your name (Latin letters)')).toHaveValue('Ken Sato');
    await expect(greeting.getByText('Greeting: Dear Taro Yamada,')).toBeVisible();
    await greeting.getByLabel('Title').selectOption('mr');
    await expect(greeting.getByRole('radio', { name: 'Yamada' })).toBeChecked();
    await greeting.getByRole('radio', { name: 'Taro' }).check();
    await expect(greeting.getByText('Greeting: Dear Mr. Taro,')).toBeVisible();
    await greeting.getByRole('radio', { name: 'Yamada' }).check();
    await expect(greeting.getByText('Greeting: Dear Mr. Yamada,')).toBeVisible();

    await page.getByRole('button', { name: 'Write the email' }).click();
    const output = page.getByRole('region', { name: 'Your email' });
    await expect(output.getByLabel('Subject', { exact: true })).toHaveValue(
      'Thank you: the workshop',
    );
    await expect(output.getByLabel('Body', { exact: true })).toHaveValue(
      /^Dear Mr\. Yamada,\n\nThank you very much for your kind support with the workshop\.\n[\s\S]*\nWith many thanks,\nKen Sato$/,
    );

    // A Japanese mail can be written from the English page too; the greeting choice goes away.
    await page.getByLabel('Mail language').selectOption('ja');
    await expect(greeting).toBeHidden();
    await page.getByRole('button', { name: 'Write the email' }).click();
    await expect(output.getByLabel('Subject', { exact: true })).toHaveValue(
      '【御礼】the workshopについて',
    );
  });

  test('marks where a blank request goes, with a notice, and reads 見積書送付 politely', async ({
    page,
  }) => {
    await page.goto('/mail-template');
    await page.getByLabel('相手の会社名').fill('株式会社ABC');
    await page.getByLabel('相手のお名前').fill('田中様');
    await page.getByLabel('件名（用件）').fill('見積書送付');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      '【ご依頼】お見積書のご送付について',
    );
    const body = output.getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(
      /^株式会社ABC\n田中様\n\nいつもお世話になっております。\n（差出人の会社名・お名前をご記入ください）でございます。\n\nお見積書のご送付をお願いしたく、ご連絡いたしました。\n\n（ご依頼の内容をご記入ください）\n\nお忙しいところ誠に恐縮ですが、/,
    );
    const notice = output.getByText(
      '（ご依頼の内容をご記入ください）：「本文に入れる内容」を入力してもう一度作成するか、この文面で直接書き換えてください。',
    );
    await expect(notice).toBeVisible();

    // Written over in the output, the notice goes.
    const text = await body.inputValue();
    await body.fill(
      text.replace('（ご依頼の内容をご記入ください）', 'お見積書を今週中にお送りください。'),
    );
    await expect(notice).toBeHidden();
  });

  test('writes no Japanese in an English mail: placeholders until the names are in Latin letters', async ({
    page,
  }) => {
    await page.goto('/mail-template');
    await page.getByLabel('相手の会社名').fill('株式会社ABC');
    await page.getByLabel('相手のお名前', { exact: true }).fill('田中 一郎様');
    await page.getByLabel('件名（用件）').fill('見積書送付');
    await page.getByLabel('本文に入れる内容').fill('お見積書をお送りください。');
    await page.getByLabel('あなたのお名前', { exact: true }).fill('佐藤 花子');
    await page.getByLabel('メールの言語').selectOption('en');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    const body = output.getByLabel('本文', { exact: true });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      'Request: [Subject in English]',
    );
    await expect(body).toHaveValue(/^Dear \[Recipient's name in Latin letters\],\n/);
    await expect(body).toHaveValue(/\n\[Write your request in English here\]\n/);
    expect(await body.inputValue()).not.toMatch(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
    );
    await expect(
      output.getByText(
        "[Recipient's name in Latin letters]：英文メールには日本語を入れていません。「相手のお名前（ローマ字）」を英語（ローマ字）で入力してもう一度作成するか、この文面で直接書き換えてください。",
      ),
    ).toBeVisible();

    const english = page.getByRole('group', { name: '英文メールの宛名と署名' });
    await english.getByLabel('相手のお名前（ローマ字）').fill('Ichiro Tanaka');
    await english.getByLabel('相手の敬称').selectOption('mr');
    await expect(english.getByText('書き出し：Dear Mr. Tanaka,')).toBeVisible();
    await english.getByLabel('あなたのお名前（ローマ字）').fill('Hanako Sato');
    await page.getByLabel('件名（用件）').fill('the quotation');
    await page.getByLabel('本文に入れる内容').fill('Could you send us the quotation this week?');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(body).toHaveValue(
      /^Dear Mr\. Tanaka,\n\nI hope this email finds you well\.\nI am writing to ask for your help with the quotation\.\n\nCould you send us the quotation this week\?\n/,
    );
    await expect(body).toHaveValue(/\nBest regards,\nHanako Sato$/);
    await expect(output.getByText('送る前に書き込みが必要な箇所があります')).toBeHidden();
  });

  test('has no serious accessibility violation (light and dark)', async ({ page }) => {
    await page.goto('/mail-template');
    await page.getByLabel('相手のお名前').fill('山田');
    await page.getByLabel('メールの言語').selectOption('en');
    await page.getByLabel('相手の敬称').selectOption('ms');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'mail-template');
  });

  test('fits a 390 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mail-template');
    await page.getByLabel('相手のお名前').fill('山田 太郎');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'mail-template (390 px)');
  });

  test('a new scene (日程変更のお願い) with a date whose weekday is wrong: the mail says so', async ({
    page,
  }) => {
    // A date 10 days ahead, written with the weekday of the day before it.
    const day = new Date(Date.now() + 9 * 3600_000 + 10 * 86_400_000);
    const weekdays = '日月火水木金土';
    const wrong = weekdays[(day.getUTCDay() + 6) % 7];
    const right = weekdays[day.getUTCDay()];
    const written = `${day.getUTCMonth() + 1}月${day.getUTCDate()}日（${wrong}）`;
    await page.goto('/mail-template');
    await page.getByRole('radio', { name: /日程変更のお願い/ }).check();
    await page.getByLabel('件名（用件）').fill('定例会');
    await page
      .getByLabel('本文に入れる内容')
      .fill(`当初の${written}14:00〜を、翌週に変更いただけますでしょうか。`);
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      '【日程変更のお願い】定例会について',
    );
    await expect(output.getByLabel('本文', { exact: true })).toHaveValue(
      /誠に勝手ながら、変更をお願いしたく、ご連絡いたしました。[\s\S]*こちらの都合で大変申し訳ございません。/,
    );
    const warning = output.getByRole('alert');
    await expect(warning).toContainText('日付と曜日が合っていません');
    await expect(warning).toContainText(`「${written}」：`);
    await expect(warning).toContainText(`は${right}曜日です。日付か曜日をご確認ください。`);
    // Corrected in the output, the warning goes.
    const body = output.getByLabel('本文', { exact: true });
    await body.fill(
      (await body.inputValue()).replace(written, written.replace(`（${wrong}）`, `（${right}）`)),
    );
    await expect(warning).toBeHidden();
  });
});
