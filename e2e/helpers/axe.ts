import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './site';

/**
 * Fails on any serious or critical WCAG 2.1 A/AA violation, listing what and where. axe marks
 * its label-in-name rule (WCAG 2.5.3: a control's accessible name contains its visible text) as
 * experimental and leaves it off; it is turned on here so that every scan checks it too.
 *
 * The scan runs in the page itself (`setLegacyMode`: axe.run in the page and its same-origin
 * frames). Its default mode opens a blank page for every scan to merge the frames' results in,
 * which made a scan of the regex tester take 0.8–1.4 s instead of 0.4 s. That mode exists to scan
 * inside frames from other origins; the only one the site embeds is the news page's podcast
 * player, a third party's page (its frame's title, which is the site's, is checked either way).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  // The app's page, not the HTML drawn at build time that it replaces (a fixture page set by
  // a test has no app to wait for).
  if ((await page.locator('#root').count()) > 0) await waitForApp(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
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
 * <html>), and colour transitions are awaited before each scan. The page is left in the theme it
 * had. One setup then serves both themes, which keeps the suite within its time.
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
      await expectNoSeriousA11yViolations(page, `${label} (${dark ? 'dark' : 'light'})`);
    }
  } finally {
    // A failed scan's message must not be hidden behind a page that has since gone.
    await showTheme(page, startedDark).catch(() => undefined);
  }
}
