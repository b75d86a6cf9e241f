import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, useLanguage } from './helpers/site';

const preview = (page: Page) => page.getByRole('img', { name: /^QR コード：/ });

/** Reads the preview canvas as PNG and decodes it with an independent decoder. */
async function decodePreview(page: Page): Promise<string | null> {
  const dataUrl = await page
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

function solidPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index++) {
    png.data.set([220, 38, 38, 255], index * 4);
  }
  return PNG.sync.write(png);
}

test.describe('qr-generator', () => {
  test('generates live, follows size and level, clears on blank text', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/qr-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'QRコード作成' })).toBeVisible();
    await expect(
      page.getByText('内容を入力すると、ここに QR コードが表示されます。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'PNG で保存' })).toBeDisabled();

    const text = page.getByLabel('テキストまたは URL');
    await text.fill('https://example.com/お問い合わせ');
    await expect(preview(page)).toBeVisible();
    await expect(preview(page)).toHaveAttribute(
      'aria-label',
      'QR コード：https://example.com/お問い合わせ',
    );
    expect(await decodePreview(page)).toBe('https://example.com/お問い合わせ');
    await expect(page.locator('canvas')).toHaveAttribute('width', '256');
    await expect(page.getByText(/誤り訂正 M$/)).toBeVisible();

    await page.getByLabel('サイズ').fill('384');
    await expect(page.getByText('サイズ：384px')).toBeVisible();
    await expect(page.locator('canvas')).toHaveAttribute('width', '384');

    const level = page.getByLabel('誤り訂正レベル');
    await expect(level).toHaveValue('M');
    await level.selectOption('H');
    await expect(page.getByText(/誤り訂正 H$/)).toBeVisible();
    expect(await decodePreview(page)).toBe('https://example.com/お問い合わせ');

    await text.fill('   ');
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'PNG で保存' })).toBeDisabled();

    await text.fill('あ'.repeat(500));
    await expect(page.getByRole('alert')).toContainText('QR コードの生成エラー');
    await expect(page.getByRole('alert')).toContainText('文字数が多すぎます');
    await level.selectOption('L');
    await expect(preview(page)).toBeVisible();

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(text).toHaveValue('');
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('enlarges a dense code so every module is at least 3 px, and it decodes', async ({
    page,
  }) => {
    await page.goto('/qr-generator');
    const url = `https://example.com/campaign?id=${'a1b2c3d4e5'.repeat(50)}`.slice(0, 523);
    await page.getByLabel('テキストまたは URL').fill(url);
    await page.getByLabel('サイズ').fill('128');
    await expect(page.getByText('サイズ：128px')).toBeVisible();
    // Version 18 (89 modules + quiet zone = 93) needs 279 px at 3 px per module.
    await expect(page.locator('canvas')).toHaveAttribute('width', '279');
    await expect(page.getByRole('status')).toContainText('279×279px に拡大しています');
    await expect(page.getByRole('button', { name: 'PNG で保存' })).toHaveAccessibleDescription(
      /1 セルを 3px 以上で描き/,
    );
    expect(await decodePreview(page)).toBe(url);
  });

  test('keeps spaces around a Wi-Fi name and password, with a hint', async ({ page }) => {
    await page.goto('/qr-generator');
    await page.getByRole('radio', { name: 'Wi-Fi' }).check();
    await page.getByLabel('ネットワーク名（SSID）').fill(' Cafe Guest ');
    await page.getByLabel('パスワード').fill(' secret pass ');
    const payload = 'WIFI:T:WPA;S: Cafe Guest ;P: secret pass ;;';
    await expect(page.getByLabel('QR コードに入る内容')).toHaveValue(payload);
    await expect(page.getByText('ネットワーク名の先頭または末尾に空白があります')).toBeVisible();
    await expect(page.getByText('パスワードの先頭または末尾に空白があります')).toBeVisible();
    expect(await decodePreview(page)).toBe(payload);
  });

  test('saves qrcode.png and qrcode.svg and copies the image', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/qr-generator');
    await page.getByLabel('テキストまたは URL').fill('保存テスト');

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PNG で保存' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('qrcode.png');
    const pngBytes = await import('node:fs').then((fs) =>
      png.path().then((path) => fs.readFileSync(path)),
    );
    const decoded = PNG.sync.read(pngBytes);
    expect(jsQR(new Uint8ClampedArray(decoded.data), decoded.width, decoded.height)?.data).toBe(
      '保存テスト',
    );

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'SVG で保存' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('qrcode.svg');

    await page.getByRole('button', { name: '画像をコピー' }).click();
    await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    await expect(page.getByRole('button', { name: '画像をコピー' })).toBeVisible({ timeout: 3000 });
  });

  test('Wi-Fi and contact presets, colours and a centre logo', async ({ page }) => {
    await page.goto('/qr-generator');
    await page.getByRole('radio', { name: 'Wi-Fi' }).check();
    await page.getByLabel('ネットワーク名（SSID）').fill('Office;5F');
    await page.getByLabel('パスワード').fill('secret');
    await expect(page.getByLabel('QR コードに入る内容')).toHaveValue(
      'WIFI:T:WPA;S:Office\\;5F;P:secret;;',
    );
    expect(await decodePreview(page)).toBe('WIFI:T:WPA;S:Office\\;5F;P:secret;;');

    await page.getByRole('radio', { name: '連絡先' }).check();
    await page.getByLabel('姓', { exact: true }).fill('山田');
    await page.getByLabel('名', { exact: true }).fill('太郎');
    await page.getByLabel('姓（よみがな）').fill('やまだ');
    await page.getByLabel('名（よみがな）').fill('たろう');
    await page.getByLabel('電話番号').fill('090-1234-5678');
    const mecard = 'MECARD:N:山田,太郎;SOUND:やまだ,たろう;TEL:090-1234-5678;;';
    await expect(page.getByLabel('QR コードに入る内容')).toHaveValue(mecard);
    expect(await decodePreview(page)).toBe(mecard);
    await page.getByRole('radio', { name: /vCard/ }).check();
    await expect(page.getByLabel('QR コードに入る内容')).toHaveValue(
      /^BEGIN:VCARD\nVERSION:3.0\nN:山田;太郎;;;\nFN:山田 太郎/,
    );

    await page.getByLabel('前景色（セル）').fill('#eeeeee');
    await expect(page.getByText('前景色と背景色の差が小さいため')).toBeVisible();
    await page.getByLabel('背景色').fill('#111111');
    await expect(page.getByText('前景色が背景色より明るいため')).toBeVisible();
    await page.getByLabel('背景色').fill('#fef3c7');
    await page.getByLabel('前景色（セル）').fill('#1e3a8a');
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.getByLabel('中央のロゴ画像（任意）').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 40),
    });
    await expect(page.getByText('選択中のロゴ：logo.png')).toBeVisible();
    await expect(page.getByLabel('誤り訂正レベル')).toBeDisabled();
    await expect(page.getByLabel('誤り訂正レベル')).toHaveValue('H');
    await expect(page.getByText(/誤り訂正 H$/)).toBeVisible();
    expect(await decodePreview(page)).toMatch(/^BEGIN:VCARD/);

    await page.getByLabel('中央のロゴ画像（任意）').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('この画像は読み込めませんでした')).toBeVisible();
    await page.getByRole('button', { name: 'ロゴを外す' }).click();
    await expect(page.getByLabel('誤り訂正レベル')).toBeEnabled();
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/qr-generator');
    await page.getByRole('textbox', { name: 'Text or URL' }).fill('x'.repeat(3000));
    await expect(page.getByRole('alert')).toContainText('QR generation error');
    await page.getByRole('textbox', { name: 'Text or URL' }).fill('hello');
    await expect(page.getByRole('img', { name: 'QR code: hello' })).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/qr-generator');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'qr-generator empty');
    await page.getByLabel('テキストまたは URL').fill('https://example.com');
    await expect(preview(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'qr-generator');
    await page.getByRole('radio', { name: '連絡先' }).check();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'qr-generator contact');
  });
});
