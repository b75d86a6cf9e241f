import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

test.describe('reverse time calculator', () => {
  test('works back from the arrival time, across midnight to the previous date', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/reverse-time-calculator');
    await expect(
      page.getByRole('heading', { level: 1, name: '逆算タイムプランナー' }),
    ).toBeVisible();

    await page.getByLabel('到着日').fill('2025-04-01');
    await page.getByLabel('到着時刻').fill('09:00');
    const result = page.getByRole('region', { name: '逆算の結果' });
    // Defaults: 30 min preparation, 45 min travel, 15 min buffer.
    await expect(result.getByText('07:30', { exact: true })).toBeVisible();
    await expect(result.getByText('合計 1時間30分')).toBeVisible();

    await page.getByLabel('所要時間（分）（2番目）').fill('９０');
    await page.getByLabel('到着時刻').fill('00:30');
    // 00:30 − 15 − 90 − 30 minutes = 22:15 on the previous day.
    await expect(result.getByText('22:15', { exact: true })).toBeVisible();
    await expect(result.getByText('2025年3月31日(月)')).toBeVisible();
    await expect(result.getByText('前日').first()).toBeVisible();
    const timeline = result.getByRole('list');
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('22:45〜00:15');
    await expect(timeline.getByRole('listitem').last()).toContainText('00:30到着');

    await page.getByRole('button', { name: '項目を追加' }).click();
    await expect(page.getByLabel('内容（4番目）')).toBeFocused();
    await page.getByLabel('内容（4番目）').fill('受付');
    await page.getByLabel('所要時間（分）（4番目）').fill('0');
    await expect(page.getByText('所要時間は1〜1440の整数（分）で入力してください。')).toBeVisible();
    await expect(result.getByText('入力内容に誤りがあります。')).toBeVisible();
    await page.getByLabel('所要時間（分）（4番目）').fill('5');
    await page.getByRole('button', { name: '4番目を上へ移動' }).click();
    await expect(page.getByLabel('内容（3番目）')).toHaveValue('受付');

    await result.getByRole('button', { name: 'スケジュールをコピー' }).click();
    await expect(result.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual([
      '開始: 2025年3月31日(月) 22:10',
      '22:10〜22:40 身支度（準備・30分）',
      '22:40〜00:10 電車で移動（移動・1時間30分）',
      '00:10〜00:15 受付（準備・5分）',
      '00:15〜00:30 余裕を持って到着（余裕・15分）',
      '到着: 2025年4月1日(火) 00:30',
    ]);
    expect(errors).toEqual([]);
  });

  test('speaks English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/reverse-time-calculator');
    await page.getByLabel('Arrival date').fill('2025-04-01');
    await page.getByLabel('Arrival time').fill('10:00');
    const result = page.getByRole('region', { name: 'Your plan' });
    await expect(result.getByText('08:30', { exact: true })).toBeVisible();
    await expect(result.getByText('Total 1 h 30 min')).toBeVisible();
    await page.getByRole('button', { name: 'Remove step 3' }).click();
    await expect(result.getByText('08:45', { exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/reverse-time-calculator');
    await page.getByLabel('到着時刻').fill('00:10');
    await expect(page.getByText('前日').first()).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'reverse-time-calculator');
  });
});
