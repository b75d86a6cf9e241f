import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn, uniqueEmail } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { headersOf, MAIL_URL, mailTo } from './helpers/mail';
import { blankGlyphs, readPng, renderPage, textLayer } from './helpers/pdfRendering';
import { collectPageErrors, waitForApp } from './helpers/site';

const DPI = 100;

/**
 * 「メールで送付」: an issued invoice goes to the customer's address through the outbox with its
 * PDF; the mail is read back from the catcher, its PDF drawn by both renderers, and the 送付履歴
 * shows the send with its message id. The corrected version goes again, in English, and its
 * subject says it is the corrected one.
 */
test('an issued invoice is mailed with its PDF, recorded in the 送付履歴; its corrected version says so', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const account = await signUpViaApi(request);
  await startSignedIn(page, account);
  await page.goto('/quote-generator');
  await waitForApp(page);
  await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await page.getByLabel('件名').first().fill('Webサイト制作');
  const item = page.getByRole('group', { name: '品目 1' });
  await item.getByLabel('単価（円）').fill('100000');
  await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
  await page.getByLabel('支払期限').fill('2026-12-31');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'この書類を発行する' }).click();
  await expect(page.getByTestId('document-status')).toContainText('発行済み（第1版）');

  const customer = uniqueEmail('customer');
  const history = page.getByRole('list', { name: '送付履歴' });
  await expect(page.getByText('この書類はまだメールで送付していません。')).toBeVisible();
  await page.getByRole('button', { name: 'メールで送付' }).click();
  // The form checks the address before anything is sent.
  await page.getByLabel('宛先メールアドレス').fill('sample-example.com');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'メールアドレスの形式をご確認ください（例：name@example.co.jp）。',
  );
  await page.getByLabel('宛先メールアドレス').fill(customer);
  const subject = page.getByLabel('件名', { exact: true }).last();
  await expect(subject).toHaveValue(/^請求書送付のご案内（\d{8}-\d{3}）$/);
  const body = page.getByLabel('本文');
  await expect(body).toHaveValue(
    /^株式会社サンプル商事 御中\n\nいつも大変お世話になっております。/,
  );
  await expect(body).toHaveValue(/「Webサイト制作」の請求書をお送りいたします。/);
  await expect(body).toHaveValue(/■ご請求金額：￥110,000\n■お支払期限：2026年12月31日/);
  await body.fill(`${await body.inputValue()}\n\n追伸：請求書の控えは不要です。`);
  // At phone width, light and dark: the send form.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'document send form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText(`${customer} 宛の送信を受け付けました。`)).toBeVisible();

  // The catcher has it: the cover mail as written, replies to the account, the PDF attached.
  const mail = await mailTo(request, customer, /^請求書送付のご案内/);
  expect(mail.Text).toContain('「Webサイト制作」の請求書をお送りいたします。');
  expect(mail.Text).toContain('追伸：請求書の控えは不要です。');
  expect(mail.Text).toContain('ご返信いただいたメールは、送信者の方に届きます。');
  expect(mail.HTML).toContain('追伸：請求書の控えは不要です。');
  expect((await headersOf(request, mail))['Reply-To']).toEqual([account.email]);
  expect(mail.Attachments).toHaveLength(1);
  expect(mail.Attachments[0]?.ContentType).toBe('application/pdf');
  expect(mail.Attachments[0]?.FileName).toMatch(/^請求書_.+_株式会社サンプル商事\.pdf$/);
  const part = await request.get(
    `${MAIL_URL}/api/v1/message/${mail.ID}/part/${mail.Attachments[0]?.PartID}`,
  );
  const pdf = testInfo.outputPath('sent-invoice.pdf');
  await writeFile(pdf, await part.body());
  // The attached PDF as two renderers draw it: no message, every character inked.
  const rendered = renderPage(pdf, testInfo.outputPath('sent-invoice'), DPI);
  expect(rendered.poppler.messages).toEqual([]);
  expect(rendered.mupdf.messages).toEqual([]);
  const glyphs = textLayer(pdf).filter((glyph) => glyph.char.trim() !== '');
  const pageText = glyphs.map((glyph) => glyph.char).join('');
  expect(pageText).toContain('株式会社サンプル商事');
  expect(pageText).toContain('Webサイト制作');
  expect(pageText).toContain('110,000');
  for (const rendering of Object.values(rendered)) {
    expect(blankGlyphs(glyphs, await readPng(rendering.png), DPI)).toEqual([]);
  }

  // The 送付履歴: sent, with the provider's message id.
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(`${customer} 宛 第1版 — 送信済み`, { timeout: 20_000 });
  await expect(history).toContainText(/メッセージID：local-/);

  // The corrected version, in English: the subject says it is the corrected one.
  await page.getByRole('button', { name: '訂正する' }).click();
  await item.getByLabel('単価（円）').fill('90000');
  await page.getByLabel('理由', { exact: true }).fill('単価の誤り');
  await page.getByRole('button', { name: '訂正を保存（新しい版）' }).click();
  await expect(page.getByTestId('document-status')).toContainText('発行済み（第2版）');
  await page.getByRole('button', { name: 'メールで送付' }).click();
  await page.getByLabel('宛先メールアドレス').fill(customer);
  await page.getByLabel('メールの言語').selectOption('en');
  await expect(subject).toHaveValue(/^\[Corrected\] Invoice .+/);
  await expect(body).toHaveValue(/and are sending you a corrected version\./);
  await expect(body).toHaveValue(/Amount due: ￥99,000/);
  await page.getByRole('button', { name: '送信する' }).click();
  const corrected = await mailTo(request, customer, /^\[Corrected\] Invoice /);
  expect(corrected.Text).toContain('Please discard the earlier invoice');
  expect(corrected.Text).toContain('Replies go to the sender.');
  expect(corrected.Attachments[0]?.ContentType).toBe('application/pdf');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    `${customer} 宛 第2版（訂正版） — 送信済み`,
    { timeout: 20_000 },
  );
  expect(errors).toEqual([]);
});
