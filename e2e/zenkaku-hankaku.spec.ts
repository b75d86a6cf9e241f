import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  useLanguage,
  waitForApp,
} from './helpers/site';

test.describe('zenkaku-hankaku', () => {
  test('converts the kinds chosen, both ways', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/zenkaku-hankaku');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '全角・半角変換' })).toBeVisible();
    const input = page.getByLabel('変換する文章');
    const output = page.getByLabel('変換結果');
    await input.fill('ＡＢＣ１２３！　「ガイド」です。');
    await expect(output).toHaveValue('ABC123! ｢ｶﾞｲﾄﾞ｣です｡');
    await page.getByLabel('カタカナ（句読点「。、」・かぎ括弧・濁点を含む）').uncheck();
    await expect(output).toHaveValue('ABC123! 「ガイド」です。');
    await page.getByLabel('記号とスペース（! # ( ) - など）').uncheck();
    await expect(output).toHaveValue('ABC123！　「ガイド」です。');

    await page.getByLabel('半角 → 全角').check();
    await page.getByLabel('カタカナ（句読点「。、」・かぎ括弧・濁点を含む）').check();
    await input.fill('ｶﾞｲﾄﾞ ABC-1');
    await expect(output).toHaveValue('ガイド ＡＢＣ-１');
    await expect(page.getByText('7文字を変換しました。')).toBeVisible();
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'zenkaku-hankaku');
  });

  test('works in English on a 390 px phone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/zenkaku-hankaku');
    await waitForApp(page);
    await page.getByLabel('Text to convert').fill('ｶﾀｶﾅ ＡＢＣ');
    await page.getByLabel('Half-width → full-width').check();
    await expect(page.getByLabel('Converted text')).toHaveValue('カタカナ　ＡＢＣ');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'zenkaku-hankaku (390 px)');
  });
});
