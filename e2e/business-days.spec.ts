import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  useLanguage,
  waitForApp,
} from './helpers/site';

test.describe('business-days', () => {
  test('adds business days over holidays, counts a period and finds the payment day', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/business-days');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '営業日計算' })).toBeVisible();

    // 2027-01-08 is a Friday; Monday 11 January is 成人の日.
    await page.getByLabel('起算日').fill('2027-01-08');
    await page.getByRole('textbox', { name: '営業日数' }).fill('1');
    await expect(page.getByTestId('business-days-add-result')).toHaveText('2027年1月12日(火)');
    await page.getByRole('textbox', { name: '営業日数' }).fill('-3');
    await expect(page.getByText('2027年1月8日(金)の3営業日前は')).toBeVisible();
    await expect(page.getByTestId('business-days-add-result')).toHaveText('2027年1月5日(火)');

    // September 2026: 敬老の日, 国民の休日 and 秋分の日 in a row.
    await page.getByLabel('開始日').fill('2026-09-01');
    await page.getByLabel('終了日').fill('2026-09-30');
    await expect(page.getByTestId('business-days-count-result')).toHaveText('19日');
    await expect(page.getByText('2026年9月22日(火) 国民の休日')).toBeVisible();

    // 月末締め翌月末払い, 前営業日: 12月31日 is in 年末年始.
    await page.getByLabel('取引日（納品日・検収日など）').fill('2026-11-10');
    await expect(page.getByTestId('business-days-payment-result')).toHaveText('2026年12月28日(月)');
    await expect(
      page.getByText(
        '本来の支払日 2026年12月31日(木) は休業日（年末年始）のため、前営業日にしています。',
      ),
    ).toBeVisible();
    await page.getByLabel('支払日が休業日のとき').selectOption('next');
    await expect(page.getByTestId('business-days-payment-result')).toHaveText('2027年1月4日(月)');

    // The company's own days off, kept for the next visit.
    await page
      .getByLabel('独自の休業日（1行に1日、または期間）')
      .fill('2027/1/4〜2027/1/5 年始休業');
    await expect(page.getByTestId('business-days-payment-result')).toHaveText('2027年1月6日(水)');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('独自の休業日（1行に1日、または期間）')).toHaveValue(
      '2027/1/4〜2027/1/5 年始休業',
    );

    // Past the holiday data: said so.
    await page.getByLabel('起算日').fill('2051-03-01');
    await expect(page.getByText(/2051年以降の祝日データはありません/)).toBeVisible();
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'business-days');
  });

  test('works in English on a 390 px phone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/business-days?start=2027-01-08&count=1');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business Day Calculator' }),
    ).toBeVisible();
    await expect(page.getByTestId('business-days-add-result')).toHaveText('Tue, Jan 12, 2027');
    await page.getByLabel('Saturday').uncheck();
    await page.getByLabel('Start date').fill('2027-01-08');
    await expect(page.getByTestId('business-days-add-result')).toHaveText('Sat, Jan 9, 2027');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'business-days (390 px)');
  });
});
