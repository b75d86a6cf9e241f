import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

/** The built site talks to the local backend, whose /api/ip answers the caller's address. */
const IP_ENDPOINT = '**/api/ip';

test.describe('ip-checker', () => {
  test('shows the address from the local backend, copies it and refreshes', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/ip-checker');
    await expect(page.getByRole('heading', { level: 1, name: 'IPアドレス確認' })).toBeVisible();
    const address = page.locator('output');
    // Against the real local backend the caller is this machine.
    await expect(address).toHaveText(/^(127\.0\.0\.1|::1)$/);
    await expect(page.getByText('ループバックアドレスです')).toBeVisible();

    await page.getByRole('button', { name: 'IP アドレスをコピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^(127\.0\.0\.1|::1)$/,
    );

    // Refresh asks again and shows the new answer.
    await page.route(IP_ENDPOINT, (route) =>
      route.fulfill({
        json: { ip: '203.0.113.45' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    await page.getByRole('button', { name: '再取得' }).click();
    await expect(address).toHaveText('203.0.113.45');
    await expect(page.getByText('IPv4')).toBeVisible();
    // A documentation address (RFC 5737), as the registry says.
    await expect(
      page.getByText(
        '説明書や例示のために予約されたアドレスです。実際の通信で使われることはありません。',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'IANA 特殊用途アドレス登録簿: Documentation (TEST-NET-3)（203.0.113.0/24、RFC 5737）',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'プライバシーについて' })).toBeVisible();
    await expect(page.getByText(/127\.0\.0\.1:\d+ へ問い合わせて取得しています/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows the loading state, then the error on a not-ok answer, and recovers', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(IP_ENDPOINT, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        json: { error: 'boom' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    await page.goto('/ip-checker');
    await expect(
      page.getByRole('status').filter({ hasText: 'IP アドレスを取得しています…' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '再取得' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText(
      'IP 情報の取得中にエラーが発生しました。しばらくしてから再度お試しください。',
    );
    await expect(page.getByRole('button', { name: 'IP アドレスをコピー' })).toBeDisabled();

    await page.unroute(IP_ENDPOINT);
    await page.route(IP_ENDPOINT, (route) =>
      route.fulfill({
        json: { ip: '2001:db8::7' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    await page.getByRole('button', { name: '再取得' }).click();
    await expect(page.locator('output')).toHaveText('2001:db8::7');
    await expect(page.getByText('IPv6')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('treats an answer without a valid ip as a failure, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.route(IP_ENDPOINT, (route) =>
      route.fulfill({
        json: { ip: '<b>nope</b>' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    await page.goto('/ip-checker');
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred while fetching IP info. Please try again later.',
    );
    await expect(page.getByRole('heading', { name: 'What is an IP address?' })).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.route(IP_ENDPOINT, (route) =>
      route.fulfill({
        json: { ip: '198.51.100.7' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    await page.goto('/ip-checker');
    await expect(page.locator('output')).toHaveText('198.51.100.7');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'ip-checker');
    await page.unroute(IP_ENDPOINT);
    await page.route(IP_ENDPOINT, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByRole('button', { name: '再取得' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'ip-checker error');
  });
});
