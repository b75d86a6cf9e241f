import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { signedIn } from './helpers/collaboration';

/**
 * A document kept in an account, open in two browsers of its owner (two tabs, or a PC and a
 * laptop): a save over a change made meanwhile in the other is refused and both are shown,
 * never written over silently.
 */
test('documents kept in an account: a save over a change made in another browser shows both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(request, '佐藤 花子');
  const a = await signedIn(browser, account);
  const b = await signedIn(browser, account);
  const subject = (page: typeof a.page) => page.getByLabel('件名', { exact: true });
  const saved = (page: typeof a.page) => page.getByText(/を保存しました。/);

  await a.page.goto('/quote-generator');
  await a.page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
  await subject(a.page).fill('初版の件名');
  await a.page.getByRole('button', { name: '書類を保存' }).click();
  await expect(saved(a.page)).toBeVisible();

  // B opens the same document from the account.
  await b.page.goto('/quote-generator');
  const list = b.page.getByRole('list', { name: '保存した書類の一覧' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /を開く$/ }).click();
  await expect(subject(b.page)).toHaveValue('初版の件名');

  // A changes it and saves; B, still showing the first version, changes it too.
  await subject(a.page).fill('Aが直した件名');
  await a.page.getByRole('button', { name: '書類を保存' }).click();
  await expect(saved(a.page)).toBeVisible();
  // B's window regains focus (its cached copy is read again): its base stays what it opened.
  await b.page.bringToFront();
  await subject(b.page).fill('Bが直した件名');
  await b.page.getByRole('button', { name: '書類を保存' }).click();
  const conflict = b.page.getByRole('alert').filter({ hasText: '別の画面' });
  await expect(conflict).toContainText('上書きしないよう、保存を止めました');
  const row = conflict.getByRole('row', { name: /件名/ });
  await expect(row).toContainText('Bが直した件名');
  await expect(row).toContainText('Aが直した件名');
  // B's document is still in the editor: nothing typed is lost.
  await expect(subject(b.page)).toHaveValue('Bが直した件名');
  await expectNoSeriousA11yViolationsInBothThemes(b.page, 'a document saved elsewhere meanwhile');

  // B keeps its own, knowingly: saved over A's.
  await conflict.getByRole('button', { name: 'この画面の内容で上書き保存' }).click();
  await expect(saved(b.page)).toBeVisible();

  // A, based on its own save, is now the one told; it takes the saved version.
  await subject(a.page).fill('Aがもう一度直した件名');
  await a.page.getByRole('button', { name: '書類を保存' }).click();
  const toldA = a.page.getByRole('alert').filter({ hasText: '別の画面' });
  await expect(toldA.getByRole('row', { name: /件名/ })).toContainText('Bが直した件名');
  await toldA.getByRole('button', { name: '保存済みの内容を開く' }).click();
  await expect(subject(a.page)).toHaveValue('Bが直した件名');
  // And from there its next save goes through.
  await subject(a.page).fill('Aの最終版');
  await a.page.getByRole('button', { name: '書類を保存' }).click();
  await expect(saved(a.page)).toBeVisible();
  await b.page.reload();
  await b.page
    .getByRole('list', { name: '保存した書類の一覧' })
    .getByRole('button', { name: /を開く$/ })
    .click();
  await expect(subject(b.page)).toHaveValue('Aの最終版');
  await a.context.close();
  await b.context.close();
});
