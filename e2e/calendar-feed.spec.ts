import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import {
  ANON_KEY,
  BACKEND_URL,
  SERVICE_ROLE_KEY,
  signUpViaApi,
  startSignedIn,
} from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';
import { insertRows } from './helpers/seed';

/**
 * The calendar feed as a calendar app meets it: 設定 issues the webcal:// address; the file at
 * its https address parses with ical.js, a task changed on the site keeps its UID (calendars
 * update it in place), the poll page's .ics has the feed's UID for the decided poll, and after
 * 連携を停止 the address answers 404.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

async function feedEvents(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, event] as const;
    }),
  );
}

test('settings issue a feed that parses, updates in place and answers 404 once stopped', async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, '予定 花子');
  const token = owner.session.access_token as string;
  const asOwner = { apikey: ANON_KEY, Authorization: `Bearer ${token}` };
  const listId = (await (
    await request.post(`${BACKEND_URL}/rest/v1/rpc/ensure_todo_list`, {
      headers: asOwner,
      data: {},
    })
  ).json()) as string;
  const [todo] = await insertRows(request, token, 'todos', [
    { list_id: listId, title: '請求書を送る', due_date: '2030-12-10' },
  ]);
  const [poll] = await insertRows(request, token, 'schedules', [{ title: '忘年会' }]);
  const [option] = await insertRows(request, token, 'schedule_options', [
    {
      schedule_id: poll?.id,
      kind: 'time',
      date_time: '2030-12-20T09:30:00Z',
      end_time: null,
      label: '本社',
    },
  ]);
  const decided = await request.patch(
    `${BACKEND_URL}/rest/v1/schedules?id=eq.${String(poll?.id)}`,
    {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      data: { decided_option_id: option?.id },
    },
  );
  expect(decided.ok()).toBe(true);

  await startSignedIn(page, owner);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'カレンダー連携用のURLを発行' }).click();
  await expect(page.getByLabel('カレンダー連携用のURL（webcal）')).toHaveValue(/^webcal:\/\//);
  const httpsUrl = await page.getByLabel('URL（https、URLで登録する場合）').inputValue();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'settings with a calendar feed');

  const taskUid = `todo-${String(todo?.id)}@office-toolbox`;
  const pollUid = `${String(poll?.id)}@office-toolbox`;
  const first = await feedEvents(request, httpsUrl);
  expect([...first.keys()].sort()).toEqual([pollUid, taskUid].sort());
  expect(first.get(taskUid)?.summary).toBe('請求書を送る');

  // Changed on the site: the same UID, the new title.
  const renamed = await request.patch(`${BACKEND_URL}/rest/v1/todos?id=eq.${String(todo?.id)}`, {
    headers: asOwner,
    data: { title: '請求書を再送する' },
  });
  expect(renamed.ok()).toBe(true);
  const second = await feedEvents(request, httpsUrl);
  expect(second.get(taskUid)?.summary).toBe('請求書を再送する');
  expect(second.size).toBe(2);

  // The poll page's calendar file is the same event as the feed's (same UID).
  const visitor = await page.context().browser()!.newContext({ acceptDownloads: true });
  const shared = await visitor.newPage();
  await shared.goto(`/schedule-share/${String(poll?.share_id)}`);
  const downloading = shared.waitForEvent('download');
  await shared.getByRole('button', { name: 'カレンダー用ファイル（.ics）をダウンロード' }).click();
  const file = await readFile((await (await downloading).path()) ?? '', 'utf8');
  const fileEvent = new ICAL.Event(
    new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!,
  );
  expect(fileEvent.uid).toBe(pollUid);
  await visitor.close();

  await page.getByRole('button', { name: '連携を停止' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '連携を停止' }).click();
  await expect(page.getByRole('button', { name: 'カレンダー連携用のURLを発行' })).toBeVisible();
  expect((await request.get(httpsUrl)).status()).toBe(404);
});
