import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './helpers/axe';
import { collectPageErrors, expectNoHorizontalScroll, useLanguage } from './helpers/site';

// A fixed "today" (Thu 20 Nov 2025, Japan time) so the candidates are in the future and the
// weekdays are known.
const TODAY = new Date('2025-11-20T10:00:00+09:00');

test.describe('appointment-template', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
  });

  test('lists the candidates with weekdays and builds the calendar link and .ics', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/appointment-template');
    await expect(
      page.getByRole('heading', { level: 1, name: 'アポイント依頼メール' }),
    ).toBeVisible();

    // Three empty candidates by default; a 60-minute meeting.
    await expect(page.getByLabel(/^候補日時 \d$/)).toHaveCount(3);
    await expect(page.getByLabel('所要時間')).toHaveValue('60');

    await page.getByLabel('打ち合わせ名').fill('新サービスご紹介のお打ち合わせ');
    await page.getByLabel('相手の会社名').fill('株式会社サンプル');
    await page.getByLabel('相手のお名前').fill('山田 太郎');
    await page.getByLabel('あなたの会社名').fill('テック株式会社');
    await page.getByLabel('あなたのお名前').fill('佐藤 花子');
    await page.getByLabel('目的').fill('新サービスのご紹介');
    await page.getByLabel('場所').fill('オンライン（Zoom）');
    await page.getByLabel('所要時間').selectOption('90');
    // The first candidate is left blank: blanks are skipped.
    await page.getByLabel('候補日時 2', { exact: true }).fill('2025-12-03T14:00');
    await page.getByLabel('候補日時 3', { exact: true }).fill('2025-12-05T23:00');
    await page.getByRole('button', { name: '候補日時を追加' }).click();
    await expect(page.getByLabel('候補日時 4', { exact: true })).toBeFocused();
    await page.getByLabel('候補日時 4', { exact: true }).fill('2025-12-08T09:30');
    await page.getByLabel('備考').fill('資料は事前にお送りいたします。');
    await page.getByRole('button', { name: 'メール文を作成' }).click();

    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('件名', { exact: true })).toHaveValue(
      '新サービスご紹介のお打ち合わせ日程のご相談',
    );
    const body = output.getByLabel('本文', { exact: true });
    await expect(body).toHaveValue(
      /^株式会社サンプル\n山田 太郎様\n\nいつもお世話になっております。\nテック株式会社の佐藤でございます。\n\n新サービスご紹介のお打ち合わせの日程につきまして、ご相談いたしたく、ご連絡いたしました。\n/,
    );
    await expect(body).toHaveValue(
      /\n────────────────────────\nテック株式会社\n佐藤 花子\n────────────────────────$/,
    );
    await expect(body).toHaveValue(
      /■ 候補日時\n候補1：12月3日\(水\) 14:00〜15:30\n候補2：12月5日\(金\) 23:00〜12月6日\(土\) 0:30\n候補3：12月8日\(月\) 9:30〜11:00\n/,
    );
    await expect(body).toHaveValue(/■ 所要時間：1時間30分程度\n■ 場所：オンライン（Zoom）/);

    await output.getByRole('button', { name: 'すべてコピー' }).click();
    await expect(output.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^件名：新サービスご紹介のお打ち合わせ日程のご相談\n\n株式会社サンプル\n山田 太郎様\n/,
    );

    // Google Calendar: the first filled candidate, Japan time converted to UTC.
    const link = output.getByRole('link', { name: /Googleカレンダーに登録/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('新サービスご紹介のお打ち合わせ');
    expect(url.searchParams.get('dates')).toBe('20251203T050000Z/20251203T063000Z');
    expect(url.searchParams.get('location')).toBe('オンライン（Zoom）');
    expect(url.searchParams.get('details')).toContain('目的：新サービスのご紹介');

    // .ics: every candidate as a tentative event.
    const downloading = page.waitForEvent('download');
    await output.getByRole('button', { name: '全候補を.icsでダウンロード' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('新サービスご紹介のお打ち合わせ_候補日時.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded.match(/STATUS:TENTATIVE/g)).toHaveLength(3);
    expect(unfolded).toContain('DTSTART:20251205T140000Z\r\nDTEND:20251205T153000Z');
    expect(unfolded).toContain('SUMMARY:【仮】新サービスご紹介のお打ち合わせ（候補3）');
    expect(errors).toEqual([]);
  });

  test('keeps at least one candidate and builds no calendar link without a date', async ({
    page,
  }) => {
    await page.goto('/appointment-template');
    await page.getByRole('button', { name: '候補日時 3 を削除' }).click();
    await page.getByRole('button', { name: '候補日時 2 を削除' }).click();
    await expect(page.getByLabel(/^候補日時 \d$/)).toHaveCount(1);
    await expect(page.getByRole('button', { name: '候補日時 1 を削除' })).toBeDisabled();

    await page.getByLabel('打ち合わせ名').fill('定例会');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('本文', { exact: true })).toHaveValue(
      /ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。/,
    );
    await expect(output.getByRole('link', { name: /Googleカレンダー/ })).toHaveCount(0);
    await expect(
      output.getByText(
        'カレンダーに登録するには、打ち合わせ名と候補日時を1つ以上入力してください。',
      ),
    ).toBeVisible();

    // A date but no title: still no link.
    await page.getByLabel('打ち合わせ名').fill('');
    await page.getByLabel('候補日時 1', { exact: true }).fill('2025-12-03T14:00');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(output.getByRole('link', { name: /Googleカレンダー/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(page.getByLabel(/^候補日時 \d$/)).toHaveCount(3);
    await expect(page.getByLabel('候補日時 1', { exact: true })).toHaveValue('');
  });

  test('writes English with Japan time stated', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/appointment-template');
    await page.getByLabel('Meeting title').fill('Product demo');
    await page.getByLabel("Recipient's name", { exact: true }).fill('Ms. Brown');
    await page.getByLabel('Candidate 1', { exact: true }).fill('2025-12-03T14:00');
    await page.getByLabel('Location', { exact: true }).fill('オンライン（Zoom）');
    await page.getByRole('button', { name: 'Write the email' }).click();
    const output = page.getByRole('region', { name: 'Your email' });
    const body = output.getByLabel('Body', { exact: true });
    await expect(body).toHaveValue(
      /^Dear Ms\. Brown,\n[\s\S]*Proposed times \(Japan time, JST\):\nOption 1: Wed, Dec 3, 2:00 PM – 3:00 PM\n/,
    );
    // A field typed in Japanese is a placeholder in the English mail, with a notice.
    await expect(body).toHaveValue(/\nLocation: \[Location in English\]\n/);
    await expect(
      output.getByText(
        '[Location in English]: an English email carries no Japanese. Type “Location” in English (Latin letters) and write the email again, or edit the text here.',
      ),
    ).toBeVisible();
    await expect(output.getByRole('link', { name: /Add to Google Calendar/ })).toBeVisible();
  });

  test('has no serious accessibility violation (light and dark)', async ({ page }) => {
    await page.goto('/appointment-template');
    await page.getByLabel('打ち合わせ名').fill('定例会');
    await page.getByLabel('候補日時 1', { exact: true }).fill('2025-12-03T14:00');
    // A past date shows its warning, which must be readable too.
    await page.getByLabel('候補日時 2', { exact: true }).fill('2025-11-01T10:00');
    await expect(page.getByText('過去の日時です。')).toBeVisible();
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'appointment-template');
  });

  test('marks a candidate on a national holiday, in the form and in the mail', async ({ page }) => {
    await page.goto('/appointment-template');
    await page.getByLabel('打ち合わせ名').fill('定例会');
    // 2027-01-11 is 成人の日.
    await page.getByLabel('候補日時 1', { exact: true }).fill('2027-01-11T10:00');
    await expect(page.getByText('祝 成人の日')).toBeVisible();
    await page.getByLabel('候補日時 1', { exact: true }).fill('2027-01-12T10:00');
    await expect(page.getByText('祝 成人の日')).toHaveCount(0);
    await page.getByLabel('候補日時 1', { exact: true }).fill('2027-01-11T10:00');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    const output = page.getByRole('region', { name: '作成したメール' });
    await expect(output.getByLabel('本文', { exact: true })).toHaveValue(
      /1月11日\(月・祝\) 10:00〜11:00/,
    );
  });

  test('fits a 390 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/appointment-template');
    await page.getByLabel('打ち合わせ名').fill('定例会');
    await page.getByLabel('候補日時 1', { exact: true }).fill('2025-12-03T14:00');
    await page.getByRole('button', { name: 'メール文を作成' }).click();
    await expect(page.getByRole('region', { name: '作成したメール' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'appointment-template (390 px)');
  });
});
