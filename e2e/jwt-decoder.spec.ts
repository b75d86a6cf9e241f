import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  useLanguage,
  waitForApp,
} from './helpers/site';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const PAYLOAD = { sub: 'user-42', name: '山田 太郎', iat: 1767225600, exp: 1767229200 };

function hs256(secret: string): string {
  const input = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(PAYLOAD))}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

test.describe('jwt-decoder', () => {
  test('decodes, shows the times in Japan time and verifies in the page only', async ({ page }) => {
    const errors = collectPageErrors(page);
    const secret = 'shared-secret-for-e2e';
    const token = hs256(secret);
    const leaks: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (
        request.url().includes(token.slice(0, 20)) ||
        body.includes(token.slice(0, 20)) ||
        body.includes(secret)
      ) {
        leaks.push(request.url());
      }
    });
    await page.goto('/jwt-decoder');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'JWT デコーダー' })).toBeVisible();
    await page.getByLabel('JWT（トークン）').fill(`Bearer ${token}`);
    await expect(page.getByRole('region', { name: 'ペイロード（クレーム）' })).toContainText(
      '"name": "山田 太郎"',
    );
    await expect(page.getByText('2026年1月1日 09:00')).toBeVisible();
    await expect(page.getByText('期限切れです')).toBeVisible();

    const key = page.getByLabel('共有シークレット（HS256 などの鍵）');
    await key.fill('wrong');
    await expect(page.getByRole('status').filter({ hasText: '署名' })).toHaveText(
      '署名が一致しません。鍵が違うか、トークンが改ざんされています。',
    );
    await key.fill(secret);
    await expect(page.getByText(/^署名は正しいです。/)).toBeVisible();
    await expect(
      page.getByText(/有効期限（exp）を過ぎたトークンは受け付けられません/),
    ).toBeVisible();
    expect(leaks).toEqual([]);
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'jwt-decoder');
  });

  test('verifies RS256 with a JWK, in English on a 390 px phone', async ({ page }) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const input = `${b64url(JSON.stringify({ alg: 'RS256', kid: 'k1' }))}.${b64url(JSON.stringify(PAYLOAD))}`;
    const token = `${input}.${b64url(sign('sha256', Buffer.from(input), privateKey))}`;
    const jwk = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1' }] });

    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jwt-decoder');
    await waitForApp(page);
    await page.getByLabel('JWT (token)').fill(token);
    await expect(page.getByText('Algorithm: RS256')).toBeVisible();
    await page.getByLabel('Public key (JWK, JWK Set or PEM)').fill(jwk);
    await expect(page.getByText(/^The signature is valid/)).toBeVisible();
    await page.getByLabel('JWT (token)').fill(token.slice(0, -4) + 'AAAA');
    await expect(page.getByText(/^The signature does not match/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'jwt-decoder (390 px)');
  });
});
