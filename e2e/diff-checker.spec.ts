import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage, waitForApp } from './helpers/site';

const original = (page: Page) => page.getByRole('textbox', { name: '元のテキスト' });
const changed = (page: Page) => page.getByRole('textbox', { name: '変更後のテキスト' });
const result = (page: Page) => page.getByRole('table', { name: '行ごとの比較結果' });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /行追加/ });

/** Pastes a large text at once (Playwright's fill types it through the input pipeline, slowly). */
async function paste(page: Page, name: string, text: string) {
  await page.getByRole('textbox', { name }).evaluate((element, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

const lines = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i)).join('\n');

test.describe('diff-checker', () => {
  test('shows unchanged, removed and added lines with changed words highlighted', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/diff-checker');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'テキスト差分チェッカー' }),
    ).toBeVisible();
    await expect(page.getByText('2つのテキストを入力すると')).toBeVisible();

    await original(page).fill('お世話になっております。\n見積書を送付します。\n以上');
    await changed(page).fill(
      'お世話になっております。\r\n請求書を送付します。\r\n追記です。\r\n以上',
    );
    await expect(summary(page)).toContainText('2行追加、1行削除、2行変更なし');
    await expect(page.getByText('+2行')).toBeVisible();
    await expect(page.getByText('−1行')).toBeVisible();

    const table = result(page);
    await expect(table.getByRole('row')).toHaveCount(6); // header + 5 lines
    const removedRow = table.getByRole('row').filter({ hasText: '削除' });
    await expect(removedRow).toContainText('見積書を送付します。');
    await expect(removedRow.locator('mark')).toHaveText('見積');
    const addedRows = table.getByRole('row').filter({ hasText: '追加' });
    await expect(addedRows.first().locator('mark')).toHaveText('請求');
    await expect(addedRows.nth(1)).toContainText('追記です。');

    await page.getByRole('button', { name: '結果をコピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '  お世話になっております。\n- 見積書を送付します。\n+ 請求書を送付します。\n+ 追記です。\n  以上',
    );
    expect(errors).toEqual([]);
  });

  test('ignores whitespace and case when asked, and swaps the inputs', async ({ page }) => {
    await page.goto('/diff-checker');
    await waitForApp(page);
    await original(page).fill('Hello World\n山田　太郎');
    await changed(page).fill('hello   world\n山田 太郎');
    await expect(summary(page)).toContainText('2行追加、2行削除');

    await page.getByRole('checkbox', { name: '空白の違いを無視する' }).check();
    await expect(summary(page)).toContainText('1行追加、1行削除、1行変更なし');
    await page.getByRole('checkbox', { name: '大文字・小文字を区別しない' }).check();
    await expect(
      page.getByText('違いはありません（無視する設定の範囲内の違いのみです）。'),
    ).toBeVisible();

    await page.getByRole('button', { name: '左右を入れ替える' }).click();
    await expect(original(page)).toHaveValue('hello   world\n山田 太郎');
    await expect(changed(page)).toHaveValue('Hello World\n山田　太郎');

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(original(page)).toHaveValue('');
    await expect(page.getByText('2つのテキストを入力すると')).toBeVisible();
  });

  test('shows the texts side by side', async ({ page }) => {
    await page.goto('/diff-checker');
    await waitForApp(page);
    await page.getByRole('button', { name: 'サンプルを入力' }).click();
    await page.getByRole('radio', { name: '左右に並べて表示' }).check();
    const table = result(page);
    await expect(table.getByRole('columnheader')).toHaveCount(6);
    const row = table.getByRole('row').filter({ hasText: '見積書' });
    await expect(row).toContainText('請求書');
    await expect(row.locator('mark')).toHaveText(['見積', '請求']);
  });

  // Before the anchored diff the page gave up after 8 s on this case; how fast it is now is
  // measured by `npm run bench`, not asserted here (no timing thresholds in tests).
  test('diffs 5,000 reordered lines instead of giving up', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/diff-checker');
    await waitForApp(page);
    const base = Array.from({ length: 5000 }, (_, i) => `${i}行目: 売上データ ${i * 7919}`);
    const reordered = [...base];
    for (let index = reordered.length - 1, seed = 7; index > 0; index -= 1) {
      seed = (seed * 48271) % 2147483647;
      const other = seed % (index + 1);
      [reordered[index], reordered[other]] = [reordered[other]!, reordered[index]!];
    }
    await paste(page, '元のテキスト', base.join('\n'));
    await paste(page, '変更後のテキスト', reordered.join('\n'));
    await expect(summary(page)).toContainText(/行変更なし/, { timeout: 8_000 });
  });

  test('diffs two 10,000-line texts without freezing the page, folding unchanged lines', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/diff-checker');
    await waitForApp(page);
    const oldText = lines(10_000, (i) => `${i}行目: 売上データ ${i * 37}`);
    const newText = lines(10_000, (i) =>
      i === 5000 ? `${i}行目: 売上データ 更新` : `${i}行目: 売上データ ${i * 37}`,
    );
    await paste(page, '元のテキスト', oldText);
    await paste(page, '変更後のテキスト', newText);
    await expect(summary(page)).toContainText('1行追加、1行削除、9999行変更なし', {
      timeout: 20_000,
    });
    // Only the change and its context are rendered; the rest is folded.
    await expect(result(page).getByRole('row')).toHaveCount(1 + 2 + 6 + 2);
    await page.getByRole('button', { name: '変更のない4997行を表示' }).click();
    // 5,000 unchanged lines, the change, 3 more and the last fold: 5,006 rows and the header,
    // of which only those near the screen are in the page.
    await expect(result(page)).toHaveAttribute('aria-rowcount', '5007');
    await expect(result(page).getByText('0行目: 売上データ 0', { exact: true })).toBeVisible();
    expect(await result(page).getByRole('row').count()).toBeLessThan(200);
    // At the end of the page: the change and the fold after it are drawn, the first line is not.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: '変更のない4996行を表示' })).toBeVisible();
    await expect(result(page).getByText('5000行目: 売上データ 更新')).toBeVisible();
    await expect(result(page).getByText('0行目: 売上データ 0', { exact: true })).toHaveCount(0);
    const lastRow = result(page).getByRole('row').filter({ hasText: '5000行目: 売上データ 更新' });
    await expect(lastRow).toHaveAttribute('aria-rowindex', '5003');
  });

  test('keeps the page responsive while diffing two different 10,000-line texts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/diff-checker');
    await waitForApp(page);
    await paste(
      page,
      '元のテキスト',
      lines(10_000, (i) => `old line ${i} の内容`),
    );
    await paste(
      page,
      '変更後のテキスト',
      lines(10_000, (i) => `new entry ${i * 3} 別の内容`),
    );
    // The longest main-thread task while the diff runs in the worker and the result renders.
    // The wait polls inside the page: Playwright's own text queries over 600 KB of text areas
    // would be long tasks themselves.
    await page.evaluate(() => {
      const state = window as unknown as { longestTask: number };
      state.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          state.longestTask = Math.max(state.longestTask, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.getByRole('checkbox', { name: '大文字・小文字を区別しない' }).check();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="status"]')].some((element) =>
          element.textContent?.includes('10000行追加、10000行削除'),
        ) && document.querySelectorAll('table tbody tr').length > 10,
      undefined,
      { polling: 250, timeout: 30_000 },
    );
    const longest = await page.evaluate(
      () => (window as unknown as { longestTask: number }).longestTask,
    );
    // A diff on the main thread would block for seconds; drawing the rows on screen is far less.
    expect(longest).toBeLessThan(1500);
    await expect(result(page)).toHaveAttribute('aria-rowcount', '20001');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(result(page).getByText('new entry 29997 別の内容')).toBeVisible();
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/diff-checker');
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Original text' }).fill('alpha\nbeta');
    await page.getByRole('textbox', { name: 'Changed text' }).fill('alpha\ngamma');
    await expect(page.getByRole('status').filter({ hasText: 'Lines added' })).toContainText(
      'Lines added: 1, removed: 1, unchanged: 1',
    );
    await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/diff-checker');
    await waitForApp(page);
    await page.getByRole('button', { name: 'サンプルを入力' }).click();
    await expect(result(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'diff-checker unified');
    await page.getByRole('radio', { name: '左右に並べて表示' }).check();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'diff-checker split');
  });
});
