import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { useLanguage } from './helpers/site';

test('finds a company by a kana alias, with details, safe links and sources', async ({ page }) => {
  await page.goto('/company-search');
  const name = page.getByLabel('企業名');

  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByText('企業名を入力してください。')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('とよた');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'トヨタ自動車株式会社' })).toBeVisible();
  await expect(page.getByText('愛知県豊田市')).toBeVisible();
  await expect(page.getByText('1937年')).toBeVisible();
  await expect(page.getByText('東京証券取引所 (7203)')).toBeVisible();
  const homepage = page.getByRole('link', { name: /https:\/\/global\.toyota\// });
  await expect(homepage).toHaveAttribute('target', '_blank');
  await expect(homepage).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('heading', { name: '出典' })).toBeVisible();
  await expect(page.getByRole('link', { name: /トヨタ自動車株式会社 公式サイト/ })).toHaveAttribute(
    'href',
    'https://global.toyota/',
  );
});

test('an ambiguous name lists candidates; choosing one fills the name and searches again', async ({
  page,
}) => {
  await page.goto('/company-search');
  await page.getByLabel('企業名').fill('三菱');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByRole('heading', { name: '候補が複数見つかりました' })).toBeVisible();
  await expect(page.getByText(/一致度 \d+%/).first()).toBeVisible();
  await page.getByRole('button', { name: /^三菱商事株式会社/ }).click();
  await expect(page.getByLabel('企業名')).toHaveValue('三菱商事株式会社');
  await expect(page.getByRole('heading', { level: 2, name: '三菱商事株式会社' })).toBeVisible();
  await expect(page.getByText('東京証券取引所 (8058)')).toBeVisible();
});

test('an unknown company shows the server message', async ({ page }) => {
  await page.goto('/company-search');
  await page.getByLabel('企業名').fill('存在しない架空商事');
  await page.getByRole('button', { name: '検索' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('企業情報の取得に失敗しました。');
  await expect(alert).toContainText('「存在しない架空商事」に一致する企業が見つかりませんでした。');
  await expect(page.getByLabel('企業名')).toHaveValue('存在しない架空商事');
});

test('a network failure shows the generic retry message', async ({ page }) => {
  await page.route('**/functions/v1/company-search', (route) => route.abort('connectionrefused'));
  await page.goto('/company-search');
  await page.getByLabel('企業名').fill('ソニー');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByRole('alert')).toContainText(
    '通信中にエラーが発生しました。しばらくしてから再度お試しください。',
  );
  await page.unroute('**/functions/v1/company-search');
  await page.getByRole('button', { name: '再検索' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'ソニーグループ株式会社' }),
  ).toBeVisible();
});

test('works in English', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/company-search');
  await page.getByLabel('Company name').fill('Nintendo');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '任天堂株式会社' })).toBeVisible();
  await expect(page.getByText('Tokyo Stock Exchange (7974)')).toBeVisible();
  await expect(page.getByText('Video game consoles and software')).toBeVisible();
});

test('has no serious accessibility violations (light and dark)', async ({ page }) => {
  await page.goto('/company-search');
  await page.getByLabel('企業名').fill('日立');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByRole('heading', { name: '候補が複数見つかりました' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'company-search candidates');
  await page.getByRole('button', { name: /^株式会社日立製作所/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: '株式会社日立製作所' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'company-search result');
});
