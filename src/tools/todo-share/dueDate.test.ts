import { dueMark, formatDueDate } from './dueDate';

// 2026-11-25 00:30 in Tokyo is still 2026-11-24 in UTC (and in New York, the day before).
const JUST_AFTER_MIDNIGHT_TOKYO = new Date('2026-11-24T15:30:00Z');
// 2026-11-25 23:59 in Tokyo.
const LATE_EVENING_TOKYO = new Date('2026-11-25T14:59:00Z');

describe('dueMark', () => {
  it.each([
    ['due yesterday', '2026-11-24', false, JUST_AFTER_MIDNIGHT_TOKYO, 'overdue'],
    [
      'due today, just after midnight in Tokyo',
      '2026-11-25',
      false,
      JUST_AFTER_MIDNIGHT_TOKYO,
      'today',
    ],
    ['due today, late evening', '2026-11-25', false, LATE_EVENING_TOKYO, 'today'],
    ['due tomorrow', '2026-11-26', false, LATE_EVENING_TOKYO, null],
    ['long overdue', '2025-12-31', false, LATE_EVENING_TOKYO, 'overdue'],
    ['done tasks are never overdue', '2026-11-01', true, LATE_EVENING_TOKYO, null],
    ['no due date', null, false, LATE_EVENING_TOKYO, null],
  ] as const)('%s', (_name, due_date, completed, now, expected) => {
    expect(dueMark({ due_date, completed }, now)).toBe(expected);
  });
});

describe('formatDueDate', () => {
  it.each([
    ['2026-11-25', 'ja', '2026年11月25日(水)'],
    ['2026-11-25', 'en', 'Wed, Nov 25, 2026'],
    ['2027-01-01', 'ja', '2027年1月1日(金)'],
    ['2027-01-01', 'en', 'Fri, Jan 1, 2027'],
  ] as const)('%s in %s', (date, language, expected) => {
    expect(formatDueDate(date, language)).toBe(expected);
  });
});
