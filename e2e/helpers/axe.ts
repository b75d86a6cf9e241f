import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './site';

/** What a scan checks: every WCAG 2.1 A/AA rule, or only the rules a colour change can break. */
type ScanScope = 'all' | 'colours';

/**
 * The rules whose outcome depends on the colours a theme sets: text contrast, and links told
 * apart from the text around them by colour alone. The other rules (names, roles, structure,
 * language, …) read the same document in both themes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build, the same version as its `axe.source` (the unminified 1.5 MB): the
 * page compiles it before each scan, and the minified 0.65 MB took a third less time to send
 * and start (about 110 ms against 170 per page on this machine; the journey and shell specs
 * 86–87 CPU-s in place of 91–92).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core in the page and its same-origin frames, as its Playwright package's legacy mode
 * did: axe's own script is evaluated in each frame once, then `axe.run` in the page asks the
 * frames. (The only frame the site embeds is the news page's podcast player, a third party's
 * page; its frame's title, which is the site's, is checked either way.)
 */
async function runAxe(page: Page, scope: ScanScope): Promise<axe.AxeResults> {
  for (const frame of page.frames()) {
    const loaded = await frame
      .evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
      .catch(() => true);
    if (!loaded) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  const options: axe.RunOptions = {
    runOnly:
      scope === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES },
    // axe marks its label-in-name rule (WCAG 2.5.3: a control's accessible name contains its
    // visible text) as experimental and leaves it off; every full scan checks it too.
    rules: scope === 'all' ? { 'label-content-name-mismatch': { enabled: true } } : {},
    resultTypes: ['violations'],
  };
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

/**
 * Fails on any serious or critical WCAG 2.1 A/AA violation, listing what and where (with
 * `scope: 'colours'`, of the rules a theme's colours decide only).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label = page.url(),
  scope: ScanScope = 'all',
) {
  // The app's page, not the HTML drawn at build time that it replaces (a fixture page set by
  // a test has no app to wait for).
  if ((await page.locator('#root').count()) > 0) await waitForApp(page);
  const results = await runAxe(page, scope);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
  );
  expect(report, `accessibility violations on ${label}`).toEqual([]);
}

/** Switches the theme as the header's theme button does, then waits for colour transitions. */
async function showTheme(page: Page, dark: boolean) {
  await page.evaluate(async (makeDark) => {
    document.documentElement.classList.toggle('dark', makeDark);
    document.documentElement.style.colorScheme = makeDark ? 'dark' : 'light';
    // Colour transitions last 150 ms; a transition the browser never runs to its end (one on an
    // element that leaves the page, a spinner's endless animation) must not hold the scan.
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((transition) => transition.finished.catch(() => undefined));
    const longest = new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.race([Promise.all(transitions), longest]);
  }, dark);
}

/**
 * Scans the page in light and in dark, one after the other, without loading it again: the theme
 * is switched as the header's theme button switches it (the `dark` class and `color-scheme` on
 * <html>), and colour transitions are awaited before each scan. The theme the page opened in gets
 * the full scan; the other one the rules its colours decide (COLOUR_RULES): switching the theme
 * changes colours only, so the other rules would read the same document again. The page is left
 * in the theme it had. One setup then serves both themes, which keeps the suite within its time.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, label = page.url()) {
  // Each theme's scan gets the time a scan had when every theme was its own test.
  test.setTimeout(test.info().timeout + 30_000);
  const startedDark = await page.evaluate(() =>
    document.documentElement.classList.contains('dark'),
  );
  try {
    for (const dark of [startedDark, !startedDark]) {
      await showTheme(page, dark);
      await expectNoSeriousA11yViolations(
        page,
        `${label} (${dark ? 'dark' : 'light'})`,
        dark === startedDark ? 'all' : 'colours',
      );
    }
  } finally {
    // A failed scan's message must not be hidden behind a page that has since gone.
    await showTheme(page, startedDark).catch(() => undefined);
  }
}
