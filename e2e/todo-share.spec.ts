import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi, startSignedIn, uniqueEmail } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { codeIn, mailTo } from './helpers/mail';
import { expectNoHorizontalScroll } from './helpers/site';

// Long journeys through many saves: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** YYYY-MM-DD in Japan, `days` from today (the reference for "overdue" and "due today"). */
function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** How the page writes a due day, by the browser's own Intl (ja, Japan time). */
function jaDay(day: string): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${day}T00:00:00+09:00`));
}

async function addTask(
  page: Page,
  title: string,
  options: { due?: string; details?: string } = {},
) {
  await page.getByLabel('タスク名', { exact: true }).first().fill(title);
  if (options.details) await page.getByLabel('詳細（任意）').first().fill(options.details);
  if (options.due) await page.getByLabel('期限（任意）').first().fill(options.due);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByTestId('todo-item').filter({ hasText: title })).toBeVisible();
}

const titles = (page: Page) =>
  page.getByTestId('todo-item').locator('p.font-medium').allTextContents();

/** The middle of what `locator` shows. */
async function middleOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

/**
 * A finger pressed at `from`, moved by `dy` in ten steps (a frame apart), and lifted: touch events
 * through the DevTools protocol (Playwright's touchscreen only taps).
 */
async function touchDrag(page: Page, from: { x: number; y: number }, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: from.x, y }],
    });
  await touch('touchStart', from.y);
  for (let step = 1; step <= 10; step++) {
    await touch('touchMove', from.y + (dy * step) / 10);
    await nextFrame(page);
  }
  await touch('touchEnd', from.y + dy);
  await cdp.detach();
}

test('two lists, one shared: the visitor sees only that list; reissue and stop sharing', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  await expect(page.getByText('ゲストとしてご利用中です')).toHaveCount(0);
  await expect(page.getByTestId('list-name')).toHaveText('マイリスト');
  await addTask(page, '社内資料の整理');
  await expect(page).toHaveURL(/\/todo-share\?list=[0-9a-f-]{36}$/);
  const firstListUrl = page.url();

  await page.getByLabel('新しいリストの名前').fill('展示会の準備');
  await page.getByRole('button', { name: 'リストを作成' }).click();
  await expect(page.getByTestId('list-name')).toHaveText('展示会の準備');
  await expect(page).not.toHaveURL(firstListUrl);
  await expect(
    page.getByText('タスクはまだありません。上のフォームから追加してください。'),
  ).toBeVisible();
  await addTask(page, 'ブースの手配', { details: '東京ビッグサイト' });
  await addTask(page, 'パンフレットの印刷');
  await page.getByRole('checkbox', { name: '「ブースの手配」を完了にする' }).check();
  await expect(page.getByTestId('todo-progress')).toHaveText('1 / 2 件完了');

  const lists = page.getByRole('navigation', { name: 'リスト一覧' });
  await expect(lists.getByRole('link')).toHaveText(['マイリスト', '展示会の準備']);
  await expect(lists.getByRole('link', { name: '展示会の準備' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The list in view survives a reload, and so does the tick (read back from the server) once
  // it is saved (leaving before that asks first: see 'a tick on its way').
  await expect(page.getByTestId('task-list')).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(page.getByTestId('list-name')).toHaveText('展示会の準備');
  await expect(page.getByTestId('todo-progress')).toHaveText('1 / 2 件完了');

  await expect(page.getByText('このリストは共有されていません。')).toBeVisible();
  await page.getByRole('button', { name: '共有リンクを作成' }).click();
  const link = await page.getByLabel('共有リンク').inputValue();
  expect(link).toMatch(/\/todo-share\/[A-Za-z0-9_-]{40,}$/);

  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('展示会の準備');
  await expect(visitorPage.getByText('共有されたToDoリスト')).toBeVisible();
  await expect(visitorPage.getByTestId('shared-progress')).toHaveText('1 / 2 件完了');
  await expect(visitorPage.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(visitorPage.getByText('パンフレットの印刷')).toBeVisible();
  await expect(visitorPage.getByText('東京ビッグサイト')).toBeVisible();
  await expect(visitorPage.getByText('社内資料の整理')).toHaveCount(0);
  await expect(visitorPage.getByRole('checkbox')).toHaveCount(0);
  await expect(visitorPage.getByRole('main').getByRole('button')).toHaveCount(0);

  // The open public page picks up a change made meanwhile, without a reload (live).
  await addTask(page, '名刺の補充');
  await expect(visitorPage.getByText('名刺の補充')).toBeVisible();
  await expect(visitorPage.getByTestId('shared-progress')).toHaveText('1 / 3 件完了');

  // A new link replaces the old one.
  await page.getByRole('button', { name: '新しいリンクを発行' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '新しいリンクを発行' }).click();
  await expect(
    page.getByText('新しいリンクを発行しました。これまでのリンクは使えません。'),
  ).toBeVisible();
  const newLink = await page.getByLabel('共有リンク').inputValue();
  expect(newLink).not.toBe(link);
  await visitorPage.reload();
  await expect(visitorPage.getByText('共有されたToDoリストが見つかりません。')).toBeVisible();
  await visitorPage.goto(newLink);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('展示会の準備');

  // Stopping: the link answers "not found" at once.
  await page.getByRole('button', { name: '共有を停止' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('共有を停止しますか？')).toBeVisible();
  await dialog.getByRole('button', { name: '共有を停止' }).click();
  await expect(page.getByText('このリストは共有されていません。')).toBeVisible();
  await expect(page.getByLabel('共有リンク')).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByText('共有されたToDoリストが見つかりません。')).toBeVisible();
  await expect(visitorPage.getByText('パンフレットの印刷')).toHaveCount(0);
  await visitor.close();

  // The first list is as it was.
  await lists.getByRole('link', { name: 'マイリスト' }).click();
  await expect(page.getByTestId('list-name')).toHaveText('マイリスト');
  await expect.poll(() => titles(page)).toEqual(['社内資料の整理']);
});

test('a tick on its way to the server: the page says it is saving, and leaving asks first', async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, '鈴木 一郎');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  await addTask(page, '見積書の送付');
  // Hold the tick's write on the network, as a slow connection would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/rest\/v1\/todos\?id=eq\./, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  await page.getByRole('checkbox', { name: '「見積書の送付」を完了にする' }).check();
  await expect(page.getByTestId('todo-progress')).toHaveText('1 / 1 件完了');
  await expect(page.getByTestId('task-list')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: '保存しています…' })).toBeVisible();

  // A reload now asks first (the browser's own prompt); staying keeps the tick on its way.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  // (Reloading from the page: Playwright's own reload would wait for a load that never comes.)
  await page.evaluate(() => location.reload());
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByTestId('todo-progress')).toHaveText('1 / 1 件完了');

  release();
  await expect(page.getByTestId('task-list')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status').filter({ hasText: '保存しています…' })).toHaveCount(0);
  // Saved: the reload goes ahead without asking, and reads the tick back from the server.
  await page.reload();
  await expect(page.getByTestId('todo-progress')).toHaveText('1 / 1 件完了');
  expect(asked).toEqual(['beforeunload']);
});

test('due dates, filter, clear completed with undo, edit and reorder by keyboard', async ({
  page,
}) => {
  await page.goto('/todo-share');
  await addTask(page, '請求書を発行する', { due: tokyoDay(-1) });
  await addTask(page, '見積書を送付する', { due: tokyoDay(0) });
  await addTask(page, '議事録をまとめる', { due: tokyoDay(3) });
  // New tasks at the top.
  await expect
    .poll(() => titles(page))
    .toEqual(['議事録をまとめる', '見積書を送付する', '請求書を発行する']);

  const item = (title: string) => page.getByTestId('todo-item').filter({ hasText: title });
  await expect(item('請求書を発行する')).toContainText(`期限: ${jaDay(tokyoDay(-1))}`);
  await expect(item('請求書を発行する')).toContainText('期限切れ');
  await expect(item('見積書を送付する')).toContainText('今日が期限');
  await expect(item('議事録をまとめる')).toContainText(`期限: ${jaDay(tokyoDay(3))}`);
  await expect(item('議事録をまとめる')).not.toContainText(/期限切れ|今日が期限/);

  // Edit in place: title and due date.
  // The form loads when first opened (hovering the button starts it): wait for its fields.
  await page.getByRole('button', { name: '「議事録をまとめる」を編集' }).click();
  const editing = page.getByTestId('todo-editing');
  await editing.getByLabel('タスク名', { exact: true }).fill('議事録を共有する');
  await editing.getByLabel('期限（任意）').fill(tokyoDay(0));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(item('議事録を共有する')).toContainText('今日が期限');

  // Filter.
  await page.getByRole('checkbox', { name: '「見積書を送付する」を完了にする' }).check();
  await expect(item('見積書を送付する')).not.toContainText('今日が期限');
  await page.getByRole('radio', { name: '未完了（2）' }).check();
  await expect.poll(() => titles(page)).toEqual(['議事録を共有する', '請求書を発行する']);
  await page.getByRole('radio', { name: '完了（1）' }).check();
  await expect.poll(() => titles(page)).toEqual(['見積書を送付する']);
  await page.getByRole('radio', { name: 'すべて（3）' }).check();

  // Clear completed, then undo.
  await page.getByRole('button', { name: '完了したタスクを削除（1件）' }).click();
  await expect(item('見積書を送付する')).toHaveCount(0);
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(item('見積書を送付する')).toBeVisible();

  // Completed tasks gather below the others, in a section that folds away (and stays folded).
  const completed = page.getByRole('button', { name: '完了済み（1件）' });
  await expect(completed).toHaveAttribute('aria-expanded', 'true');
  await completed.click();
  await expect(item('見積書を送付する')).toBeHidden();
  await expect(completed).toHaveAttribute('aria-expanded', 'false');
  await completed.click();
  await expect(item('見積書を送付する')).toBeVisible();

  // Reorder with the keyboard among the open tasks: a move button, then Alt+Arrow on the task.
  await page.getByRole('button', { name: '「請求書を発行する」を上へ移動' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '移動しました' })).toHaveText(
    '「請求書を発行する」を1番目に移動しました（全2件）。',
  );
  await expect
    .poll(() => titles(page))
    .toEqual(['請求書を発行する', '議事録を共有する', '見積書を送付する']);
  // At the top, the focus moves to the button that can still act.
  await expect(page.getByRole('button', { name: '「請求書を発行する」を下へ移動' })).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect
    .poll(() => titles(page))
    .toEqual(['議事録を共有する', '請求書を発行する', '見積書を送付する']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect
    .poll(() => titles(page))
    .toEqual(['請求書を発行する', '議事録を共有する', '見積書を送付する']);

  // Reloaded once the page no longer says it is saving (the order shows before the server has
  // it; a reload during the write is asked about first, as the test above shows).
  await expect(page.getByTestId('task-list')).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect
    .poll(() => titles(page))
    .toEqual(['請求書を発行する', '議事録を共有する', '見積書を送付する']);
  // A task added after reordering still goes to the top.
  await addTask(page, '新しいタスク');
  await expect
    .poll(() => titles(page))
    .toEqual(['新しいタスク', '請求書を発行する', '議事録を共有する', '見積書を送付する']);
});

test('reorder by drag and drop; rename and delete a list with undo', async ({ page }) => {
  await page.goto('/todo-share');
  await addTask(page, 'いち');
  await addTask(page, 'に');
  await addTask(page, 'さん');
  const items = page.getByTestId('todo-item');
  // A mouse drags a task from anywhere on it (here its title) onto the first one.
  await items.last().scrollIntoViewIfNeeded();
  const from = await middleOf(items.filter({ hasText: 'いち' }).locator('p.font-medium'));
  const dy = (await middleOf(items.first())).y - (await middleOf(items.last())).y;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // A frame apart, as a hand moves: the drag measures the tasks once it has started.
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(from.x, from.y + (dy * step) / 10);
    await nextFrame(page);
  }
  await page.mouse.up();
  await expect.poll(() => titles(page)).toEqual(['いち', 'さん', 'に']);
  await expect(page.getByTestId('task-list')).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(['いち', 'さん', 'に']);

  await page.getByRole('button', { name: '名前を変更' }).click();
  await page.getByLabel('リスト名').fill('営業部の宿題');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('list-name')).toHaveText('営業部の宿題');

  await page.getByLabel('新しいリストの名前').fill('個人用');
  await page.getByRole('button', { name: 'リストを作成' }).click();
  await expect(page.getByTestId('list-name')).toHaveText('個人用');
  const lists = page.getByRole('navigation', { name: 'リスト一覧' });
  await lists.getByRole('button', { name: '「個人用」を上へ移動' }).click();
  await expect(lists.getByRole('link')).toHaveText(['個人用', '営業部の宿題']);

  await lists.getByRole('link', { name: '営業部の宿題' }).click();
  await page.getByRole('button', { name: 'このリストを削除' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('リスト内のタスク（3件）もすべて削除されます。');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('リスト「営業部の宿題」を削除しました。')).toBeVisible();
  await expect(lists.getByRole('link')).toHaveText(['個人用']);
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(lists.getByRole('link')).toHaveText(['個人用', '営業部の宿題']);

  await lists.getByRole('link', { name: '営業部の宿題' }).click();
  await page.getByRole('button', { name: 'このリストを削除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
  // After the undo window the list is gone for good.
  await expect(page.getByText('リスト「営業部の宿題」を削除しました。')).toHaveCount(0, {
    timeout: 10_000,
  });
  await page.reload();
  await expect(lists.getByRole('link')).toHaveText(['個人用']);
});

test('touch: a drag by the grip reorders, kept after a reload and live in another browser; a swipe elsewhere scrolls', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpViaApi(request, '高橋 花子');
  const phoneContext = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const phone = await phoneContext.newPage();
  await startSignedIn(phone, owner);
  await phone.goto('/todo-share');
  for (const title of ['いち', 'に', 'さん', 'よん']) await addTask(phone, title);
  await expect.poll(() => titles(phone)).toEqual(['よん', 'さん', 'に', 'いち']);

  // The same account in a desktop browser.
  await startSignedIn(page, owner);
  await page.goto(phone.url());
  await expect.poll(() => titles(page)).toEqual(['よん', 'さん', 'に', 'いち']);

  const items = phone.getByTestId('todo-item');
  const grip = items.filter({ hasText: 'いち' }).getByTestId('todo-drag-grip');
  const gripBox = await grip.boundingBox();
  expect(gripBox?.width).toBeGreaterThanOrEqual(44);
  expect(gripBox?.height).toBeGreaterThanOrEqual(44);

  // A finger on a task's text scrolls the page and moves nothing.
  const scrolled = await phone.evaluate(() => window.scrollY);
  await touchDrag(phone, await middleOf(items.nth(2).locator('p.font-medium')), -200);
  await expect.poll(() => phone.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  expect(await titles(phone)).toEqual(['よん', 'さん', 'に', 'いち']);

  // The grip: いち (last) onto さん (second).
  await items.filter({ hasText: 'いち' }).scrollIntoViewIfNeeded();
  const dy =
    (await middleOf(items.filter({ hasText: 'さん' }))).y -
    (await middleOf(items.filter({ hasText: 'いち' }))).y;
  await touchDrag(phone, await middleOf(grip), dy);
  await expect.poll(() => titles(phone)).toEqual(['よん', 'いち', 'さん', 'に']);
  await expect(phone.getByRole('status').filter({ hasText: '移動しました' })).toHaveText(
    '「いち」を2番目に移動しました（全4件）。',
  );
  await expect.poll(() => titles(page)).toEqual(['よん', 'いち', 'さん', 'に']);
  await expect(phone.getByTestId('task-list')).toHaveAttribute('aria-busy', 'false');
  await phone.reload();
  await expect.poll(() => titles(phone)).toEqual(['よん', 'いち', 'さん', 'に']);
  await phoneContext.close();
});

test('a guest adds to-dos in two lists and keeps both after creating an account', async ({
  page,
  request,
}) => {
  await page.goto('/todo-share');
  await expect(page.getByText('ゲストとしてご利用中です')).toBeVisible();
  await addTask(page, 'ゲストのタスク');
  await expect(page.getByText('ゲスト利用中')).toBeVisible();
  await page.getByLabel('新しいリストの名前').fill('ゲストの二つ目');
  await page.getByRole('button', { name: 'リストを作成' }).click();
  // The new list is shown (its own task form) before the task is added to it.
  await expect(page.getByTestId('list-name')).toHaveText('ゲストの二つ目');
  await addTask(page, '二つ目のタスク');

  await page.getByRole('button', { name: 'ログイン・新規登録' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      'ゲストとして保存したToDoと日程調整は、そのまま新しいアカウントに引き継がれます。',
    ),
  ).toBeVisible();
  await dialog.getByLabel('ユーザー名（氏名）').fill('元ゲスト');
  const email = uniqueEmail('guest');
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('パスワード').fill('guest-pass-99');
  await dialog.getByRole('button', { name: '登録する' }).click();
  // The guest stays a guest until the new address is confirmed: by the mailed code here.
  const mail = await mailTo(request, email, '【オフィスツールボックス】メールアドレスのご確認');
  expect(mail.Text).toContain('これまでに作成したToDoリストや日程調整は');
  await dialog.getByLabel('確認コード（6桁）').fill(codeIn(mail));
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('ゲストとしてご利用中です')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /アカウントメニュー/ })).toBeVisible();
  await page.reload();
  // The tasks in the lists (the history's latest line names them too).
  const task = (title: string) => page.getByTestId('todo-item').filter({ hasText: title });
  await expect(task('二つ目のタスク')).toBeVisible();
  const lists = page.getByRole('navigation', { name: 'リスト一覧' });
  await lists.getByRole('link', { name: 'マイリスト' }).click();
  await expect(task('ゲストのタスク')).toBeVisible();
});

test("a visitor's first save is a named list: it is made, shown and kept", async ({ page }) => {
  await page.goto('/todo-share');
  await expect(page.getByText('ゲストとしてご利用中です')).toBeVisible();
  await page.getByLabel('新しいリストの名前').fill('引っ越しの準備');
  await page.getByRole('button', { name: 'リストを作成' }).click();
  await expect(page.getByTestId('list-name')).toHaveText('引っ越しの準備');
  const lists = page.getByRole('navigation', { name: 'リスト一覧' });
  await expect(lists.getByRole('link')).toHaveText(['引っ越しの準備']);
  await addTask(page, '段ボールの手配');
  await expect(page.getByTestId('task-list')).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(page.getByTestId('list-name')).toHaveText('引っ越しの準備');
  // The task in the list (the history's latest line names it too).
  await expect(page.getByTestId('todo-item').filter({ hasText: '段ボールの手配' })).toBeVisible();
});

test('a guest who logs in to an existing account is told first what happens to guest data', async ({
  page,
  request,
}) => {
  const existing = await signUpViaApi(request);
  await page.goto('/todo-share');
  await addTask(page, '一時的なタスク');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(/ログインするアカウントには引き継がれず、30日後に自動で削除されます/),
  ).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(existing.email);
  await dialog.getByLabel('パスワード').fill(existing.password);
  await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('button', { name: /アカウントメニュー/ })).toBeVisible();
});

test('axe: to-do screen and shared view, light and dark, at 1280 and 390 px', async ({
  page,
  browser,
}) => {
  // Twelve scans of busy pages: axe alone can take a minute on a shared 2-core machine.
  test.setTimeout(240_000);
  await page.goto('/todo-share');
  await addTask(page, 'アクセシビリティ確認', { due: tokyoDay(-1), details: '詳細' });
  await addTask(page, '今日の確認', { due: tokyoDay(0) });
  await page.getByRole('checkbox', { name: '「今日の確認」を完了にする' }).check();
  await page.getByLabel('新しいリストの名前').fill('共有用');
  await page.getByRole('button', { name: 'リストを作成' }).click();
  await expect(page.getByTestId('list-name')).toHaveText('共有用');
  await addTask(page, '共有するタスク', { due: tokyoDay(0) });
  await page.getByRole('button', { name: '共有リンクを作成' }).click();
  await expect(page.getByLabel('共有リンク')).toBeVisible();
  const link = await page.getByLabel('共有リンク').inputValue();
  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('共有用');
  await expect(visitorPage.getByText('今日が期限')).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolationsInBothThemes(page, `todo-share (${width})`);
    await page.getByRole('button', { name: '共有を停止' }).click();
    await expectNoSeriousA11yViolationsInBothThemes(page, `todo-share dialog (${width})`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'キャンセル' }).click();
    await expectNoHorizontalScroll(page);

    await visitorPage.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolationsInBothThemes(visitorPage, `shared to-do view (${width})`);
  }
  await visitor.close();
});
