import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './helpers/axe';
import { BACKEND_URL as BACKEND } from './helpers/auth';
import { collectPageErrors, useLanguage, useTheme } from './helpers/site';

// The Supabase CLI's well-known development service-role key, which the local backend accepts.
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

async function fillForm(page: Page, subject: string) {
  await page.getByLabel('お名前').fill('山田 太郎');
  await page.getByLabel('メールアドレス').fill('taro@example.co.jp');
  await page.getByLabel('お問い合わせの種類').selectOption('tool-request');
  await page.getByLabel('件名').fill(subject);
  await page
    .getByLabel('お問い合わせ内容')
    .fill('請求書の PDF を作るツールがあると助かります。\n& や = も含めて。');
}

test.describe('contact', () => {
  test('sends the message through the site root to the backend, which stores it', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const subject = `ツールのリクエスト ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
    await expect(page).toHaveTitle(/^お問い合わせ \| オフィスツールボックス/);
    await fillForm(page, subject);

    const posted = page.waitForRequest(
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/',
    );
    await page.getByRole('button', { name: '送信する' }).click();
    const post = await posted;
    expect(post.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(post.postData() ?? '');
    expect(form.get('form-name')).toBe('contact');
    expect(form.get('bot-field')).toBe('');
    expect(form.get('category')).toBe('tool-request');

    const done = page.getByRole('heading', { name: '送信が完了しました' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();

    const stored = await request.get(`${BACKEND}/api/contact-messages`, {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(stored.ok()).toBe(true);
    const messages = (await stored.json()) as {
      subject: string;
      name: string;
      category: string;
      message: string;
    }[];
    const mine = messages.find((message) => message.subject === subject);
    expect(mine).toMatchObject({
      name: '山田 太郎',
      category: 'tool-request',
      message: '請求書の PDF を作るツールがあると助かります。\n& や = も含めて。',
    });

    await page.getByRole('link', { name: 'ホームに戻る' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('shows the failure alert and keeps what was typed when sending fails', async ({ page }) => {
    await page.route('/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.continue(),
    );
    await page.goto('/contact');
    await fillForm(page, '失敗する送信');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '送信に失敗しました。時間をおいて、もう一度お試しください。',
    );
    await expect(page.getByLabel('件名')).toHaveValue('失敗する送信');
    await expect(page.getByRole('button', { name: '送信する' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: '送信が完了しました' })).toHaveCount(0);
  });

  test('says "Failed to send. Please try again." in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.route('/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.continue(),
    );
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.getByLabel('Name').fill('Ken');
    await page.getByLabel('Email address').fill('ken@example.com');
    await page.getByLabel('Category').selectOption('bug-report');
    await page.getByLabel('Subject').fill('A bug');
    await page.getByLabel('Message').fill('Details');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send. Please try again.');
  });

  test('requires every field, with a message for each, and posts nothing meanwhile', async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/') posts += 1;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByLabel('お名前')).toBeFocused();
    await expect(page.getByLabel('お名前')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('お名前')).toHaveAccessibleDescription(
      'お名前を入力してください。',
    );
    for (const message of [
      'メールアドレスを入力してください。',
      'お問い合わせの種類を選択してください。',
      '件名を入力してください。',
      'お問い合わせ内容を入力してください。',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('お名前').fill('山田');
    await expect(page.getByText('お名前を入力してください。')).toBeHidden();
    await page.getByLabel('メールアドレス').fill('taro@example');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toBeFocused();
    expect(posts).toBe(0);
  });

  test('accepts both spellings of a category in the link, and declares the Netlify form', async ({
    page,
  }) => {
    await page.goto('/contact?category=bug_report');
    await expect(page.getByLabel('お問い合わせの種類')).toHaveValue('bug-report');
    await page.goto('/contact?category=tool-request');
    await expect(page.getByLabel('お問い合わせの種類')).toHaveValue('tool-request');

    // The static copy Netlify reads at build time is in the page, but neither seen nor reachable.
    const netlifyForm = page.locator('form[name="contact"][data-netlify="true"]');
    await expect(netlifyForm).toHaveCount(1);
    await expect(netlifyForm).toBeHidden();
    await expect(netlifyForm).toHaveAttribute('netlify-honeypot', 'bot-field');
    for (const field of ['bot-field', 'name', 'email', 'category', 'subject', 'message']) {
      await expect(netlifyForm.locator(`[name="${field}"]`)).toHaveCount(1);
    }
  });

  test('has no serious accessibility violation (light and dark)', async ({ page }) => {
    await page.route('/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.continue(),
    );
    await page.goto('/contact');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'contact form');
    // With every error message and the failure alert shown.
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('件名を入力してください。')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'contact errors');
    await fillForm(page, 'axe');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'contact failure');
  });

  test('the success screen has no serious accessibility violation (dark)', async ({ page }) => {
    await useTheme(page, 'dark');
    await page.route('/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' })
        : route.continue(),
    );
    await page.goto('/contact');
    await fillForm(page, 'axe success');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('heading', { name: '送信が完了しました' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'contact success (dark)');
  });
});
