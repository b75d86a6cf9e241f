import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  useLanguage,
  waitForApp,
} from './helpers/site';

test.describe('wareki-converter', () => {
  test('converts both ways strictly, with the age and 干支', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/wareki-converter');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '和暦・西暦変換' })).toBeVisible();

    await page.getByLabel('日付（西暦）').fill('2019-05-01');
    const toWareki = page.getByRole('region', { name: '西暦から和暦へ' });
    await expect(toWareki.getByText('令和元年5月1日')).toBeVisible();
    await expect(toWareki.getByText('R1.5.1')).toBeVisible();
    await expect(toWareki.getByText('己亥（つちのとい）・いのしし年')).toBeVisible();
    await toWareki.getByLabel('基準日').fill('2026-04-30');
    await expect(toWareki.getByText('満6歳（数え年8歳）')).toBeVisible();

    const field = page.getByLabel('日付（和暦）');
    await field.fill('昭和64年1月7日');
    const toGregorian = page.getByRole('region', { name: '和暦から西暦へ' });
    await expect(toGregorian.getByText('1989年1月7日(土)')).toBeVisible();
    await field.fill('令和元年4月30日');
    await expect(
      page.getByText('令和の期間外の日付です。令和は2019年5月1日(水)から現在までです。'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('令和0年1月1日');
    await expect(page.getByText(/令和0年という年はありません。/)).toBeVisible();

    await page.getByLabel('西暦年').fill('1989');
    await expect(page.getByTestId('wareki-year-result')).toHaveText(
      '昭和64年 / 平成元年 己巳（つちのとみ）・へび年',
    );
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'wareki-converter');
  });

  test('works in English on a 390 px phone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/wareki-converter?date=1926-12-25');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Japanese Era Converter' }),
    ).toBeVisible();
    await expect(page.getByText('昭和元年12月25日').first()).toBeVisible();
    await page.getByLabel('Date (Japanese era)').fill('平成31年5月1日');
    await expect(page.getByText(/This date is outside 平成/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'wareki-converter (390 px)');
  });
});
