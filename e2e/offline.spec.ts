import { expect, test, type Page } from '@playwright/test';
import { ja } from '../src/locales/ja';
import { locales as colorLocales } from '../src/tools/color-code/locales';
import { locales as jsonLocales } from '../src/tools/json-tool/locales';
import { loadTools } from '../scripts/lib/tool-folders';
import { locales as unitLocales } from '../src/tools/unit-converter/locales';
import type { ToolDefinition } from '../src/tools/types';

// The service worker is what makes the site work offline, so this file lets it run.
test.use({ serviceWorkers: 'allow' });

const TOOLS = await loadTools();

function registered(id: string): ToolDefinition {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`src/tools/${id}/meta.ts is missing`);
  return tool;
}

/** Loads the site until the service worker has precached it and controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ja.home.title })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
  // The page hands the worker the site's files once the visitor's first interaction has settled
  // (src/lib/serviceWorker.ts): a click on the page, then quiet until every file is kept.
  // Before it: no worker, so nothing fetched beside the visitor's first moves.
  await page.waitForTimeout(1_000);
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration()) === undefined,
    ),
    'a service worker registered before the first interaction',
  ).toBe(true);
  await page.mouse.click(5, 300);
  await expect(page.locator('html[data-offline-ready]')).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) break;
    await page.reload();
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const counts = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).length),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  });
  expect(precached, 'entries in the service worker caches').toBeGreaterThan(10);
}

async function expectToolFrame(page: Page, tool: ToolDefinition) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([tool.name.ja]);
  // A stateless tool needs nothing from the network, so it never shows the offline notice.
  await expect(page.getByText(ja.tool_frame.needs_network)).toHaveCount(0);
}

test('offline in Chromium: three stateless tools work and a data-backed tool says it needs the network', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const unitConverter = registered('unit-converter');
  const jsonTool = registered('json-tool');
  const colorCode = registered('color-code');
  const todoShare = registered('todo-share');
  expect(todoShare.needsNetwork).toBe(true);

  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  const watch = (watched: Page) => {
    watched.on('pageerror', (error) => pageErrors.push(error.message));
    watched.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    watched.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? 'failed';
      // A request still running when the test navigates away is cancelled by the page itself
      // (e.g. the home page's search keywords), not left unanswered by the service worker.
      if (error !== 'net::ERR_ABORTED') failedRequests.push(`${request.url()}: ${error}`);
    });
  };
  watch(page);

  await installServiceWorker(page);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // 1. By URL: a full page load served by the service worker.
  const unit = unitLocales.ja;
  await page.goto(`/${unitConverter.id}`);
  await expectToolFrame(page, unitConverter);
  await page.getByLabel(unit.value, { exact: true }).fill('254');
  await page.getByLabel(unit.to_unit, { exact: true }).selectOption('inch');
  await expect(page.getByLabel(unit.result, { exact: true })).toHaveValue('10');

  // 2. Back to the list and by its card: the tool's chunk and its worker come from the cache.
  const json = jsonLocales.ja;
  await page.getByRole('link', { name: ja.tool_frame.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.home.title })).toBeVisible();
  await page.getByRole('link', { name: jsonTool.name.ja }).click();
  await expect(page).toHaveURL(new RegExp(`/${jsonTool.id}$`));
  await expectToolFrame(page, jsonTool);
  await page.getByLabel(json.input_label, { exact: true }).fill('{"b":1,"a":[1,2]}');
  await page.getByRole('button', { name: json.format, exact: true }).click();
  await expect(page.getByRole('textbox', { name: json.result_label })).toHaveValue(
    '{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}',
  );
  await expect(page.getByRole('status').filter({ hasText: json.valid })).toBeVisible();

  // 3. A new tab opened while offline, straight onto a tool.
  const color = colorLocales.ja;
  const tab = await context.newPage();
  watch(tab);
  await tab.goto(`/${colorCode.id}`);
  await expectToolFrame(tab, colorCode);
  await tab.getByLabel(color.hex, { exact: true }).fill('#ff0000');
  await expect(tab.getByLabel(color.r, { exact: true })).toHaveValue('255');
  await expect(tab.getByLabel(color.g, { exact: true })).toHaveValue('0');
  await expect(tab.getByLabel(color.b, { exact: true })).toHaveValue('0');
  await tab.close();

  expect(pageErrors, 'uncaught exceptions while offline').toEqual([]);
  expect(consoleErrors, 'console errors while offline').toEqual([]);
  expect(failedRequests, 'requests the service worker did not answer').toEqual([]);

  // 4. A data-backed tool opened offline explains that it needs the connection.
  await page.goto(`/${todoShare.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([todoShare.name.ja]);
  // Some Chromium builds (150 among them) start a document loaded under emulated offline with
  // navigator.onLine true, which a browser that really is offline does not. Then the page is
  // told as a browser tells it when the connection drops: the offline event.
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(
    page.getByRole('status').filter({ hasText: ja.tool_frame.needs_network }),
  ).toHaveText(ja.tool_frame.needs_network);
  await expect(page.getByText(ja.error_screen.message)).toHaveCount(0);
  expect(pageErrors, 'uncaught exceptions on the data-backed tool').toEqual([]);

  // Back online, the notice goes away without a reload.
  await context.setOffline(false);
  await expect(page.getByText(ja.tool_frame.needs_network)).toHaveCount(0);
});
