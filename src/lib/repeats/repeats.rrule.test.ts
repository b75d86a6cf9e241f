import fc from 'fast-check';
import { daysInMonth, fromDayNumber, toDayNumber } from './civilDate';
import { firstDueDate, nextDueDate, upcomingDueDates } from './nextOccurrence';
import type { RepeatRule } from './repeatRule';
import { serializeRepeatRule } from './repeatText';
import {
  toInstant,
  toDate,
  rruleSeries,
  rruleNext,
  TEN_YEARS,
  ruleArbitrary,
  dateArbitrary,
} from './repeatTestArbitraries';

/**
 * The repeat rules against an independent computation: the `rrule` library (a port of
 * python-dateutil's RFC 5545 engine) reads the stored text of each rule, starts the series on
 * the due date (DTSTART) and gives its next occurrence. Dates are compared as calendar dates;
 * rrule works in UTC "floating" instants, which are midnights here.
 */

// Room for a machine shared with other work (rrule walks series day by day): no speed limit.
const ROOM = { timeout: 60_000 };

describe(
  'every due date over ten years (2024–2033) gives the same next date as rrule',
  ROOM,
  () => {
    const edgeRules: RepeatRule[] = [
      { kind: 'daily', interval: 1 },
      { kind: 'daily', interval: 7 },
      { kind: 'weekdays' },
      { kind: 'weekly', interval: 1, days: ['MO', 'WE'] },
      { kind: 'weekly', interval: 2, days: ['SA', 'SU'] },
      { kind: 'weekly', interval: 3, days: ['SU', 'TH'] },
      { kind: 'monthly', interval: 1, day: 15 },
      { kind: 'monthly', interval: 1, day: 29 },
      { kind: 'monthly', interval: 1, day: 30 },
      { kind: 'monthly', interval: 1, day: 31 },
      { kind: 'monthly', interval: 1, day: 'last' },
      { kind: 'monthly', interval: 2, day: 31 },
      { kind: 'yearly', interval: 1, month: 2, day: 29 },
      { kind: 'yearly', interval: 1, month: 12, day: 31 },
      { kind: 'yearly', interval: 3, month: 2, day: 29 },
    ];

    it.each(edgeRules.map((rule) => [serializeRepeatRule(rule), rule] as const))(
      '%s',
      (_text, rule) => {
        const differences = TEN_YEARS.filter(
          (due) => nextDueDate(rule, due, due) !== rruleNext(rule, due),
        );
        expect(differences).toEqual([]);
      },
    );
  },
);

describe('properties against rrule on generated rules and dates', ROOM, () => {
  it('the next due date is the series’ first occurrence after the due date', () => {
    fc.assert(
      fc.property(ruleArbitrary, dateArbitrary, (rule, due) => {
        expect(nextDueDate(rule, due, '2020-01-01')).toBe(rruleNext(rule, due));
      }),
      { numRuns: 2000 },
    );
  });

  it('skipping missed dates gives rrule’s first occurrence after the later of due date and tick', () => {
    fc.assert(
      // Ticked from a month early to over a year late: rrule walks every day in between.
      fc.property(
        ruleArbitrary,
        dateArbitrary,
        fc.integer({ min: -31, max: 400 }),
        (rule, due, late) => {
          const ticked = fromDayNumber(toDayNumber(due) + late);
          const later = due > ticked ? due : ticked;
          expect(nextDueDate(rule, due, ticked, { skipMissed: true })).toBe(
            toDate(rruleSeries(rule, due).after(toInstant(later), false)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('ticking again and again walks the series rrule gives from the first due date', () => {
    fc.assert(
      fc.property(ruleArbitrary, dateArbitrary, (rule, today) => {
        const series = rruleSeries(rule, today);
        const first = firstDueDate(rule, today);
        expect(first).toBe(toDate(series.after(toInstant(today), true)));
        const expected = series.all((_date, index) => index < 13).map((instant) => toDate(instant));
        // rrule's series starts on `today` only when today is one of the rule's dates (as ours).
        expect(expected[0]).toBe(first);
        expect(upcomingDueDates(rule, first, 12)).toEqual(expected.slice(1));
      }),
      { numRuns: 500 },
    );
  });

  it('the next due date is always later, and on the rule’s day', () => {
    fc.assert(
      fc.property(ruleArbitrary, dateArbitrary, (rule, due) => {
        const next = nextDueDate(rule, due, due);
        expect(next > due).toBe(true);
        const { day } = { day: Number(next.slice(8, 10)) };
        const last = daysInMonth(Number(next.slice(0, 4)), Number(next.slice(5, 7)));
        if (rule.kind === 'monthly')
          expect(day).toBe(rule.day === 'last' ? last : Math.min(rule.day, last));
        if (rule.kind === 'weekdays')
          expect(new Date(`${next}T00:00:00Z`).getUTCDay() % 6).not.toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
});
