import { firstDueDate, nextDueDate, upcomingDueDates } from './nextOccurrence';
import type { RepeatRule } from './repeatRule';

const daily: RepeatRule = { kind: 'daily', interval: 1 };
const everyThirdDay: RepeatRule = { kind: 'daily', interval: 3 };
const weekdays: RepeatRule = { kind: 'weekdays' };
const monWed: RepeatRule = { kind: 'weekly', interval: 1, days: ['MO', 'WE'] };
const weekendsFortnightly: RepeatRule = { kind: 'weekly', interval: 2, days: ['SA', 'SU'] };
const monthly = (day: number | 'last', interval = 1): RepeatRule => ({
  kind: 'monthly',
  interval,
  day,
});
const yearly = (month: number, day: number, interval = 1): RepeatRule => ({
  kind: 'yearly',
  interval,
  month,
  day,
});

describe('nextDueDate: the next task when a task due on a date is ticked', () => {
  it.each<[string, RepeatRule, string, string]>([
    ['daily, across a month end', daily, '2026-01-31', '2026-02-01'],
    ['daily, across a leap day', daily, '2028-02-28', '2028-02-29'],
    ['every 3 days', everyThirdDay, '2026-12-30', '2027-01-02'],
    ['weekdays: Friday → Monday', weekdays, '2026-11-27', '2026-11-30'],
    ['weekdays: Saturday → Monday', weekdays, '2026-11-28', '2026-11-30'],
    ['weekdays: Monday → Tuesday', weekdays, '2026-11-30', '2026-12-01'],
    ['Mon & Wed: Monday → Wednesday', monWed, '2026-11-30', '2026-12-02'],
    ['Mon & Wed: Wednesday → next Monday', monWed, '2026-12-02', '2026-12-07'],
    ['Mon & Wed: a Tuesday due date → Wednesday', monWed, '2026-12-01', '2026-12-02'],
    [
      'every 2 weeks Sat & Sun: Saturday → the Sunday after',
      weekendsFortnightly,
      '2026-11-28',
      '2026-11-29',
    ],
    [
      'every 2 weeks Sat & Sun: Sunday → Saturday two weeks on',
      weekendsFortnightly,
      '2026-11-29',
      '2026-12-12',
    ],
    ['monthly on the 15th, due before it', monthly(15), '2026-01-10', '2026-01-15'],
    ['monthly on the 15th, due after it', monthly(15), '2026-01-20', '2026-02-15'],
    ['monthly on the 31st: January → 28 February', monthly(31), '2026-01-31', '2026-02-28'],
    ['monthly on the 31st: 28 February → 31 March', monthly(31), '2026-02-28', '2026-03-31'],
    ['monthly on the 31st: March → 30 April', monthly(31), '2026-03-31', '2026-04-30'],
    ['monthly on the 31st in a leap year: → 29 February', monthly(31), '2028-01-31', '2028-02-29'],
    ['monthly on the 30th: → 28 February', monthly(30), '2026-01-30', '2026-02-28'],
    ['monthly on the 29th: → 28 February, common year', monthly(29), '2027-01-29', '2027-02-28'],
    ['monthly on the 29th: → 29 February, leap year', monthly(29), '2028-01-29', '2028-02-29'],
    ['monthly on the 29th: 28 February → 29 March', monthly(29), '2027-02-28', '2027-03-29'],
    ['last day: January → February (common)', monthly('last'), '2026-01-31', '2026-02-28'],
    ['last day: February → March', monthly('last'), '2026-02-28', '2026-03-31'],
    ['last day: March → April', monthly('last'), '2026-03-31', '2026-04-30'],
    ['last day: due mid-month → that month end', monthly('last'), '2026-04-10', '2026-04-30'],
    ['last day: December → January', monthly('last'), '2026-12-31', '2027-01-31'],
    ['every 3 months on the 31st: → 30 April', monthly(31, 3), '2026-01-31', '2026-04-30'],
    [
      'every 3 months on the 31st from 30 November: → 28 February',
      monthly(31, 3),
      '2026-11-30',
      '2027-02-28',
    ],
    [
      'yearly on 29 February: leap → common year 28 February',
      yearly(2, 29),
      '2024-02-29',
      '2025-02-28',
    ],
    ['yearly on 29 February: common → common', yearly(2, 29), '2026-02-28', '2027-02-28'],
    ['yearly on 29 February: → the next leap day', yearly(2, 29), '2027-02-28', '2028-02-29'],
    ['yearly on 31 December', yearly(12, 31), '2026-12-31', '2027-12-31'],
    ['yearly on 1 April, due in March → that April', yearly(4, 1), '2026-03-15', '2026-04-01'],
    ['every 2 years on 29 February', yearly(2, 29, 2), '2028-02-29', '2030-02-28'],
    ['2100 is not a leap year', yearly(2, 29, 4), '2096-02-29', '2100-02-28'],
  ])('%s', (_name, rule, due, expected) => {
    expect(nextDueDate(rule, due, '2020-01-01')).toBe(expected);
  });

  it('counts from the due date, not from the day the task was ticked (early or late)', () => {
    expect(nextDueDate(monWed, '2026-11-30', '2026-11-20')).toBe('2026-12-02');
    expect(nextDueDate(monWed, '2026-11-30', '2026-12-24')).toBe('2026-12-02');
  });

  it.each<[string, RepeatRule, string, string, string]>([
    ['daily, ticked 3 days late', daily, '2026-11-26', '2026-11-29', '2026-11-30'],
    [
      'Mon & Wed, due 3 weeks ago, ticked on a Thursday',
      monWed,
      '2026-11-09',
      '2026-12-03',
      '2026-12-07',
    ],
    [
      'every 2 weeks Sat & Sun keeps its weeks',
      weekendsFortnightly,
      '2026-11-28',
      '2026-12-09',
      '2026-12-12',
    ],
    ['monthly on the 31st, ticked in March', monthly(31), '2026-01-31', '2026-03-05', '2026-03-31'],
    [
      'ticked early: the same as without the option',
      monWed,
      '2026-12-07',
      '2026-12-01',
      '2026-12-09',
    ],
  ])('skipMissed: %s', (_name, rule, due, ticked, next) => {
    expect(nextDueDate(rule, due, ticked, { skipMissed: true })).toBe(next);
  });

  it.each<[string, RepeatRule, string, string]>([
    ['daily', daily, '2026-11-29', '2026-11-30'],
    ['Mon & Wed, ticked on a Sunday', monWed, '2026-11-29', '2026-11-30'],
    ['monthly on the 31st, ticked on 31 January', monthly(31), '2026-01-31', '2026-02-28'],
  ])('without a due date counts from the day it was ticked: %s', (_name, rule, ticked, next) => {
    expect(nextDueDate(rule, null, ticked)).toBe(next);
  });

  it('refuses a rule that cannot be kept rather than guessing', () => {
    expect(() =>
      nextDueDate({ kind: 'weekly', interval: 1, days: [] }, '2026-01-01', '2026-01-01'),
    ).toThrow(RangeError);
    expect(() => nextDueDate({ kind: 'daily', interval: 0 }, '2026-01-01', '2026-01-01')).toThrow(
      RangeError,
    );
    expect(() => nextDueDate(yearly(2, 30), '2026-01-01', '2026-01-01')).toThrow(RangeError);
    expect(() => nextDueDate(daily, '2026-02-29', '2026-01-01')).toThrow(RangeError);
  });
});

describe('firstDueDate: the due date a repeat gives a task that has none', () => {
  it.each<[string, RepeatRule, string, string]>([
    ['daily: today', daily, '2026-11-29', '2026-11-29'],
    ['weekdays on a Saturday: Monday', weekdays, '2026-11-28', '2026-11-30'],
    ['Mon & Wed on a Tuesday: Wednesday', monWed, '2026-12-01', '2026-12-02'],
    ['Mon & Wed on a Monday: today', monWed, '2026-11-30', '2026-11-30'],
    ['monthly on the 31st in February: its last day', monthly(31), '2026-02-10', '2026-02-28'],
    ['last day: this month end', monthly('last'), '2026-02-10', '2026-02-28'],
    ['yearly on 29 February, late in a year: next year', yearly(2, 29), '2026-03-01', '2027-02-28'],
  ])('%s', (_name, rule, today, expected) => {
    expect(firstDueDate(rule, today)).toBe(expected);
  });
});

describe('upcomingDueDates', () => {
  it('gives the dates three ticks of a weekly repeat create', () => {
    expect(
      upcomingDueDates({ kind: 'weekly', interval: 1, days: ['TH'] }, '2026-12-03', 3),
    ).toEqual(['2026-12-10', '2026-12-17', '2026-12-24']);
  });

  it('keeps the 31st after a short month', () => {
    expect(upcomingDueDates(monthly(31), '2027-12-31', 4)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });
});
