import ICAL from 'ical.js';
import { composeMail, UnreadablePayload, type OutboxMail } from './composeMail.ts';
import type { DecisionPayload, ReminderPayload } from './payloads.ts';

const LINKS = {
  siteUrl: 'https://office-toolbox.example/',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};
const POLL_ID = '73b0e34d-1192-4952-943b-34a993478bd0';

const decided: DecisionPayload = {
  state: 'decided',
  name: '田中 一郎',
  poll: {
    title: '12月の営業会議',
    description: '来期の販売計画, 予算; 体制',
    share_id: 'SHARE_ID',
  },
  option: {
    id: 'o1',
    kind: 'time',
    date_time: '2026-12-01T05:00:00+00:00',
    end_time: '2026-12-01T06:00:00+00:00',
    label: '本社3F会議室',
  },
  previous: null,
  sequence: 0,
};

const row = (
  kind: OutboxMail['kind'],
  payload: unknown,
  language: 'ja' | 'en' = 'ja',
): OutboxMail => ({
  kind,
  language,
  payload,
  created_at: '2026-11-20T00:00:00.123Z',
  subject_id: POLL_ID,
});

function parsedEvent(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  const event = component.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { component, event, details: new ICAL.Event(event) };
}

describe('decision mail', () => {
  it.each([
    [
      'ja',
      '山田 太郎',
      '主催者の山田 太郎様により日程が確定しましたので、下記のとおりお知らせいたします。',
    ],
    ['ja', null, '主催者により日程が確定しましたので、下記のとおりお知らせいたします。'],
    ['en', 'Taro Yamada', 'The organizer, Taro Yamada, has confirmed the following date:'],
    ['en', undefined, 'The organizer has confirmed the following date:'],
  ] as const)(
    '%s: names the organizer %j when the account has a name',
    (language, organizer, line) => {
      const mail = composeMail(row('poll_decision', { ...decided, organizer }, language), LINKS);
      expect(mail?.text).toContain(`\n${line}\n`);
      expect(mail?.text).not.toContain('主催者が日程を確定');
    },
  );

  it('names the organizer in the undo too', () => {
    const cancelled = {
      ...decided,
      state: 'cancelled',
      option: null,
      previous: decided.option,
      organizer: '山田 太郎',
    };
    const mail = composeMail(row('poll_decision', cancelled), LINKS);
    expect(mail?.text).toContain(
      'の確定が、主催者の山田 太郎様により取り消されましたので、お知らせいたします。',
    );
  });

  it('carries a calendar file that ical.js reads as the decided, confirmed event', () => {
    const mail = composeMail(row('poll_decision', decided), LINKS);
    expect(mail?.subject).toBe('【日程確定】12月の営業会議');
    expect(mail?.attachments).toHaveLength(1);
    const file = mail?.attachments[0];
    expect(file?.filename).toBe('12月の営業会議.ics');
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const { component, event, details } = parsedEvent(file?.content ?? '');
    expect(component.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(details.uid).toBe(`${POLL_ID}@office-toolbox`);
    expect(details.summary).toBe('12月の営業会議');
    expect(details.location).toBe('本社3F会議室');
    expect(details.description).toBe(
      '来期の販売計画, 予算; 体制\n\nhttps://office-toolbox.example/schedule-share/SHARE_ID',
    );
    expect(details.startDate.toJSDate().toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(details.endDate.toJSDate().toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(details.sequence).toBe(0);
    // DTSTAMP is the row's time, whole seconds: every attempt sends the very same file.
    expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T00:00:00Z');
  });

  it('tells the date, the place, the calendar link and the poll page in its text', () => {
    const text = composeMail(row('poll_decision', decided), LINKS)?.text ?? '';
    expect(text.startsWith('田中 一郎様\n\n')).toBe(true);
    expect(text).toContain(
      '■日時：2026年12月1日(火) 14:00〜15:00（日本時間）\n■場所・備考：本社3F会議室',
    );
    expect(text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE&text=');
    expect(text).toContain('&dates=20261201T050000Z/20261201T060000Z&');
    expect(text).toContain('\nhttps://office-toolbox.example/schedule-share/SHARE_ID\n');
    expect(text).toContain('\nhttps://office-toolbox.example/unsubscribe?token=T0KEN\n');
    // A respondent has no account: no settings link.
    expect(text).not.toContain('/settings');
  });

  it('a changed decision names the earlier date and raises SEQUENCE; an option without an end lasts an hour', () => {
    const changed: DecisionPayload = {
      ...decided,
      state: 'changed',
      option: {
        id: 'o2',
        kind: 'time',
        date_time: '2026-12-02T01:00:00Z',
        end_time: null,
        label: null,
      },
      previous: decided.option,
      sequence: 1,
    };
    const mail = composeMail(row('poll_decision', changed, 'en'), LINKS);
    expect(mail?.subject).toBe('Date changed: 12月の営業会議');
    expect(mail?.text).toContain('New date and time: Wed, Dec 2, 2026, 10:00 (Japan time)');
    expect(mail?.text).toContain('(Previously: Tue, Dec 1, 2026, 14:00–15:00)');
    const { details } = parsedEvent(mail?.attachments[0]?.content ?? '');
    expect(details.sequence).toBe(1);
    expect(details.endDate.toJSDate().toISOString()).toBe('2026-12-02T02:00:00.000Z');
  });

  it('an undone decision says which date no longer holds, with no calendar file', () => {
    const mail = composeMail(
      row('poll_decision', {
        ...decided,
        state: 'cancelled',
        option: null,
        previous: decided.option,
      }),
      LINKS,
    );
    expect(mail?.subject).toBe('【日程確定の取り消し】12月の営業会議');
    expect(mail?.text).toContain('先にお知らせした日程（2026年12月1日(火) 14:00〜15:00）の確定が');
    expect(mail?.attachments).toEqual([]);
  });
});

describe('reminder mail', () => {
  const reminders: ReminderPayload = {
    recipient_name: null,
    date: '2026-12-03',
    tasks: [
      { list_id: 'l1', list_name: '営業チーム', title: '議事録を共有する', due_date: '2026-12-01' },
      { list_id: 'l2', list_name: null, title: '経費精算を提出する', due_date: '2026-12-03' },
      { list_id: 'l1', list_name: '営業チーム', title: '見積書を送付する', due_date: '2026-12-03' },
    ],
    more: 0,
  };

  it.each([
    ['ja', '【ToDo】本日期限のタスクが2件、期限切れのタスクが1件あります'],
    ['en', 'To-do: 2 due today, 1 overdue'],
  ] as const)('%s subject: %s', (language, subject) => {
    expect(composeMail(row('todo_reminders', reminders, language), LINKS)?.subject).toBe(subject);
  });

  it('groups tasks by list with each list’s link; the default list has its default name', () => {
    const text = composeMail(row('todo_reminders', reminders), LINKS)?.text ?? '';
    expect(text).toContain(
      [
        '■営業チーム',
        '・議事録を共有する（期限：12月1日(火)、2日超過）',
        '・見積書を送付する（本日期限）',
        'このリストを開く：https://office-toolbox.example/todo-share?list=l1',
      ].join('\n'),
    );
    expect(text).toContain('■マイリスト\n・経費精算を提出する（本日期限）');
    expect(text).toContain('本日（2026年12月3日(木)）が期限のタスク');
    expect(text).toContain('https://office-toolbox.example/settings');
    // No name in the account: no salutation line.
    expect(text.startsWith('いつもオフィスツールボックスを')).toBe(true);
  });

  it.each([
    [
      [{ list_id: 'l', list_name: 'A', title: 't', due_date: '2026-12-01' }],
      '【ToDo】期限切れのタスクが1件あります',
    ],
    [
      [{ list_id: 'l', list_name: 'A', title: 't', due_date: '2026-12-03' }],
      '【ToDo】本日期限のタスクが1件あります',
    ],
  ])('subject for %j', (tasks, subject) => {
    expect(composeMail(row('todo_reminders', { ...reminders, tasks }), LINKS)?.subject).toBe(
      subject,
    );
  });
});

describe('every mail', () => {
  it.each([
    'Cheap watches\r\nBcc: victim@example.com',
    '会議\n\n日程',
    'tab\there\u2028and\u2029there\u0085',
    '\r\n  leading and trailing  \r\n',
  ])('has a one-line subject whatever the poll title (%j)', (title) => {
    const mails = [
      composeMail(row('poll_decision', { ...decided, poll: { ...decided.poll, title } }), LINKS),
      composeMail(
        row('poll_edit_code', {
          respondent_id: 'r1',
          name: '田中',
          poll: { title, share_id: 'SHARE_ID' },
          code: 'ABCD2345',
        }),
        LINKS,
      ),
    ];
    for (const mail of mails) {
      expect(mail?.subject).toMatch(/^\S(.*\S)?$/);
      // eslint-disable-next-line no-control-regex -- no control character may remain
      expect(mail?.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\s{2}/);
    }
  });

  it('is the same mail each time its row is composed (a retry sends what the first attempt sent)', () => {
    const first = composeMail(row('poll_decision', decided), LINKS);
    const again = composeMail(row('poll_decision', decided), LINKS);
    expect(again).toEqual(first);
  });

  it.each([
    ['poll_answers', { poll: { id: 1 } }],
    ['poll_decision', { ...decided, state: 'maybe' }],
    ['poll_decision', { ...decided, option: null }],
    ['poll_decision', { ...decided, option: { ...decided.option, date_time: 'soon' } }],
    ['todo_reminders', { date: '3 Dec', tasks: [] }],
    ['todo_reminders', { date: '2026-12-03', tasks: [{ title: 'x' }] }],
    ['poll_answers', null],
  ] as const)('%s with %j is unreadable, never half a mail', (kind, payload) => {
    expect(() => composeMail(row(kind, payload), LINKS)).toThrow(UnreadablePayload);
  });
});
