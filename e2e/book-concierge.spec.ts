import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { useLanguage } from './helpers/site';

async function searchPythonBooks(page: Page) {
  await page.getByLabel(/^カテゴリ/).selectOption({ label: 'プログラミング・IT' });
  await page.getByRole('radio', { name: '入門' }).check();
  await page.getByRole('checkbox', { name: '実務に活かす' }).check();
  await page.getByLabel('予算の上限（円・任意）').fill('5000');
  await page.getByLabel('その他の要望（任意）').fill('Pythonで業務を自動化したい');
  await page.getByRole('button', { name: 'おすすめの本を探す' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'おすすめの本' })).toBeVisible();
}

test('validates the form and shows ranked results with reasons and safe links', async ({
  page,
}) => {
  await page.goto('/book-concierge');
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();

  await page.getByRole('button', { name: 'おすすめの本を探す' }).click();
  await expect(page.getByText('カテゴリを選択してください。')).toBeVisible();

  const requests = page.getByLabel('その他の要望（任意）');
  await requests.fill('あ'.repeat(101));
  await expect(page.getByText('101 / 100文字')).toBeVisible();
  await page.getByLabel(/^カテゴリ/).selectOption({ label: 'ビジネス' });
  await page.getByRole('button', { name: 'おすすめの本を探す' }).click();
  await expect(page.getByText('その他の要望は100文字以内で入力してください。')).toBeVisible();
  await requests.fill('');
  await expect(page.getByText('0 / 100文字')).toBeVisible();

  await searchPythonBooks(page);
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await expect(first.getByRole('heading', { level: 3 })).toContainText('Python');
  await expect(first.getByText('評価なし')).toBeVisible();
  await expect(first.getByText('おすすめの理由')).toBeVisible();
  // No model is configured in this build: the results say the reasons are rule-based.
  await expect(page.getByRole('region', { name: '検索条件' })).toContainText(
    '（AIは使用していません）',
  );
  const detail = first.getByRole('link', { name: /国立国会図書館サーチで書誌を見る/ });
  await expect(detail).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(detail).toHaveAttribute('target', '_blank');
  await expect(page.getByText('カテゴリ: プログラミング・IT')).toBeVisible();
  await expect(page.getByText(/冊が条件に合い、上位\d+冊を表示しています。/)).toBeVisible();
  // Guests are invited to sign in instead of saving.
  await expect(page.getByText('ログインすると検索結果を保存できます')).toBeVisible();
  await expect(page.getByRole('button', { name: 'この検索結果を保存' })).toHaveCount(0);
});

test('a signed-in user saves results, sees them in history, shares them, and deletes them after confirming', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // a whole journey across two browser contexts
  const account = await signUpViaApi(request, '佐藤 花子');
  await startSignedIn(page, account);
  await page.goto('/book-concierge');
  await searchPythonBooks(page);

  await page.getByRole('button', { name: 'この検索結果を保存' }).click();
  await expect(
    page.getByText('保存しました。「保存した検索」からいつでも見られます。'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '保存済み' })).toBeDisabled();

  await page.getByRole('link', { name: '保存した検索', exact: true }).click();
  await expect(page).toHaveURL(/\/book-concierge\/history$/);
  await expect(page.getByRole('heading', { level: 2, name: '保存した検索' })).toBeVisible();
  const query =
    'プログラミング・IT / 入門 / 実務に活かす / 5,000円以内 / 日本語 / Pythonで業務を自動化したい';
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: query }) });
  await expect(item).toBeVisible();

  // The same results count as saved when searched again.
  await page.getByRole('link', { name: '本を探す' }).click();
  await searchPythonBooks(page);
  await expect(page.getByRole('button', { name: '保存済み' })).toBeDisabled();
  await page.goto('/book-concierge/history');

  await item.getByRole('button', { name: '共有リンクを作成' }).click();
  const link = await item.getByLabel('共有リンク').inputValue();
  expect(link).toMatch(/\/book-bookmark\/[A-Za-z0-9_-]{22,}$/);
  await item.getByRole('button', { name: 'コピー' }).click();

  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: '共有された書籍リスト' }),
  ).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 2, name: query })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 3 }).first()).toContainText('Python');
  await expect(visitorPage.getByRole('link', { name: '自分でも本を探す' })).toHaveAttribute(
    'href',
    '/book-concierge',
  );
  await expect(visitorPage.getByRole('link', { name: 'ツール一覧へ' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(visitorPage.getByRole('button', { name: /削除/ })).toHaveCount(0);

  // Deleting asks first; cancelling keeps it.
  await item.getByRole('button', { name: `「${query}」を削除` }).click();
  const dialog = page.getByRole('alertdialog', { name: '保存した検索を削除しますか？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `「${query}」を削除` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('保存した検索はまだありません。')).toBeVisible();

  await visitorPage.reload();
  await expect(visitorPage.getByText('共有されたブックマークが見つかりません。')).toBeVisible();
  await visitor.close();
});

test('the public view explains an unknown share link and a failed load', async ({ page }) => {
  await page.goto('/book-bookmark/this-share-id-does-not-exist');
  await expect(page.getByRole('alert')).toHaveText('共有されたブックマークが見つかりません。');
  await page.route('**/rest/v1/rpc/get_shared_bookmark', (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}' }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'ブックマークの読み込みに失敗しました。時間をおいて再度お試しください。',
  );
});

test('guests see an invitation to sign in on the history page', async ({ page }) => {
  await page.goto('/book-concierge/history');
  await expect(
    page.getByRole('heading', { name: '保存した検索を見るにはログインしてください' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '保存した検索', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('works in English', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/book-concierge');
  await page.getByRole('button', { name: 'Find books' }).click();
  await expect(page.getByText('Please select a category.')).toBeVisible();
  await page.getByLabel(/^Category/).selectOption({ label: 'Design' });
  await page.getByRole('radio', { name: 'Either' }).check();
  await page.getByRole('button', { name: 'Find books' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended books' })).toBeVisible();
  await expect(page.getByText('Category: Design')).toBeVisible();
});

test('search form and results have no serious accessibility violations (light and dark)', async ({
  page,
}) => {
  test.slow(); // axe on a long results page is slow on a shared 2-core machine
  await page.goto('/book-concierge');
  await page.getByRole('button', { name: 'おすすめの本を探す' }).click();
  await expect(page.getByText('カテゴリを選択してください。')).toBeVisible();
  await searchPythonBooks(page);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'book-concierge results');
});

test('history, delete dialog and shared view have no serious accessibility violations (light and dark)', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await signUpViaApi(request);
  await startSignedIn(page, account);
  await page.goto('/book-concierge');
  await searchPythonBooks(page);
  await page.getByRole('button', { name: 'この検索結果を保存' }).click();
  await expect(page.getByRole('button', { name: '保存済み' })).toBeVisible();
  await page.goto('/book-concierge/history');
  await page.getByRole('button', { name: '共有リンクを作成' }).click();
  const link = await page.getByLabel('共有リンク').inputValue();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'book-concierge history');
  await page.getByRole('button', { name: /を削除$/ }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'book-concierge delete dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'キャンセル' }).click();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '共有された書籍リスト' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'book-bookmark');
});
