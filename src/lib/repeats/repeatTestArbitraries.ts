import fc from 'fast-check';
import { RRule } from 'rrule';
import { daysInMonth, fromDayNumber, toDayNumber, WEEKDAYS } from './civilDate';
import type { RepeatRule } from './repeatRule';
import { serializeRepeatRule } from './repeatText';

/**
 * For tests only (nothing in the site imports it): generated repeat rules and dates, and the
 * independent computation they are checked against — the `rrule` library (a port of
 * python-dateutil's RFC 5545 engine) reads the stored text of each rule, starts the series on
 * the due date (DTSTART) and gives its next occurrence. Dates are compared as calendar dates;
 * rrule works in UTC "floating" instants, which are midnights here. Used by the rules' unit
 * tests and by the database's own computation's test (tests/todo-next-due.test.ts).
 */

export const toInstant = (date: string) => new Date(`${date}T00:00:00Z`);
export const toDate = (instant: Date | null) => instant?.toISOString().slice(0, 10) ?? null;

export function rruleSeries(rule: RepeatRule, start: string) {
  return new RRule({ ...RRule.parseString(serializeRepeatRule(rule)), dtstart: toInstant(start) });
}

/** rrule's first occurrence after `due` in the series that starts on `due`. */
export const rruleNext = (rule: RepeatRule, due: string) =>
  toDate(rruleSeries(rule, due).after(toInstant(due), false));

export const FIRST_DAY = toDayNumber('2024-01-01');
export const LAST_DAY = toDayNumber('2033-12-31');
export const TEN_YEARS = Array.from({ length: LAST_DAY - FIRST_DAY + 1 }, (_, i) =>
  fromDayNumber(FIRST_DAY + i),
);

const interval = fc.oneof(
  fc.constant(1),
  fc.integer({ min: 2, max: 4 }),
  fc.integer({ min: 1, max: 99 }),
);
const monthDay = fc.oneof(fc.integer({ min: 28, max: 31 }), fc.integer({ min: 1, max: 31 }));
export const ruleArbitrary: fc.Arbitrary<RepeatRule> = fc.oneof(
  fc.record({ kind: fc.constant('daily' as const), interval }),
  fc.constant({ kind: 'weekdays' as const }),
  fc.record({
    kind: fc.constant('weekly' as const),
    interval,
    days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('monthly' as const),
    interval,
    day: fc.oneof(monthDay, fc.constant('last' as const)),
  }),
  fc.oneof(fc.constant(2), fc.integer({ min: 1, max: 12 })).chain((month) =>
    fc.record({
      kind: fc.constant('yearly' as const),
      interval,
      month: fc.constant(month),
      day:
        month === 2
          ? fc.oneof(fc.constant(29), fc.integer({ min: 1, max: 29 }))
          : fc.integer({ min: 1, max: daysInMonth(2000, month) }),
    }),
  ),
);

/** Any day of the ten years, with month ends and the days around 29 February drawn often. */
export const dateArbitrary = fc.oneof(
  fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(fromDayNumber),
  fc
    .record({
      year: fc.integer({ min: 2024, max: 2033 }),
      month: fc.integer({ min: 1, max: 12 }),
      back: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ year, month, back }) => {
      const last = daysInMonth(year, month);
      return `${year}-${String(month).padStart(2, '0')}-${String(last - back).padStart(2, '0')}`;
    }),
);
