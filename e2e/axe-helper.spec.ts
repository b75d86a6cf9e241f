import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';

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
