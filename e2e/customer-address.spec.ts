import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * A customer's postal address: added and edited in the customers panel, chosen on a document,
 * and printed at the top left of the first page (where a 長3 window envelope shows it; the PDF's
 * position is checked in document-pdf-rendering.spec.ts).
 */
test('a customer is added, edited, chosen, and its address printed on the document', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/quote-generator');
  await waitForApp(page);
  await page.getByRole('button', { name: '取引先を管理' }).click();
  await page.getByRole('button', { name: '取引先を追加' }).click();

  const adding = page.getByRole('form', { name: '取引先を追加' });
  // A customer needs a name; the form stays open with what was typed.
  await adding.getByLabel('郵便番号').fill('100-0001');
  await adding.getByRole('button', { name: '保存' }).click();
  await expect(adding.getByText('取引先名を入力してください。')).toBeVisible();
  await adding.getByLabel('取引先名').fill('株式会社サンプル商事');
  await adding.getByLabel('住所').fill('東京都千代田区千代田1-1 サンプルビル3階');
  await adding.getByLabel('部署').fill('総務部');
  await adding.getByLabel('ご担当者').fill('山田 太郎');
  await adding.getByLabel('メールアドレス').fill('yamada@example.com');
  await adding.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('取引先「株式会社サンプル商事」を保存しました。')).toBeVisible();

  const list = page.getByRole('list', { name: '取引先の一覧' });
  await expect(list).toContainText('〒100-0001 / 東京都千代田区千代田1-1 サンプルビル3階 / 総務部');
  await list.getByRole('button', { name: '株式会社サンプル商事を編集' }).click();
  const editing = page.getByRole('form', { name: '株式会社サンプル商事を編集' });
  await expect(editing.getByLabel('郵便番号')).toHaveValue('100-0001');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'customer form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await editing.getByLabel('部署').fill('経理部');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(list).toContainText('経理部');
  await expect(list).not.toContainText('総務部');

  // Kept after a reload (this browser's store, not signed in).
  await page.reload();
  await waitForApp(page);
  await page.getByLabel('取引先から選ぶ').selectOption({ label: '株式会社サンプル商事' });
  await expect(page.getByLabel('宛先（お客様名）')).toHaveValue('株式会社サンプル商事');
  const recipient = page.locator('details', { hasText: '宛先の住所・メールアドレス' });
  await expect(recipient.getByLabel('部署')).toHaveValue('経理部');
  await expect(recipient.getByLabel('メールアドレス')).toHaveValue('yamada@example.com');
  await expectNoSeriousA11yViolationsInBothThemes(page, 'recipient address');

  await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
  const address = page
    .getByRole('dialog', { name: '印刷プレビュー' })
    .getByTestId('window-address');
  await expect(address).toHaveText(
    '〒100-0001東京都千代田区千代田1-1 サンプルビル3階株式会社サンプル商事経理部山田 太郎 様',
  );
  expect(errors).toEqual([]);
});
