import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { download, printTitles, stubPrint } from './helpers/printing';
import { collectPageErrors, useLanguage } from './helpers/site';

function agendaItem(page: Page, number: number) {
  return page.getByRole('group', { name: `議題 ${number}` });
}

async function fillMinutes(page: Page) {
  await page.getByLabel('会議名').fill('営業定例会議');
  await page.getByLabel('開催日').fill('2025-01-06');
  await page.getByLabel('開始時刻').fill('10:00');
  await page.getByLabel('終了時刻').fill('11:00');
  await page.getByLabel('場所').fill('第1会議室');
  await page.getByLabel('主催者').fill('山田');
  await page.getByLabel('氏名 1').fill('山田 太郎');
  await page.getByLabel('部署 1').fill('営業部');
  await page.getByRole('button', { name: '出席者を追加' }).click();
  await expect(page.getByLabel('氏名 2')).toBeFocused();
  await page.getByLabel('氏名 2').fill('鈴木 花子');
  await page.getByLabel('部署 2').fill('開発部, 第2課');

  const first = agendaItem(page, 1);
  await first.getByLabel('議題', { exact: true }).fill('売上見通し');
  await first.getByLabel('発表者').fill('山田');
  await first.getByLabel('所要時間（分）').fill('30');
  await first.getByLabel('内容').fill('前年比 "110%" の見込み\n上振れ要因あり');
  await first.getByLabel('決定事項').fill('予算案を承認');
  await first.getByLabel('次回アクション').fill('月次レポート作成');
  await first.getByLabel('担当').fill('鈴木');
  await first.getByLabel('期限').fill('2025-01-31');
}

test.describe('minutes generator', () => {
  test('keeps one attendee and one agenda item, and exports the CSV', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/minutes-generator');
    await expect(page.getByRole('heading', { level: 1, name: '議事録作成' })).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    await expect(page.getByLabel('開催日')).toHaveValue(today);
    await expect(page.getByRole('button', { name: '出席者 1 を削除' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '議題 1 を削除' })).toBeDisabled();

    await fillMinutes(page);
    await page.getByRole('button', { name: '議題を追加' }).click();
    await agendaItem(page, 2).getByLabel('議題', { exact: true }).fill('その他');
    await agendaItem(page, 2).getByLabel('所要時間（分）').fill('15');
    await expect(page.getByText('議題の合計時間: 45分')).toBeVisible();
    await expect(page.getByText('会議時間: 60分')).toBeVisible();

    await agendaItem(page, 2).getByLabel('所要時間（分）').fill('少し');
    await expect(
      agendaItem(page, 2).getByText('所要時間は0以上の整数（分）で入力してください。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSVをダウンロード' })).toBeDisabled();
    await agendaItem(page, 2).getByLabel('所要時間（分）').fill('15');

    const csv = await download(page, () =>
      page.getByRole('button', { name: 'CSVをダウンロード' }).click(),
    );
    expect(csv.name).toBe('議事録_2025-01-06_営業定例会議.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      '議事録',
      '会議名,営業定例会議',
      '開催日,2025-01-06',
      '開始時刻,10:00',
      '終了時刻,11:00',
      '場所,第1会議室',
      '主催者,山田',
      '記録者,',
      '欠席者,',
      '',
      '出席者',
      'No.,氏名,部署',
      '1,山田 太郎,営業部',
      '2,鈴木 花子,"開発部, 第2課"',
      '',
      '議題',
      'No.,議題,発表者,所要時間（分）,内容,決定事項,次回アクション,担当,期限',
      '1,売上見通し,山田,30,"前年比 ""110%"" の見込み\n上振れ要因あり",予算案を承認,月次レポート作成,鈴木,2025-01-31',
      '2,その他,,15,,,,,',
      '',
      '次回日程',
      '次回の日付,',
      '次回の時刻,',
      '次回の会場,',
      '',
    ]);

    await page.getByRole('button', { name: '議題 2 を削除' }).click();
    await expect(page.getByRole('button', { name: '議題 1 を削除' })).toBeDisabled();
    await page.getByRole('button', { name: '出席者 1 を削除' }).click();
    await expect(page.getByLabel('氏名 1')).toHaveValue('鈴木 花子');
    await expect(page.getByRole('button', { name: '出席者 1 を削除' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('prints a 議事録 with decisions and next actions', async ({ page }) => {
    await stubPrint(page);
    await page.goto('/minutes-generator');
    await fillMinutes(page);
    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    const dialog = page.getByRole('dialog', { name: '印刷プレビュー' });
    const sheet = dialog.getByRole('region', { name: 'A4・縦の印刷イメージ' });
    await expect(sheet.getByRole('heading', { name: '議事録' })).toBeVisible();
    const row = (name: string) => sheet.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('会議名')).toContainText('営業定例会議');
    await expect(row('日時')).toContainText('2025年1月6日（月） 10:00〜11:00');
    await expect(row('場所')).toContainText('第1会議室');
    await expect(row('出席者')).toContainText(
      '山田 太郎（営業部）、鈴木 花子（開発部, 第2課）（計2名）',
    );
    await expect(sheet.getByRole('heading', { name: '議題' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: '1. 売上見通し' })).toBeVisible();
    await expect(sheet).toContainText('発表者: 山田　30分');
    await expect(row('決定事項')).toContainText('予算案を承認');
    await expect(row('担当')).toContainText('鈴木期限2025年1月31日');
    const actions = sheet.getByRole('table').filter({ hasText: 'No.' });
    await expect(sheet.getByRole('heading', { name: '次回アクション一覧' })).toBeVisible();
    await expect(actions.getByRole('row').nth(1)).toHaveText('1月次レポート作成鈴木2025年1月31日');
    await expect(sheet).toContainText('以上');
    await expect(dialog).toContainText('保存時のファイル名: 議事録_2025-01-06_営業定例会議.pdf');

    await dialog.getByRole('button', { name: '印刷 / PDFで保存' }).click();
    expect(await printTitles(page)).toEqual(['議事録_2025-01-06_営業定例会議']);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(
      page.getByTestId('print-output').getByRole('heading', { name: '議事録' }),
    ).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // A reload mid-meeting loses nothing.
    await page.reload();
    await expect(page.getByLabel('会議名')).toHaveValue('営業定例会議');
    await expect(agendaItem(page, 1).getByLabel('決定事項')).toHaveValue('予算案を承認');
  });

  test('works in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/minutes-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Minutes' })).toBeVisible();
    await page.getByLabel('Meeting title').fill('Weekly sync');
    await page.getByLabel('Date', { exact: true }).fill('2025-01-06');
    await page.getByLabel('Name 1').fill('Taro Yamada');
    const item = page.getByRole('group', { name: 'Agenda item 1' });
    await item.getByLabel('Topic').fill('Roadmap');
    await item.getByLabel('Next action').fill('Share the draft');
    await page.getByRole('button', { name: 'Print preview (print or save as PDF)' }).click();
    const sheet = page.getByRole('dialog').getByRole('region', { name: /A4 Portrait/ });
    await expect(sheet.getByRole('heading', { name: 'Minutes of Meeting' })).toBeVisible();
    await expect(sheet).toContainText('Mon, January 6, 2025');
    await expect(sheet.getByRole('heading', { name: 'Action items' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the print preview' }).click();
    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(csv.name).toBe('minutes_2025-01-06_Weekly_sync.csv');
    expect(csv.bytes.subarray(3).toString('utf8')).toContain('\r\nMeeting,Weekly sync\r\n');
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    await page.goto('/minutes-generator');
    await fillMinutes(page);
    await page.getByLabel('終了時刻').fill('09:00');
    await expect(page.getByText('終了時刻が開始時刻より前になっています。')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'minutes generator');
    await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'minutes print preview');
  });
});
