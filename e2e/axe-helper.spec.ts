import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './helpers/axe';

// The scan every route runs must check label-in-name (WCAG 2.5.3), which axe leaves off by
// default: a button that shows "English" but is named only 「表示言語を英語に切り替える」 fails.
test('the axe scan reports a control whose name omits its visible text', async ({ page }) => {
  await page.setContent(
    '<html lang="ja"><head><title>t</title></head><body><main><h1>見出し</h1>' +
      '<button aria-label="表示言語を英語に切り替える">English</button></main></body></html>',
  );
  await expect(expectNoSeriousA11yViolations(page, 'fixture')).rejects.toThrow(
    /label-content-name-mismatch/,
  );
  await page.setContent(
    '<html lang="ja"><head><title>t</title></head><body><main><h1>見出し</h1>' +
      '<button>English <span style="position:absolute;clip:rect(0 0 0 0)">（表示言語を英語に切り替える）</span></button></main></body></html>',
  );
  await expectNoSeriousA11yViolations(page, 'fixture');
});

// The two-theme scan must see a problem that shows only in the theme the page did not load in.
test('the two-theme scan reports a contrast failure that only dark shows', async ({ page }) => {
  await page.setContent(
    '<html lang="ja"><head><title>t</title>' +
      '<style>body{color:#222;background:#fff}.dark body{background:#111}</style></head>' +
      '<body><main><h1>見出し</h1><p>本文</p></main></body></html>',
  );
  await expectNoSeriousA11yViolations(page, 'light fixture');
  await expect(expectNoSeriousA11yViolationsInBothThemes(page, 'fixture')).rejects.toThrow(
    /color-contrast/,
  );
  // The page is left in the theme it started in.
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
