import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, waitForApp } from './helpers/site';

const item = (page: Page, index: number) => page.getByRole('group', { name: `品目 ${index}` });

/**
 * A 合算請求書: three 納品書 of this month for one customer (and one for another customer, left
 * out) gathered into one invoice listing each delivery, with the totals of all three.
 */
test('a combined invoice lists the month’s three delivery notes of one customer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto('/quote-generator');
  await waitForApp(page);
  const made: string[] = [];
  for (const [client, name, price] of [
    ['株式会社サンプル商事', '部品A', '1000'],
    ['株式会社サンプル商事', '部品B', '2000'],
    ['株式会社ほかの会社', '部品X', '9000'],
    ['株式会社サンプル商事', '部品C', '3000'],
  ] as const) {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '新しい見積書を作成' }).click();
    await page.getByLabel('宛先（お客様名）').fill(client);
    await item(page, 1).getByLabel('品目名').fill(name);
    await item(page, 1).getByLabel('単価（円）').fill(price);
    await page.getByRole('button', { name: 'この内容で納品書を作成' }).click();
    await expect(page.getByTestId('editing-kind')).toContainText('納品書');
    const number = await page.getByLabel('納品書番号').inputValue();
    expect(number).not.toBe('');
    if (client === '株式会社サンプル商事') made.push(number);
  }

  await page.getByText('納品書から合算請求書を作成').click();
  await page.getByLabel('取引先名（一部でも可）').fill('サンプル商事');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '合算請求書を作成' }).click();
  await expect(page.getByText('3件の納品書から合算請求書を作成しました。')).toBeVisible();
  await expect(page.getByTestId('editing-kind')).toContainText('請求書');
  await expect(page.getByRole('group', { name: /^品目 \d+$/ })).toHaveCount(3);
  for (const [index, name] of ['部品A', '部品B', '部品C'].entries()) {
    await expect(item(page, index + 1).getByLabel('品目名')).toHaveValue(name);
    await expect(item(page, index + 1).getByLabel('詳細')).toHaveValue(
      new RegExp(`^納品書 ${made[index]}（\\d{4}年\\d{1,2}月\\d{1,2}日納品）$`),
    );
  }
  // 1,000 + 2,000 + 3,000 and 10 % tax; the other customer's 9,000 is not in it.
  await expect(page.getByRole('region', { name: '合計' })).toContainText('￥6,600');
  expect(errors).toEqual([]);
});
