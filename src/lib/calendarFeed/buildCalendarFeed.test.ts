import fc from 'fast-check';
import ICAL from 'ical.js';
import { tokyoDateString } from '../dates';
import { decisionCalendarFile } from '../notificationMail/decisionMail';
import {
  buildCalendarFeed,
  taskEventUid,
  type CalendarFeedInput,
  type FeedPoll,
  type FeedTask,
} from './buildCalendarFeed';

const NOW = new Date('2026-11-29T07:30:00.250Z');
const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const TASK: FeedTask = {
  id: '4b1f0c8e-0000-4000-8000-000000000001',
  title: '見積書を送付（A社, B社; 至急）',
  dueDate: '2026-12-08',
  notes: '金額は税込\n担当：佐藤',
  listName: '営業部',
  url: 'https://example.com/todo/list-1',
  updatedAt: '2026-11-28T01:02:03Z',
};
const TIMED_POLL: FeedPoll = {
  id: '9d6c2a10-0000-4000-8000-000000000002',
  title: '定例会議',
  description: '議題：来期の計画',
  option: {
    kind: 'time',
    date_time: '2026-12-10T05:00:00Z',
    end_time: '2026-12-10T06:30:00Z',
    label: '会議室A',
  },
  url: 'https://example.com/s/abc',
  updatedAt: null,
  sequence: 2,
};
const DAY_POLL: FeedPoll = {
  ...TIMED_POLL,
  id: '9d6c2a10-0000-4000-8000-000000000003',
  title: '忘年会',
  // 11 December in Japan (15:00 UTC on the 10th).
  option: { kind: 'evening', date_time: '2026-12-10T15:00:00Z', end_time: null, label: null },
};
const TEXT_POLL: FeedPoll = {
  ...TIMED_POLL,
  id: '9d6c2a10-0000-4000-8000-000000000004',
  option: { kind: 'text', date_time: null, end_time: null, label: '来月のどこか' },
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => ({
    component,
    event: new ICAL.Event(component),
  }));
  return { calendar, events };
}

const byUid = (ics: string) =>
  new Map(parse(ics).events.map((entry) => [entry.event.uid, entry] as const));

describe('buildCalendarFeed', () => {
  const ics = buildCalendarFeed({
    tasks: [TASK],
    polls: [TIMED_POLL, DAY_POLL, TEXT_POLL],
    language: 'ja',
    now: NOW,
  });
  const lines = unfold(ics).split('\r\n');

  it('is a calendar feed calendars name and fetch again every hour', () => {
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Office Toolbox//Calendar Feed//JA',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('X-WR-CALNAME:オフィスツールボックス（タスクと日程）');
    expect(lines).toContain('NAME:オフィスツールボックス（タスクと日程）');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
    expect(lines).toContain('X-WR-TIMEZONE:Asia/Tokyo');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes a task as a free all-day event on its due date, with its list and link', () => {
    const task = unfold(ics).split('BEGIN:VEVENT')[1] ?? '';
    expect(task).toContain(`\r\nUID:${taskEventUid(TASK.id)}\r\n`);
    expect(task).toContain('\r\nDTSTART;VALUE=DATE:20261208\r\n');
    expect(task).toContain('\r\nDTEND;VALUE=DATE:20261209\r\n');
    expect(task).toContain('\r\nSUMMARY:見積書を送付（A社\\, B社\\; 至急）\r\n');
    expect(task).toContain(
      '\r\nDESCRIPTION:金額は税込\\n担当：佐藤\\n\\nリスト：営業部\\n\\nhttps://example.com/todo/list-1\r\n',
    );
    expect(task).toContain('\r\nTRANSP:TRANSPARENT\r\n');
    expect(task).toContain('\r\nLAST-MODIFIED:20261128T010203Z\r\n');
    // Its last change, so that the feed's text stays the same until something in it changes.
    expect(task).toContain('\r\nDTSTAMP:20261128T010203Z\r\n');
  });

  it('writes a decided time in Japan time with the zone described, and leaves out a text one', () => {
    expect(lines).toContain('DTSTART;TZID=Asia/Tokyo:20261210T140000');
    expect(lines).toContain('DTEND;TZID=Asia/Tokyo:20261210T153000');
    expect(lines).toContain('TZID:Asia/Tokyo');
    expect(lines).toContain('TZOFFSETTO:+0900');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(ics).not.toContain(TEXT_POLL.id);
  });

  it('is read by ical.js: instants, whole days, titles, places and UIDs', () => {
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'オフィスツールボックス（タスクと日程）',
    );
    const found = byUid(ics);
    const task = found.get(taskEventUid(TASK.id))?.event;
    expect(task?.summary).toBe(TASK.title);
    expect(task?.startDate.isDate).toBe(true);
    expect(task?.startDate.toString()).toBe('2026-12-08');
    expect(task?.description).toBe(
      '金額は税込\n担当：佐藤\n\nリスト：営業部\n\nhttps://example.com/todo/list-1',
    );
    const timed = found.get(`${TIMED_POLL.id}@office-toolbox`)?.event;
    expect(timed?.summary).toBe('定例会議');
    expect(timed?.location).toBe('会議室A');
    expect(timed?.startDate.toJSDate().toISOString()).toBe('2026-12-10T05:00:00.000Z');
    expect(timed?.endDate.toJSDate().toISOString()).toBe('2026-12-10T06:30:00.000Z');
    expect(timed?.startDate.zone?.tzid).toBe('Asia/Tokyo');
    const day = found.get(`${DAY_POLL.id}@office-toolbox`)?.event;
    expect(day?.summary).toBe('忘年会（夜）');
    expect(day?.startDate.toString()).toBe('2026-12-11');
    expect(
      events.every(({ component }) => component.getFirstPropertyValue('status') === 'CONFIRMED'),
    ).toBe(true);
  });

  it('keeps the UID when an item changes, so a calendar updates it in place', () => {
    const later = buildCalendarFeed({
      tasks: [{ ...TASK, title: '見積書を再送', dueDate: '2026-12-09' }],
      polls: [
        {
          ...TIMED_POLL,
          option: { ...TIMED_POLL.option, date_time: '2026-12-11T01:00:00Z', end_time: null },
        },
      ],
      language: 'ja',
      now: new Date('2026-11-30T00:00:00Z'),
    });
    const found = byUid(later);
    expect([...found.keys()]).toEqual([taskEventUid(TASK.id), `${TIMED_POLL.id}@office-toolbox`]);
    expect(found.get(taskEventUid(TASK.id))?.event.summary).toBe('見積書を再送');
    expect(found.get(taskEventUid(TASK.id))?.event.startDate.toString()).toBe('2026-12-09');
    // No end: one hour, as on the poll's page and in the decision mail.
    expect(
      found.get(`${TIMED_POLL.id}@office-toolbox`)?.event.endDate.toJSDate().toISOString(),
    ).toBe('2026-12-11T02:00:00.000Z');
  });

  it('writes an item passed twice once', () => {
    const twice = buildCalendarFeed({ tasks: [TASK, TASK], polls: [], language: 'en', now: NOW });
    expect(parse(twice).events).toHaveLength(1);
  });

  it('writes an empty calendar that still parses and names itself (in English)', () => {
    const empty = buildCalendarFeed({ tasks: [], polls: [], language: 'en', now: NOW });
    const { calendar, events } = parse(empty);
    expect(events).toHaveLength(0);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Office Toolbox (tasks and dates)');
    expect(empty).toContain('PRODID:-//Office Toolbox//Calendar Feed//EN');
  });

  it('refuses a due date that is not a date rather than writing a broken feed', () => {
    expect(() =>
      buildCalendarFeed({
        tasks: [{ ...TASK, dueDate: '12/8' }],
        polls: [],
        language: 'ja',
        now: NOW,
      }),
    ).toThrow(RangeError);
  });
});

/** Text that is hard on iCalendar: Japanese, the escaped characters, line breaks, emoji. */
const hardText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'あ',
        '漢字',
        '、',
        '。',
        '（',
        '」',
        ',',
        ';',
        ':',
        '\\',
        '\n',
        '\r\n',
        '\r',
        '\t',
        ' ',
        '😀',
        '👨‍👩‍👧',
        '🇯🇵',
        'か\u3099',
        '"',
        'a',
      ),
      fc.string({ unit: 'grapheme', maxLength: 5 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

/** What a calendar shows for the text: line breaks as \n, control characters (not tab) gone. */
const shown = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the characters iCalendar text cannot carry
  text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

const dayArbitrary = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2033, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const minuteArbitrary = fc
  .integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2033, 11, 31) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000));

const taskArbitrary = fc.record({
  id: fc.uuid(),
  title: hardText,
  dueDate: dayArbitrary,
  notes: fc.option(hardText, { nil: null }),
  listName: fc.option(hardText, { nil: null }),
  url: fc.constant('https://example.com/todo/x'),
  updatedAt: fc.constant(null),
});

const pollArbitrary = fc.record({
  id: fc.uuid(),
  title: hardText,
  description: fc.option(hardText, { nil: null }),
  option: fc.oneof(
    fc.record({
      kind: fc.constant('time' as const),
      date_time: minuteArbitrary.map((date) => date.toISOString()),
      end_time: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
      label: fc.option(hardText, { nil: null }),
    }),
    fc.record({
      kind: fc.constantFrom(
        'day' as const,
        'all_day' as const,
        'morning' as const,
        'afternoon' as const,
        'evening' as const,
      ),
      date_time: minuteArbitrary.map((date) => date.toISOString()),
      end_time: fc.constant(null),
      label: fc.option(hardText, { nil: null }),
    }),
  ),
  url: fc.constant('https://example.com/s/x'),
  updatedAt: fc.constant(null),
});

// Room for a machine shared with other work (ical.js builds events slowly): no speed limit.
describe('feed properties (parsed back by ical.js)', { timeout: 60_000 }, () => {
  it('every item comes back with its UID, title and dates; every line within 75 octets', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(taskArbitrary, { selector: (task) => task.id, maxLength: 8 }),
        fc.uniqueArray(pollArbitrary, { selector: (poll) => poll.id, maxLength: 8 }),
        fc.constantFrom('ja' as const, 'en' as const),
        (tasks, rawPolls, language) => {
          // An end is minutes after the start, as the poll's page stores it.
          const polls = rawPolls.map((poll) => ({
            ...poll,
            option: {
              ...poll.option,
              end_time:
                poll.option.kind === 'time' && poll.option.end_time !== null
                  ? new Date(
                      Date.parse(poll.option.date_time) + poll.option.end_time * 60_000,
                    ).toISOString()
                  : null,
            },
          }));
          const input: CalendarFeedInput = { tasks, polls, language, now: NOW };
          const ics = buildCalendarFeed(input);
          for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
          expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

          const found = byUid(ics);
          expect(found.size).toBe(tasks.length + polls.length);
          for (const task of tasks) {
            const event = found.get(taskEventUid(task.id))?.event;
            expect(event?.summary).toBe(shown(task.title));
            expect(event?.startDate.toString()).toBe(task.dueDate);
            expect(event?.startDate.isDate).toBe(true);
            if (task.notes?.trim())
              expect(event?.description.startsWith(shown(task.notes.trim()))).toBe(true);
          }
          for (const poll of polls) {
            const event = found.get(`${poll.id}@office-toolbox`)?.event;
            expect(event?.summary.startsWith(shown(poll.title))).toBe(true);
            if (poll.option.kind === 'time') {
              expect(event?.startDate.toJSDate().toISOString()).toBe(poll.option.date_time);
              const end =
                poll.option.end_time ??
                new Date(Date.parse(poll.option.date_time) + 3_600_000).toISOString();
              expect(event?.endDate.toJSDate().toISOString()).toBe(end);
            } else {
              expect(event?.startDate.isDate).toBe(true);
              expect(event?.startDate.toString()).toBe(
                tokyoDateString(new Date(poll.option.date_time)),
              );
            }
            if (poll.option.label?.trim()) expect(event?.location).toBe(shown(poll.option.label));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a feed of 10,000 tasks', () => {
  it('keeps every one, each once, in a file ical.js reads whole', () => {
    const tasks: FeedTask[] = Array.from({ length: 10_000 }, (_, i) => ({
      ...TASK,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `${i}件目：見積書、請求書; 確認 😀`,
      dueDate: new Date(Date.UTC(2026, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10),
    }));
    const ics = buildCalendarFeed({ tasks, polls: [TIMED_POLL], language: 'ja', now: NOW });
    // The components' UIDs for all; ical.js's Event (slow to build) for a sample.
    const components = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    const uids = components.map((component) => component.getFirstPropertyValue('uid'));
    expect(new Set(uids).size).toBe(10_001);
    expect(uids.slice(0, 10_000)).toEqual(tasks.map((task) => taskEventUid(task.id)));
    for (const i of [0, 1, 4_999, 9_999]) {
      const event = new ICAL.Event(components[i]);
      expect(event.summary).toBe(`${i}件目：見積書、請求書; 確認 😀`);
      expect(event.startDate.toString()).toBe(tasks[i]!.dueDate);
    }
    // Room for a machine shared with other work: this is no speed limit.
  }, 60_000);
});

describe('a decided poll in the feed is the event the decision mail attached', () => {
  it.each([
    TIMED_POLL,
    DAY_POLL,
    { ...TIMED_POLL, option: { ...TIMED_POLL.option, end_time: null } },
  ])('$option.kind', (poll) => {
    const mailFile = decisionCalendarFile(
      {
        state: 'decided',
        name: '田中',
        poll: { title: poll.title, description: poll.description, share_id: 'abc' },
        option: {
          ...poll.option,
          id: 'option-1',
          end_time: poll.option.end_time ?? null,
          label: poll.option.label ?? null,
        },
        previous: null,
        sequence: poll.sequence ?? 0,
      },
      poll.id,
      poll.url,
      NOW,
      'ja',
    );
    const [fromMail] = parse(mailFile?.content ?? '').events;
    const fromFeed = byUid(
      buildCalendarFeed({ tasks: [], polls: [poll], language: 'ja', now: NOW }),
    ).get(fromMail?.event.uid ?? '');
    expect(fromFeed).toBeDefined();
    for (const field of ['uid', 'summary', 'description', 'location', 'sequence'] as const)
      expect(fromFeed?.event[field]).toEqual(fromMail?.event[field]);
    expect(fromFeed?.event.startDate.toJSDate()).toEqual(fromMail?.event.startDate.toJSDate());
    expect(fromFeed?.event.endDate.toJSDate()).toEqual(fromMail?.event.endDate.toJSDate());
    expect(fromFeed?.event.startDate.isDate).toBe(fromMail?.event.startDate.isDate);
  });
});
