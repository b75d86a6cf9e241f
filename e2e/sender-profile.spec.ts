import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { collectPageErrors, expectNoHorizontalScroll } from './helpers/site';

const SEAL_PNG = new URL('./fixtures/seal.png', import.meta.url).pathname;

const PROFILE = {
  会社名: '株式会社サンプル',
  部署: '営業部',
  担当者名: '佐藤 花子',
  郵便番号: '100-0001',
  住所: '東京都千代田区千代田1-1',
  電話番号: '03-1234-5678',
  メールアドレス: 'sato@example.co.jp',
  振込先: 'サンプル銀行 本店営業部 普通 1234567',
};

function profilePanel(page: Page) {
  return page.getByRole('region', { name: '自社情報' });
}

async function openProfile(page: Page) {
  await profilePanel(page).getByRole('button', { name: '自社情報を入力・編集' }).click();
}

/** Fills every field once, as a new user would, checking the registration number on the way. */
async function fillProfile(page: Page) {
  const panel = profilePanel(page);
  await openProfile(page);
  for (const [label, value] of Object.entries(PROFILE)) {
    await panel.getByLabel(label, { exact: true }).fill(value);
  }
  const registration = panel.getByLabel('登録番号（インボイス）');
  await registration.fill('T123');
  await expect(panel.getByText('登録番号は「T」と13桁の数字で入力してください')).toBeVisible();
  await expect(registration).toHaveAttribute('aria-invalid', 'true');
  await registration.fill('T5123456789012');
  await expect(panel.getByText('法人番号の検査用数字と一致しません')).toBeVisible();
  await registration.fill('T7123456789012');
  await expect(registration).toHaveAttribute('aria-invalid', 'false');
  await panel.getByLabel('角印・ロゴ画像').setInputFiles(SEAL_PNG);
  await expect(panel.getByRole('img', { name: '登録されている角印・ロゴ画像' })).toBeVisible();
}

async function expectSealImage(scope: ReturnType<Page['getByRole']>, name: string) {
  const image = scope.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
  // The image really decodes (a broken data: URL would leave it 0 × 0).
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(48);
}

test.describe('sender profile (自社情報)', () => {
  // Each test fills a dozen fields and prints; the signed-in one drives two browsers.
  test.describe.configure({ timeout: 120_000 });

  test('filled once, it heads the minutes, whose 記録者, 欠席者 and 次回日程 print too', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/minutes-generator');
    await fillProfile(page);
    await expect(profilePanel(page)).toContainText('株式会社サンプル 営業部 佐藤 花子');
    await expect(profilePanel(page).getByRole('status')).toHaveText(
      'このブラウザに保存されています。ログインすると、アカウントにも保存されます。',
    );

    // A new draft names the profile's person as organizer and recorder.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '入力内容をクリア' }).click();
    await expect(page.getByLabel('主催者')).toHaveValue('営業部 佐藤 花子');
    await expect(page.getByLabel('記録者')).toHaveValue('営業部 佐藤 花子');

    await page.getByLabel('会議名').fill('営業定例会議');
    await page.getByLabel('開催日').fill('2025-01-06');
    await page.getByLabel('記録者').fill('総務部 高橋');
    await page.getByLabel('氏名 1').fill('山田 太郎');
    await page.getByLabel('欠席者').fill('田中（経理部）\n伊藤（開発部, 第2課）');
    await page.getByLabel('次回の日付').fill('2025-01-20');
    await page.getByLabel('次回の時刻').fill('10:00');
    await page.getByLabel('次回の会場').fill('本社3階 第1会議室');

    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    const sheet = page
      .getByRole('dialog', { name: '印刷プレビュー' })
      .getByRole('region', { name: 'A4・縦の印刷イメージ' });
    await expect(sheet).toContainText('株式会社サンプル');
    await expectSealImage(sheet, '角印・ロゴ');
    const row = (name: string) => sheet.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('主催者')).toContainText('営業部 佐藤 花子');
    await expect(row('記録者')).toContainText('総務部 高橋');
    await expect(row('欠席者')).toContainText('田中（経理部）、伊藤（開発部, 第2課）（計2名）');
    const next = sheet.locator('section').filter({
      has: page.getByRole('heading', { name: '次回日程' }),
    });
    await expect(next.getByRole('row', { name: /^日時/ })).toContainText(
      '2025年1月20日（月） 10:00',
    );
    await expect(next.getByRole('row', { name: /^場所/ })).toContainText('本社3階 第1会議室');
    expect(errors).toEqual([]);
  });

  test('refuses a file that is too large or not an image, saying why', async ({ page }) => {
    await page.goto('/expense-template');
    await openProfile(page);
    const panel = profilePanel(page);
    const input = panel.getByLabel('角印・ロゴ画像');

    const big = Buffer.alloc(600 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await input.setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: big });
    await expect(panel.getByRole('alert')).toHaveText(
      'ファイルサイズが500KBを超えています（600 KB）。500KB以下の画像を選んでください。',
    );

    // Named and typed as a PNG, but its bytes are an HTML page: refused by its content.
    await input.setInputFiles({
      name: 'seal.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      '画像として読み込めないファイルです。PNG・JPEG・SVG形式の画像を選んでください。',
    );
    await expect(panel.getByRole('img')).toHaveCount(0);

    // An SVG is accepted and shown only as an image: its script never runs.
    await page.evaluate(() => ((window as unknown as { svgRan: boolean }).svgRan = false));
    await input.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.parent.svgRan=true"><script>window.parent.svgRan=true</script><rect width="10" height="10"/></svg>',
      ),
    });
    await expect(panel.getByRole('alert')).toHaveCount(0);
    const preview = panel.getByRole('img', { name: '登録されている角印・ロゴ画像' });
    await expect(preview).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    expect(await page.evaluate(() => (window as unknown as { svgRan: boolean }).svgRan)).toBe(
      false,
    );
    await panel.getByRole('button', { name: '画像を削除' }).click();
    await expect(preview).toHaveCount(0);
  });

  test('signed in, it follows the user: after a reload and in a second browser', async ({
    page,
    browser,
    request,
  }) => {
    const account = await signUpViaApi(request, '佐藤 花子');
    await startSignedIn(page, account);
    await page.goto('/expense-template');
    await fillProfile(page);
    const status = profilePanel(page).getByRole('status');
    await expect(status).toHaveText('アカウントに保存しました。ほかの端末でもお使いいただけます。');
    const preview = page.getByRole('region', { name: '経費精算書のプレビュー' });
    await expect(preview).toContainText('株式会社サンプル');
    await expectSealImage(preview, '角印・ロゴ');

    await page.reload();
    await openProfile(page);
    await expect(profilePanel(page).getByLabel('会社名')).toHaveValue('株式会社サンプル');
    await expect(status).toHaveText('アカウントに保存しました。ほかの端末でもお使いいただけます。');

    // Another browser (no local copy at all), signed in as the same user.
    const second = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const other = await second.newPage();
    await startSignedIn(other, account);
    await other.goto('/minutes-generator');
    await openProfile(other);
    const panel = profilePanel(other);
    for (const [label, value] of Object.entries(PROFILE)) {
      await expect(panel.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expect(panel.getByLabel('登録番号（インボイス）')).toHaveValue('T7123456789012');
    await expect(panel.getByRole('img', { name: '登録されている角印・ロゴ画像' })).toBeVisible();
    await other.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    const sheet = other.getByRole('dialog', { name: '印刷プレビュー' });
    await expect(sheet).toContainText('株式会社サンプル');
    await expectSealImage(
      sheet.getByRole('region', { name: 'A4・縦の印刷イメージ' }),
      '角印・ロゴ',
    );

    // A change there reaches the first browser after its next load.
    await other.getByRole('button', { name: '印刷プレビューを閉じる' }).click();
    await panel.getByLabel('電話番号').fill('03-9999-0000');
    await expect(panel.getByRole('status')).toHaveText(
      'アカウントに保存しました。ほかの端末でもお使いいただけます。',
    );
    await second.close();
    await page.reload();
    await openProfile(page);
    await expect(profilePanel(page).getByLabel('電話番号')).toHaveValue('03-9999-0000');
  });

  test(`has no serious accessibility violations (light and dark, desktop and 390 px)`, async ({
    page,
  }) => {
    await page.goto('/minutes-generator');
    await fillProfile(page);
    await profilePanel(page).getByLabel('登録番号（インボイス）').fill('T123');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'sender profile');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(profilePanel(page).getByLabel('会社名')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'sender profile at 390 px');
    await page.goto('/expense-template');
    await openProfile(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'sender profile, expense report');
  });
});
