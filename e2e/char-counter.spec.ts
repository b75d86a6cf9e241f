import twitterText from 'twitter-text';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage, waitForApp } from './helpers/site';

const input = (page: Page) => page.getByRole('textbox', { name: 'カウントする文章' });

/** The figure shown under a label (each figure is a term/definition pair). */
function stat(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')
    .first();
}

/** Pastes as a user does: the text on the clipboard, then Ctrl+V in the focused field. */
async function paste(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

test.describe('char-counter', () => {
  test('counts characters, spaces, lines, words and bytes', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/char-counter');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '文字数カウント' })).toBeVisible();
    await expect(stat(page, '文字数')).toHaveText('0文字');

    await input(page).fill('今日は良い天気です。\nHello world 👨‍👩‍👧');
    await expect(stat(page, '文字数')).toHaveText('24文字');
    await expect(stat(page, '空白・改行を除く')).toHaveText('21文字');
    await expect(stat(page, '改行を除く')).toHaveText('23文字');
    await expect(stat(page, '行数')).toHaveText('2行');
    await expect(stat(page, '単語数')).toHaveText('7語');
    await expect(stat(page, 'バイト数（UTF-8）')).toHaveText('61バイト');
    // Grapheme clusters and UTF-16 code units are both shown, labelled.
    await expect(stat(page, '書記素クラスタ（文字数）')).toHaveText('24');
    await expect(stat(page, 'Unicode コードポイント')).toHaveText('28');
    await expect(stat(page, 'UTF-16 コード単位')).toHaveText('31');

    // Words as the browser's Intl.Segmenter sees them: a soft hyphen or a word joiner inside a
    // word keeps it one word; ½ is not a word.
    await input(page).fill('co\u00ADoperate word\u2060joiner ½ cup');
    await expect(stat(page, '単語数')).toHaveText('3語');
    await input(page).fill('今日は良い天気です。\nHello world 👨‍👩‍👧');

    await page.getByRole('checkbox', { name: '改行を2バイト（CR+LF）として数える' }).check();
    await expect(stat(page, 'バイト数（UTF-8）')).toHaveText('62バイト');

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(input(page)).toHaveValue('');
    await expect(stat(page, '文字数')).toHaveText('0文字');
    expect(errors).toEqual([]);
  });

  test('gives the figures Japanese writers need', async ({ page }) => {
    await page.goto('/char-counter');
    await waitForApp(page);
    await input(page).fill('ｶﾞｲﾄﾞ、全角ＡＢＣと🍣です。');
    await expect(stat(page, '半角文字')).toHaveText('5文字');
    await expect(stat(page, '全角文字')).toHaveText('11文字');
    await expect(stat(page, 'バイト数（Shift_JIS）')).toHaveText('25バイト');
    await expect(page.getByText('Shift_JISで表せない文字が1文字あります')).toContainText('🍣');

    await input(page).fill(`${'あ'.repeat(401)}\n\n`);
    await expect(stat(page, '原稿用紙（400字詰め）')).toContainText('2枚');
    await expect(stat(page, '原稿用紙（400字詰め）').last()).toBeVisible();
    await expect(page.getByText('21行分・最後の1枚は1行目まで')).toBeVisible();
  });

  test('counts the X post length with CJK weighing 2 and URLs 23', async ({ page }) => {
    await page.goto('/char-counter');
    await waitForApp(page);
    await input(page).fill(
      '詳細はhttps://example.com/a/very/long/path/to/a/page.html をご覧ください',
    );
    const meter = page.getByRole('meter', { name: 'Xでの文字数（重み付き）' });
    // 詳細は = 6, the link = 23, the space = 1, をご覧ください = 14.
    await expect(meter).toHaveAttribute('aria-valuenow', '44');
    await expect(page.getByText('あと236（半角換算）入力できます')).toBeVisible();

    await input(page).fill('あ'.repeat(141));
    await expect(page.getByText('2（半角換算）オーバーしています')).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuetext', '282 / 280');
  });

  test('counts the X length exactly as twitter-text parseTweet does', async ({ page }) => {
    await page.goto('/char-counter');
    await waitForApp(page);
    const meter = page.getByRole('meter', { name: 'Xでの文字数（重み付き）' });
    for (const text of [
      'example.tokyo と example.shop と foo.bar',
      'https://x http://localhost ftp://files.example.com/a',
      '👨‍👩‍👧‍👦🇯🇵 ｱｲｳ café',
    ]) {
      await input(page).fill(text);
      await expect(meter).toHaveAttribute(
        'aria-valuenow',
        String(Math.min(280, twitterText.parseTweet(text).weightedLength)),
      );
    }
  });

  test('counts a 1 MB text in the background without freezing the page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/char-counter');
    await waitForApp(page);
    const line = '本年度は業務効率化に向けた取り組みを進めております。Hello 👍🏽\n';
    const text = line.repeat(Math.ceil((1024 * 1024) / new TextEncoder().encode(line).length));
    await page.evaluate(() => {
      const state = window as unknown as { longestTask: number };
      state.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          state.longestTask = Math.max(state.longestTask, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: false });
    });
    await input(page).focus();
    await paste(page, text);
    const lines = text.split('\n').length;
    // Polls inside the page: Playwright's own text queries over 1 MB would be long tasks.
    await page.waitForFunction(
      (expected) => document.body.querySelector('dl')?.textContent?.includes(expected),
      `${lines.toLocaleString('ja')}行`,
      { polling: 250, timeout: 30_000 },
    );
    const longest = await page.evaluate(
      () => (window as unknown as { longestTask: number }).longestTask,
    );
    // Laying 1 MB out in the text area, or counting on the main thread, would take seconds.
    expect(longest).toBeLessThan(1500);
    await expect(
      page.getByRole('group', { name: /^カウントする文章 長いテキスト（[\d,]+文字・1 MB）/ }),
    ).toBeVisible();
    await expect(stat(page, '行数')).toHaveText(`${lines.toLocaleString('ja')}行`);
    // Each line: 26 Japanese characters, "Hello ", one emoji with skin tone and a line break.
    await expect(stat(page, '文字数')).toHaveText(`${(34 * (lines - 1)).toLocaleString('ja')}文字`);
  });

  test('summarises a long paste, counts all of it, and shows it whole on request', async ({
    page,
  }) => {
    await page.goto('/char-counter');
    await waitForApp(page);
    const text = `${'見積書の内容をご確認ください。\n'.repeat(4_000)}最終行`;
    await input(page).focus();
    await paste(page, text);
    const summary = page.getByRole('group', {
      name: /^カウントする文章 長いテキスト（64,003文字・/,
    });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('見積書の内容をご確認ください。');
    await expect(stat(page, '行数')).toHaveText('4,001行');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'char-counter long text');

    // Pasting into the summary replaces the whole text.
    await paste(page, '差し替えた文章');
    await expect(input(page)).toHaveValue('差し替えた文章');
    await expect(stat(page, '文字数')).toHaveText('7文字');

    await page.keyboard.press('Control+A');
    await paste(page, text);
    await page.getByRole('button', { name: 'この欄に全文を表示して編集する' }).click();
    await expect(input(page)).toBeFocused();
    expect(await input(page).evaluate((area: HTMLTextAreaElement) => area.value.length)).toBe(
      text.length,
    );
    await page.keyboard.type('追記');
    await expect(stat(page, '文字数')).toHaveText('64,005文字');
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/char-counter');
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Text to count' }).fill('Hello, world!');
    await expect(stat(page, 'Characters')).toHaveText('13chars');
    await expect(stat(page, 'Words')).toHaveText('2words');
    await page.keyboard.press('Control+A');
    await paste(page, 'a'.repeat(60_000));
    await expect(
      page.getByRole('group', {
        name: /^Text to count Pasted a long text \(60,000 characters, 58\.6 KB\)/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show all of it here to edit' })).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/char-counter');
    await waitForApp(page);
    await input(page).fill(`${'あ'.repeat(150)}🍣`);
    await expect(page.getByText(/オーバーしています/)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'char-counter');
  });
});
