import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

const pattern = (page: Page) => page.getByLabel('正規表現パターン');
const testString = (page: Page) => page.getByLabel('テスト文字列');
const highlight = (page: Page) => page.getByRole('region', { name: 'ハイライト表示' });
const summary = (page: Page) =>
  page.getByRole('region', { name: '結果' }).getByRole('status').first();

test.describe('regex-tester', () => {
  test('highlights matches, counts them, lists details with named groups, copies and clears', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/regex-tester');
    await expect(page.getByRole('heading', { level: 1, name: '正規表現テスター' })).toBeVisible();
    await expect(page.getByText('パターンとテスト文字列を入力すると')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^g —/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^i —/ })).not.toBeChecked();

    await pattern(page).fill('(?<year>\\d{4})-(\\d{2})');
    // Nothing is matched while the test string is empty.
    await expect(page.getByText('パターンとテスト文字列を入力すると')).toBeVisible();
    await testString(page).fill('受付 2025-04 と 1999-12');
    await expect(summary(page)).toHaveText('2件一致');
    await expect(highlight(page).locator('mark')).toHaveText(['2025-04', '1999-12']);
    await expect(highlight(page)).toHaveText('受付 2025-04 と 1999-12');

    const rows = page.getByRole('region', { name: 'マッチの詳細' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '1',
      '2025-04',
      '3–10',
      'グループ 1（year）:2025グループ 2:04',
    ]);
    await expect(rows.nth(2)).toContainText('1999-12');

    await page.getByRole('button', { name: '一致をコピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2025-04\n1999-12');

    await page.getByRole('button', { name: 'クリア', exact: true }).click();
    await expect(pattern(page)).toHaveValue('');
    await expect(testString(page)).toHaveValue('');
    await expect(page.getByText('パターンとテスト文字列を入力すると')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows a test string with markup as text, never as markup', async ({ page }) => {
    await page.goto('/regex-tester');
    const markup = '<img src=x onerror="window.__xss=1"><b>bold</b><script>window.__xss=2</script>';
    await testString(page).fill(markup);
    await pattern(page).fill('b');
    await expect(summary(page)).toHaveText('3件一致');
    await expect(highlight(page)).toHaveText(markup);
    await expect(highlight(page).locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(
      undefined,
    );
  });

  test('an invalid pattern gets a red border and the engine message', async ({ page }) => {
    await page.goto('/regex-tester');
    await testString(page).fill('abc');
    await pattern(page).fill('(abc');
    await expect(pattern(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(pattern(page)).toHaveClass(/input-invalid/);
    await expect(page.getByRole('alert')).toContainText('正規表現が正しくありません');
    await expect(page.getByRole('alert')).toContainText('Unterminated group');
    await expect(highlight(page)).toBeHidden();

    await pattern(page).fill('(abc)');
    await expect(pattern(page)).toHaveAttribute('aria-invalid', 'false');
    await expect(summary(page)).toHaveText('1件一致');
  });

  test('flags: i changes the result, u and v are never both on', async ({ page }) => {
    await page.goto('/regex-tester');
    await testString(page).fill('Apple apple APPLE');
    await pattern(page).fill('apple');
    await expect(summary(page)).toHaveText('1件一致');
    await page.getByRole('checkbox', { name: /^i —/ }).check();
    await expect(summary(page)).toHaveText('3件一致');
    await page.getByRole('checkbox', { name: /^g —/ }).uncheck();
    await expect(summary(page)).toHaveText('1件一致');

    const u = page.getByRole('checkbox', { name: /^u —/ });
    const v = page.getByRole('checkbox', { name: /^v —/ });
    await u.check();
    await v.check();
    await expect(v).toBeChecked();
    await expect(u).not.toBeChecked();
    await u.check();
    await expect(v).not.toBeChecked();
  });

  test('common and Japanese preset patterns', async ({ page }) => {
    await page.goto('/regex-tester');
    await page.getByRole('button', { name: 'テキスト例を入れる' }).click();
    const common = page.getByRole('group', { name: 'よく使うパターン' });
    await expect(common.getByRole('button')).toHaveCount(6);

    await common.getByRole('button', { name: 'メールアドレス' }).click();
    await expect(pattern(page)).not.toHaveValue('');
    await expect(highlight(page).locator('mark')).toHaveText(['info@example.co.jp']);

    await common.getByRole('button', { name: '郵便番号（000-0000）' }).click();
    await expect(highlight(page).locator('mark')).toHaveText(['100-0001']);

    await common.getByRole('button', { name: '日付（yyyy-mm-dd・実在する日付）' }).click();
    await expect(highlight(page).locator('mark')).toHaveText(['2025-04-01', '2025-04-30']);

    const japanese = page.getByRole('group', { name: '日本語向けのパターン' });
    await japanese.getByRole('button', { name: 'カタカナ' }).click();
    await expect(highlight(page).locator('mark')).toHaveText([
      'フリーダイヤル',
      'カタカナ',
      'テストデータ',
    ]);

    await japanese.getByRole('button', { name: '日本の電話番号' }).click();
    await expect(highlight(page).locator('mark')).toHaveText([
      '03-1234-5678',
      '090-1234-5678',
      '0120-123-456',
    ]);
  });

  test('lists every match even when matches are empty (a*)', async ({ page }) => {
    await page.goto('/regex-tester');
    await testString(page).fill('baac');
    await pattern(page).fill('a*');
    await expect(summary(page)).toHaveText('4件一致');
    await expect(highlight(page).locator('mark')).toHaveText(['aa']);
    await expect(highlight(page).getByRole('img')).toHaveCount(3);
    const rows = page.getByRole('region', { name: 'マッチの詳細' }).getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(4).getByRole('cell')).toHaveText(['4', '（空文字）', '4–4']);
  });

  test('replace mode previews $1, $<name> and $&', async ({ page }) => {
    await page.goto('/regex-tester');
    await testString(page).fill('2025-04-01 と 1999-12-31');
    await pattern(page).fill('(?<y>\\d{4})-(\\d{2})-(\\d{2})');
    await page.getByLabel('置換モード').check();
    const replacement = page.getByLabel('置換後の文字列');
    const replaced = page.getByLabel('置換後のテキスト');
    await replacement.fill('$<y>年$2月$3日');
    await expect(replaced).toHaveValue('2025年04月01日 と 1999年12月31日');
    await replacement.fill('[$&]');
    await expect(replaced).toHaveValue('[2025-04-01] と [1999-12-31]');
  });

  test('a catastrophic pattern times out in the worker and the page stays responsive', async ({
    page,
  }) => {
    await page.goto('/regex-tester');
    await testString(page).fill(`${'a'.repeat(40)}b`);
    await pattern(page).fill('(a+)+$');
    await expect(page.getByText('処理に時間がかかりすぎたため')).toBeVisible({ timeout: 10_000 });
    // The page answered all along: it can be typed into right away.
    const started = Date.now();
    await pattern(page).fill('a+');
    await expect(summary(page)).toHaveText('1件一致');
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(page.getByText('処理に時間がかかりすぎたため')).toBeHidden();
    await expect(highlight(page).locator('mark')).toHaveText(['a'.repeat(40)]);
  });

  test('English interface', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/regex-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible();
    await page.getByLabel('Test string').fill('a1 b22');
    await page.getByLabel('Regular expression').fill('\\d+');
    await expect(
      page.getByRole('region', { name: 'Result' }).getByRole('status').first(),
    ).toHaveText('2 matches');
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/regex-tester');
    await expect(pattern(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'regex-tester empty');

    await page.getByRole('button', { name: 'テキスト例を入れる' }).click();
    await pattern(page).fill('(?<num>\\d{4})');
    await page.getByLabel('置換モード').check();
    await page.getByLabel('置換後の文字列').fill('#$<num>');
    await expect(highlight(page).locator('mark').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'regex-tester results');

    await testString(page).fill('baac');
    await pattern(page).fill('a*');
    await expect(highlight(page).getByRole('img')).toHaveCount(3);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'regex-tester empty matches');

    await pattern(page).fill('[');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'regex-tester invalid');
  });
});
