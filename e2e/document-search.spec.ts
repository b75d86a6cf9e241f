import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { documentData } from '../tests/helpers/documents';
import { BACKEND_URL, SERVICE_ROLE_KEY, signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * The 電子帳簿保存法 search with more documents than the API answers in one request (1,000):
 * the oldest of 1,010 is found by its 取引先 and by its date, the list pages through them all
 * with the count, and the index CSV holds every one.
 */
test('1,010 kept documents: the oldest is found, the list pages, the CSV holds all', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const account = await signUpViaApi(request);
  const userId = String((account.session.user as { id: string }).id);
  const rows = Array.from({ length: 1010 }, (_, index) => {
    const oldest = index === 0;
    const number = `S-${String(index).padStart(4, '0')}`;
    const at = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    return {
      user_id: userId,
      kind: 'invoice',
      number,
      data: documentData({
        number,
        client: oldest ? '最古商事' : '株式会社サンプル商事',
        date: oldest ? '2024-01-05' : '2026-11-01',
        items: [{ unitPrice: String(1000 + index) }],
      }),
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    const response = await request.post(`${BACKEND_URL}/rest/v1/business_documents`, {
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
      },
      data: rows.slice(start, start + 500),
    });
    expect(response.status()).toBe(201);
  }

  await startSignedIn(page, account);
  await page.goto('/quote-generator');
  await waitForApp(page);
  const search = page.getByRole('search', { name: '書類の検索' });
  const list = page.getByRole('list', { name: '保存した書類の一覧' });
  await expect(search).toContainText('1010件が該当します。');
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('listitem').first()).toContainText('S-1009');
  const pages = page.getByRole('navigation', { name: '書類一覧のページ' });
  await expect(pages).toContainText('1010件中 1〜20件目');
  await pages.getByRole('button', { name: '次へ' }).click();
  await expect(pages).toContainText('1010件中 21〜40件目');
  await expect(list.getByRole('listitem').first()).toContainText('S-0989');

  await search.getByLabel('取引先').fill('最古');
  await expect(search).toContainText('1件が該当します。');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('S-0000');
  await search.getByRole('button', { name: '条件をクリア' }).click();
  await search.getByLabel('取引年月日（から）').fill('2024-01-01');
  await search.getByLabel('取引年月日（まで）').fill('2024-12-31');
  await expect(search).toContainText('1件が該当します。');
  await expect(list).toContainText('最古商事 御中');
  await search.getByRole('button', { name: '条件をクリア' }).click();
  await expect(search).toContainText('1010件が該当します。');

  const downloading = page.waitForEvent('download');
  await search.getByRole('button', { name: '一覧をCSVで保存（索引簿）' }).click();
  const csv = (await readFile((await (await downloading).path()) ?? '')).toString('utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(1011);
  expect(lines[0]).toContain('更新日時（日本時間）');
  // The oldest, last: 2026-01-01T00:00Z is 09:00 in Japan.
  expect(lines.at(-1)).toMatch(
    /^2024-01-05,1100,最古商事 御中,請求書,S-0000,.*,2026-01-01 09:00:00$/,
  );

  // The paged list at phone width, in both themes: readable, operable, nothing wider than the
  // screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pages).toBeVisible();
  await pages.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('documents-390.png') });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'kept documents, paged');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});
