/** reminder.ts, reminderForm.ts and reminderWatch.ts: a reminder as the form, the row and the page hold it. */
import { formatReminder, isReminderAhead, reminderFormValue, reminderInstant } from './reminder';
import { defaultReminder, reminderParts, withReminderDate, withReminderTime } from './reminderForm';
import { remindersDue, untilNextReminder } from './reminderWatch';

describe('reminderFormValue (Japan wall time, whatever the machine zone)', () => {
  it.each([
    ['2026-12-03T06:00:00Z', '2026-12-03T15:00'],
    ['2026-12-03T15:00:00+09:00', '2026-12-03T15:00'],
    // 15:30 UTC is already the next day in Tokyo.
    ['2026-12-31T15:30:00.000Z', '2027-01-01T00:30'],
    ['2028-02-28T15:00:00Z', '2028-02-29T00:00'],
    [null, ''],
    ['', ''],
    ['not a time', ''],
  ])('%s → %s', (remindAt, value) => {
    expect(reminderFormValue(remindAt)).toBe(value);
  });
});

describe('reminderInstant', () => {
  it.each([
    ['2026-12-03T15:00', '2026-12-03T15:00:00+09:00'],
    ['2027-01-01T00:30', '2027-01-01T00:30:00+09:00'],
    ['2028-02-29T09:00', '2028-02-29T09:00:00+09:00'],
    ['2027-02-29T09:00', null],
    ['2026-02-30T09:00', null],
    ['2026-12-03T24:00', null],
    ['2026-12-03T15:60', null],
    ['2026-12-03', null],
    ['', null],
  ])('%s → %s', (value, instant) => {
    expect(reminderInstant(value)).toBe(instant);
  });

  it('reads back what reminderFormValue wrote', () => {
    for (const value of ['2026-12-03T15:00', '2027-01-01T00:00', '2026-06-30T23:59']) {
      expect(reminderFormValue(reminderInstant(value))).toBe(value);
    }
  });
});

describe('editing the date and the time', () => {
  it.each([
    // value, new date, result
    ['', '2026-12-03', '2026-12-03T09:00'],
    ['2026-12-01T15:30', '2026-12-03', '2026-12-03T15:30'],
    ['2026-12-01T15:30', '', ''],
  ])('date of %j set to %j → %j', (value, date, result) => {
    expect(withReminderDate(value, date)).toBe(result);
  });

  it.each([
    // value, new time, fallback date, result
    ['', '15:00', '2026-12-03', '2026-12-03T15:00'],
    ['2026-12-01T09:00', '15:00', '2026-12-03', '2026-12-01T15:00'],
    // A time field emptied keeps the reminder as it was (clearing is its own button).
    ['2026-12-01T09:00', '', '2026-12-03', '2026-12-01T09:00'],
  ])('time of %j set to %j → %j', (value, time, fallback, result) => {
    expect(withReminderTime(value, time, fallback)).toBe(result);
  });

  it.each([
    ['2026-12-03T15:00', { date: '2026-12-03', time: '15:00' }],
    ['', { date: '', time: '' }],
  ])('parts of %j', (value, parts) => {
    expect(reminderParts(value)).toEqual(parts);
  });
});

describe('defaultReminder', () => {
  const now = new Date('2026-12-01T10:00:00+09:00');
  it.each([
    // due date, default
    ['2026-12-03', '2026-12-03T09:00'],
    // Due today, 09:00 already past: tomorrow at 09:00.
    ['2026-12-01', '2026-12-02T09:00'],
    ['2026-11-20', '2026-12-02T09:00'],
    [null, '2026-12-02T09:00'],
  ])('due %s → %s', (due, value) => {
    expect(defaultReminder(due, now)).toBe(value);
  });

  it('counts days in Japan: at 23:30 UTC it is already the next day there', () => {
    expect(defaultReminder(null, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-02T09:00');
  });
});

describe('isReminderAhead', () => {
  const now = new Date('2026-12-03T14:59:30+09:00');
  it.each([
    ['2026-12-03T15:00', true],
    ['2026-12-03T14:59', false],
    ['2026-12-02T15:00', false],
    ['', false],
  ])('%s → %s', (value, ahead) => {
    expect(isReminderAhead(value, now)).toBe(ahead);
  });
});

describe('formatReminder (as the row shows it, Japan time, like the due date beside it)', () => {
  it.each([
    ['2026-12-03T06:00:00Z', 'ja', '2026年12月3日(木) 15:00'],
    ['2026-12-03T06:00:00Z', 'en', 'Thu, Dec 3, 2026, 15:00'],
    ['2026-12-03T00:05:00+09:00', 'en', 'Thu, Dec 3, 2026, 00:05'],
    // 15:30 UTC on New Year's Eve is already New Year's Day in Japan.
    ['2026-12-31T15:30:00Z', 'ja', '2027年1月1日(金) 00:30'],
    ['2026-12-31T15:30:00Z', 'en', 'Fri, Jan 1, 2027, 00:30'],
    ['not a time', 'ja', ''],
  ] as const)('%s (%s) → %s', (remindAt, language, text) => {
    expect(formatReminder(remindAt, language)).toBe(text);
  });
});

describe('the page’s check of reminders that came', () => {
  const task = (id: string, remind_at: string | null, completed = false) => ({
    id,
    title: id,
    completed,
    remind_at,
  });
  const tasks = [
    task('before', '2026-12-03T14:59:00+09:00'),
    task('at', '2026-12-03T15:00:00+09:00'),
    task('done', '2026-12-03T15:00:00+09:00', true),
    task('later', '2026-12-03T16:00:00+09:00'),
    task('none', null),
  ];

  it.each([
    ['2026-12-03T14:59:00+09:00', '2026-12-03T14:59:59+09:00', []],
    ['2026-12-03T14:59:30+09:00', '2026-12-03T15:00:00+09:00', ['at']],
    ['2026-12-03T14:00:00+09:00', '2026-12-03T15:30:00+09:00', ['before', 'at']],
    ['2026-12-03T16:00:00+09:00', '2026-12-03T17:00:00+09:00', []],
  ])('from %s to %s → %j', (from, to, ids) => {
    expect(remindersDue(tasks, new Date(from), new Date(to)).map((t) => t.id)).toEqual(ids);
  });

  it.each([
    ['2026-12-03T14:58:00+09:00', 60_000],
    ['2026-12-03T14:59:00+09:00', 60_000],
    ['2026-12-03T15:30:00+09:00', 30 * 60_000],
    ['2026-12-03T16:00:00+09:00', null],
  ])('at %s the next is %s ms away', (now, wait) => {
    expect(untilNextReminder(tasks, new Date(now))).toBe(wait);
  });
});
