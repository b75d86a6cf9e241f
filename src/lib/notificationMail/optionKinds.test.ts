import ICAL from 'ical.js';
import { composeAnswersMail } from './answersMail.ts';
import { renderText } from './blocks.ts';
import { composeMail, type OutboxMail } from './composeMail.ts';
import { readAnswersPayload, readDecisionPayload, UnreadablePayload } from './payloads.ts';

/**
 * Candidates without a clock time in mails: each kind is written as the poll's page writes it,
 * goes into calendars as a whole day (or not at all, for text), and sorts as on the page.
 */

const LINKS = {
  siteUrl: 'https://office-toolbox.example/',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};
const POLL_ID = '73b0e34d-1192-4952-943b-34a993478bd0';
// Midnight of Monday 7 December 2026 in Japan, as the database keeps a dated candidate.
const DEC_7 = '2026-12-06T15:00:00+00:00';

const decision = (
  option: Record<string, unknown>,
  state = 'decided',
  previous: unknown = null,
) => ({
  state,
  name: '田中 一郎',
  poll: { title: '忘年会', description: null, share_id: 'SHARE_ID' },
  option: { id: 'o1', ...option },
  previous,
  sequence: previous ? 1 : 0,
});

const row = (payload: unknown, language: 'ja' | 'en'): OutboxMail => ({
  kind: 'poll_decision',
  language,
  payload,
  created_at: '2026-11-20T00:00:00.123Z',
  subject_id: POLL_ID,
});

function parsedEvent(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { event, details: new ICAL.Event(event) };
}

describe('a decision mail for each kind of candidate', () => {
  it.each([
    ['day', 'ja', '■日時：2026年12月7日(月)', '忘年会'],
    ['all_day', 'ja', '■日時：2026年12月7日(月) 終日', '忘年会'],
    ['morning', 'ja', '■日時：2026年12月7日(月) 午前', '忘年会（午前）'],
    ['afternoon', 'ja', '■日時：2026年12月7日(月) 午後', '忘年会（午後）'],
    ['evening', 'ja', '■日時：2026年12月7日(月) 夜', '忘年会（夜）'],
    ['all_day', 'en', 'Date: Mon, Dec 7, 2026, all day', '忘年会'],
    ['afternoon', 'en', 'Date: Mon, Dec 7, 2026, afternoon', '忘年会 (afternoon)'],
  ] as const)('%s in %s: %s, and a whole-day event on the 7th', (kind, language, line, summary) => {
    const mail = composeMail(
      row(decision({ kind, date_time: DEC_7, end_time: null, label: null }), language),
      LINKS,
    );
    expect(mail?.text).toContain(`${line}\n`);
    expect(mail?.text).not.toMatch(/00:00|日本時間|Japan time/);
    expect(mail?.text).toContain('https://calendar.google.com/calendar/render?');
    expect(mail?.attachments).toHaveLength(1);
    const { event, details } = parsedEvent(mail?.attachments[0]?.content ?? '');
    expect(event.getFirstProperty('dtstart')?.type).toBe('date');
    expect(details.startDate.isDate).toBe(true);
    expect(details.startDate.toString()).toBe('2026-12-07');
    expect(details.endDate.toString()).toBe('2026-12-08');
    expect(details.summary).toBe(summary);
  });

  it.each([
    ['ja', '■決定内容：オンライン（Zoom）で開催', '【日程確定】忘年会'],
    ['en', 'Decided: オンライン（Zoom）で開催', 'Date confirmed: 忘年会'],
  ] as const)(
    'a text candidate in %s says what was decided, with no calendar file or link',
    (language, line, subject) => {
      const mail = composeMail(
        row(
          decision({
            kind: 'text',
            date_time: null,
            end_time: null,
            label: 'オンライン（Zoom）で開催',
          }),
          language,
        ),
        LINKS,
      );
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toContain(`${line}\n`);
      expect(mail?.text).not.toMatch(/場所・備考|Place \/ note|calendar\.google\.com|\.ics/);
      expect(mail?.html).not.toContain('calendar.google.com');
      expect(mail?.attachments).toEqual([]);
    },
  );

  it('a change from a timed date to a text candidate asks to change the calendar entry', () => {
    const previous = {
      kind: 'time',
      date_time: '2026-12-01T05:00:00Z',
      end_time: null,
      label: null,
    };
    const mail = composeMail(
      row(
        decision(
          { kind: 'text', date_time: null, end_time: null, label: '後日改めて' },
          'changed',
          previous,
        ),
        'ja',
      ),
      LINKS,
    );
    expect(mail?.text).toContain(
      '■変更後の決定内容：後日改めて\n（変更前：2026年12月1日(火) 14:00）',
    );
    expect(mail?.text).toContain('お手数ですが変更または削除をお願いいたします。');
    expect(mail?.attachments).toEqual([]);
  });

  it('a row written before candidates had kinds is a timed one', () => {
    const payload = readDecisionPayload(
      decision({ date_time: '2026-12-01T05:00:00Z', end_time: null, label: null }),
    );
    expect(payload.option?.kind).toBe('time');
    const mail = composeMail(
      row(decision({ date_time: '2026-12-01T05:00:00Z', end_time: null, label: null }), 'ja'),
      LINKS,
    );
    expect(mail?.text).toContain('■日時：2026年12月1日(火) 14:00（日本時間）');
    const { details } = parsedEvent(mail?.attachments[0]?.content ?? '');
    expect(details.startDate.isDate).toBe(false);
  });

  it.each([
    ['an unknown kind', { kind: 'week', date_time: DEC_7, end_time: null, label: null }],
    ['a dated kind without a date', { kind: 'day', date_time: null, end_time: null, label: null }],
    [
      'a text candidate without text',
      { kind: 'text', date_time: null, end_time: null, label: ' ' },
    ],
  ])('%s is unreadable', (_, option) => {
    expect(() => readDecisionPayload(decision(option))).toThrow(UnreadablePayload);
  });
});

describe('the answer mail with candidates of every kind', () => {
  it('lists them as the page does: by when, parts of the day at their hour, text last', () => {
    const payload = readAnswersPayload({
      recipient_name: null,
      poll: { id: 'poll-1', title: '忘年会' },
      options: {
        t2: { kind: 'text', date_time: null, end_time: null, label: 'どちらでも可' },
        t1: { kind: 'text', date_time: null, end_time: null, label: 'オンライン' },
        ev: { kind: 'evening', date_time: DEC_7, end_time: null, label: '渋谷' },
        tm: { kind: 'time', date_time: '2026-12-07T05:00:00Z', end_time: null, label: null },
        am: { kind: 'morning', date_time: DEC_7, end_time: null, label: null },
        // Written before candidates had kinds.
        old: { date_time: '2026-12-06T03:00:00Z', end_time: null, label: null },
      },
      changes: {
        r: {
          seq: 0,
          before: null,
          after: {
            name: '田中',
            comment: null,
            answers: { t1: 'yes', t2: 'maybe', ev: 'no', tm: 'yes', am: 'yes', old: 'no' },
          },
        },
      },
      more: 0,
    });
    const text = renderText(
      composeAnswersMail(payload, 'ja', 'https://x.example/p')?.blocks ?? [],
      'ja',
    );
    const lines = text.split('\n').filter((line) => /：[○△×]$/.test(line.trim()));
    expect(lines.map((line) => line.replace(/^\s*/, ''))).toEqual([
      '12月6日(日) 12:00：×',
      '12月7日(月) 午前：○',
      '12月7日(月) 14:00：○',
      '12月7日(月) 夜（渋谷）：×',
      // Two text candidates: the snapshot (a jsonb object) keeps no order, so by id.
      'オンライン：○',
      'どちらでも可：△',
    ]);
  });
});
