import { expect, test, type Page } from '@playwright/test';
import { LARGE_JSON_TEXT } from './fixtures/largeJson';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage, waitForApp } from './helpers/site';

const input = (page: Page) => page.getByLabel('入力するJSON');
const result = (page: Page) => page.getByRole('textbox', { name: '結果のJSON' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('json-tool', () => {
  test('formats, minifies, copies with a 2-second confirmation and clears', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/json-tool');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON整形ツール' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '使い方' })).toBeVisible();

    await input(page).fill('{"b":1,"a":[1,2],"big":12345678901234567890}');
    // Validity is unknown until Format or Minify; the how-to hides once there is input.
    await expect(page.getByRole('heading', { name: '使い方' })).toBeHidden();
    await expect(page.getByText('有効なJSONです')).toBeHidden();

    await button(page, '整形').click();
    await expect(page.getByRole('status').filter({ hasText: '有効なJSONです' })).toBeVisible();
    await expect(result(page)).toHaveValue(
      '{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ],\n  "big": 12345678901234567890\n}',
    );
    await expect(result(page)).toHaveAttribute('readonly', '');

    await button(page, '圧縮').click();
    await expect(result(page)).toHaveValue('{"b":1,"a":[1,2],"big":12345678901234567890}');

    await page.getByRole('button', { name: 'コピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '{"b":1,"a":[1,2],"big":12345678901234567890}',
    );
    await expect(page.getByRole('button', { name: 'コピー', exact: true })).toBeVisible({
      timeout: 3000,
    });

    await button(page, 'クリア').click();
    await expect(input(page)).toHaveValue('');
    await expect(result(page)).toHaveValue('');
    await expect(page.getByText('有効なJSONです')).toBeHidden();
    await expect(page.getByRole('heading', { name: '使い方' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows the parser message, line, column and the offending line with a caret', async ({
    page,
  }) => {
    await page.goto('/json-tool');
    await waitForApp(page);
    await input(page).fill('{\n  "name": "山田",\n  "age" 30\n}');
    await button(page, '整形').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('無効なJSONです');
    await expect(alert).toContainText("Expected ':' after property name");
    await expect(alert).toContainText('3行目、9文字目');
    await expect(alert.locator('pre')).toContainText('"age" 30');
    await expect(alert.locator('mark')).toHaveText('3');
    await expect(alert.locator('pre')).toContainText('^');
    await expect(result(page)).toHaveValue('');
    // Nothing typed is lost on failure.
    await expect(input(page)).toHaveValue('{\n  "name": "山田",\n  "age" 30\n}');

    await button(page, 'クリア').click();
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('lenient mode accepts comments and trailing commas; indent and key sorting', async ({
    page,
  }) => {
    await page.goto('/json-tool');
    await waitForApp(page);
    await input(page).fill('{\n  // setting\n  "z": 1, /* note */\n  "a": [1, 2,],\n}');
    await button(page, '整形').click();
    await expect(page.getByRole('alert')).toContainText('無効なJSONです');

    await page.getByLabel('コメントと末尾のカンマを許可する（JSONC）').check();
    await button(page, '整形').click();
    await expect(result(page)).toHaveValue('{\n  "z": 1,\n  "a": [\n    1,\n    2\n  ]\n}');

    // A shown result follows option changes at once.
    await page.getByLabel('インデント').selectOption({ label: 'タブ' });
    await page.getByLabel('キーを名前順に並べ替える').check();
    await expect(result(page)).toHaveValue('{\n\t"a": [\n\t\t1,\n\t\t2\n\t],\n\t"z": 1\n}');
  });

  test('sample, tree view and download', async ({ page }) => {
    await page.goto('/json-tool');
    await waitForApp(page);
    await button(page, 'サンプル').click();
    await expect(input(page)).toHaveValue(/株式会社サンプル/);
    await page.keyboard.press('Control+Enter');
    await input(page).press('Control+Enter');
    await expect(result(page)).toHaveValue(/"会社名": "株式会社サンプル"/);

    await page.getByRole('radio', { name: 'ツリー' }).check();
    const tree = page.getByRole('region', { name: 'JSONのツリー表示' });
    await expect(tree).toContainText('"会社名"');
    await expect(tree).toContainText('"株式会社サンプル"');
    // Nested containers start closed and open on click.
    await expect(tree.getByText('"営業部"')).toBeHidden();
    await tree.getByText('"部署"').click();
    await tree.getByText('2件').last().waitFor();
    await tree.locator('summary', { hasText: /^0/ }).click();
    await expect(tree.getByText('"営業部"')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await button(page, 'ダウンロード').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('formatted.json');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(JSON.parse(await readFile(saved, 'utf8'))).toMatchObject({ 会社名: '株式会社サンプル' });
  });

  test('formats a 10,000-level array as JSON.stringify does', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto('/json-tool');
    await waitForApp(page);
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    await input(page).evaluate((element, value) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, deep);
    await button(page, '整形').click();
    await expect(page.getByRole('status').filter({ hasText: '有効なJSONです' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByText('問題が発生しました')).toHaveCount(0);
    await expect(result(page)).toHaveValue(/^\[\n {2}\[\n {4}\[/);
    await button(page, '圧縮').click();
    await expect(result(page)).toHaveValue(deep);
    expect(errors).toEqual([]);
  });

  test('the tree view and key sorting take nesting far deeper than 1,000 levels', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto('/json-tool');
    await waitForApp(page);
    const setInput = (value: string) =>
      input(page).evaluate((element, text) => {
        const setValue = Object.getOwnPropertyDescriptor(
          HTMLTextAreaElement.prototype,
          'value',
        )?.set;
        setValue?.call(element, text);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }, value);

    // 100,000 nested arrays (200,000 characters: built into a tree in the worker).
    await setInput('['.repeat(100_000) + ']'.repeat(100_000));
    await button(page, '圧縮').click();
    await expect(page.getByRole('status').filter({ hasText: '有効なJSONです' })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('radio', { name: 'ツリー' }).check();
    const tree = page.getByRole('region', { name: 'JSONのツリー表示' });
    await expect(tree.locator('summary').first()).toContainText('1件', { timeout: 60_000 });
    await tree.locator('summary', { hasText: /^0/ }).click();
    // The root, its item 0 (now open) and that item's own item 0.
    await expect(tree.locator('summary')).toHaveCount(3);

    // 16,000 nested objects with their keys out of order, sorted and minified.
    await page.getByRole('radio', { name: 'テキスト' }).check();
    await setInput(`${'{"b":0,"a":'.repeat(16_000)}0${'}'.repeat(16_000)}`);
    await page.getByRole('checkbox', { name: 'キーを名前順に並べ替える' }).check();
    await button(page, '圧縮').click();
    await expect(result(page)).toHaveValue(/^\{"a":\{"a":\{"a":/, { timeout: 60_000 });
    const downloadPromise = page.waitForEvent('download');
    await button(page, 'ダウンロード').click();
    const { readFile } = await import('node:fs/promises');
    const saved = await readFile(await (await downloadPromise).path(), 'utf8');
    expect(saved).toBe(`${'{"a":'.repeat(16_000)}0${',"b":0}'.repeat(16_000)}`);
    await expect(page.getByText('問題が発生しました')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a 5 MB document formats in the background without freezing the page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/json-tool');
    await waitForApp(page);
    const big = LARGE_JSON_TEXT;
    expect(big.length).toBeGreaterThan(5_000_000);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(big),
    });
    // Too big for a textarea (Chromium would lay it out for seconds): summarised instead.
    await expect(page.getByText(/「big\.json」（5\.\d MB）を読み込みました/)).toBeVisible();

    // Long tasks on the page's own thread show whether it froze while the worker formatted.
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await button(page, '整形').click();
    await expect(page.getByRole('status').filter({ hasText: '処理しています…' })).toBeVisible();
    // While the worker works, the page answers at once.
    const started = Date.now();
    await page.evaluate(() => document.title);
    expect(Date.now() - started).toBeLessThan(500);

    await expect(page.getByRole('status').filter({ hasText: '有効なJSONです' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(result(page)).toHaveValue(/^\[\n {2}\{\n {4}"id": 0,\n {4}"name": "社員0",/);
    await expect(page.getByText(/先頭の[\d,]+文字だけを表示しています/)).toBeVisible();
    const longest = await page.evaluate(() =>
      Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks),
    );
    console.log(`longest main-thread task while formatting 5 MB: ${Math.round(longest)} ms`);
    expect(longest).toBeLessThan(2000);

    // The whole result goes to the file, not just the preview.
    const downloadPromise = page.waitForEvent('download');
    await button(page, 'ダウンロード').click();
    const { readFile } = await import('node:fs/promises');
    const saved = await readFile(await (await downloadPromise).path(), 'utf8');
    expect(saved).toBe(JSON.stringify(JSON.parse(big), null, 2));
  });

  test('a big paste is placed after the paste, and Format pressed at once formats it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/json-tool');
    await waitForApp(page);
    // 400,000 characters: over what the input lays out (200,000), so it is summarised.
    const pasted = JSON.stringify(Array.from({ length: 40_000 }, (_, id) => ({ id, v: '済' })));
    expect(pasted.length).toBeGreaterThan(400_000);
    await input(page).fill('[1]');
    await input(page).evaluate((area: HTMLTextAreaElement, text) => {
      area.select();
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }));
      // Pressed in the paste's own task, before the text is placed.
      [...document.querySelectorAll('button')].find((b) => b.textContent === '整形')?.click();
    }, pasted);
    await expect(page.getByText(/貼り付けました|読み込みました/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '有効なJSONです' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(result(page)).toHaveValue(/^\[\n {2}\{\n {4}"id": 0,\n {4}"v": "済"\n {2}\},/);
    const downloadPromise = page.waitForEvent('download');
    await button(page, 'ダウンロード').click();
    const { readFile } = await import('node:fs/promises');
    const saved = await readFile(await (await downloadPromise).path(), 'utf8');
    expect(saved).toBe(JSON.stringify(JSON.parse(pasted), null, 2));
  });

  test('a closing bracket at the end of the output buffer is kept (no NUL)', async ({ page }) => {
    await page.goto('/json-tool?input=[[[[[[1]]]]]]&indent=4');
    await waitForApp(page);
    await button(page, '整形').click();
    await expect(page.getByRole('status').filter({ hasText: '有効なJSONです' })).toBeVisible();
    const output = await result(page).inputValue();
    expect(output).not.toContain('\u0000');
    expect(JSON.parse(output)).toEqual([[[[[[1]]]]]]);
  });

  test('English interface', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/json-tool');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
    await page.getByLabel('JSON input').fill('[1,]');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid JSON');
    await expect(page.getByRole('alert')).toContainText('Line 1, column 4');
    await page.getByLabel('JSON input').fill('[1]');
    await page.getByRole('button', { name: 'Minify', exact: true }).click();
    // (Exact: "Valid JSON" is part of the previous result's "Invalid JSON", which stays on
    // screen until the new result is drawn.)
    await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/json-tool');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: '使い方' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'json-tool empty');

    await input(page).fill('{\n  "a": [1, 2\n}');
    await button(page, '整形').click();
    await expect(page.getByRole('alert')).toBeVisible();
    // Scan the resting state, not the hover colour of the button just clicked.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'json-tool error');

    await button(page, 'サンプル').click();
    await button(page, '整形').click();
    await page.getByRole('radio', { name: 'ツリー' }).check();
    await expect(page.getByRole('region', { name: 'JSONのツリー表示' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'json-tool tree');
  });
});
