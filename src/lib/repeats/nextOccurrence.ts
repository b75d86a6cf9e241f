import {
  dayNumberOf,
  daysInMonth,
  fromDayNumber,
  toDayNumber,
  weekdayIndex,
  WEEKDAYS,
  yearMonthDay,
} from './civilDate.ts';
import { checkRepeatRule, type RepeatRule } from './repeatRule.ts';

/**
 * When a repeating task comes back, as Microsoft To Do does it:
 *
 * - Ticking a repeating task completes it and creates the next one, due on the rule's first
 *   date after the ticked task's due date — counted from the due date, not from the day it was
 *   ticked (To Do's repeats are Exchange task recurrences, which count from the due date). A task
 *   ticked early or late keeps its rhythm: a 毎週 月 task due Monday and done on Wednesday comes
 *   back the next Monday; one due three weeks ago comes back two weeks ago, still overdue.
 *   `skipMissed` instead skips to the first date after the tick, on the same rhythm.
 * - To Do gives a task a due date as soon as a repeat is set (today, or the rule's first day
 *   from today): `firstDueDate`. A repeating task should therefore always have one. If one has
 *   none all the same (its date was cleared), ticking it counts from the day it was ticked.
 * - Every 2 weeks / 3 months / 2 years counts from the due date's week / month / year, so that
 *   ticking keeps the series an RFC 5545 recurrence with the due date as its DTSTART would give
 *   (the unit tests check this against the `rrule` library).
 *
 * Dates are YYYY-MM-DD calendar dates in Japan; the caller says which day "today" is there.
 */

export interface NextDueOptions {
  /**
   * Skip the dates the task missed: the next date is the series' first one after the day it was
   * ticked, still on the series' rhythm (a 毎週 月 task due three Mondays ago and ticked on a
   * Wednesday comes back next Monday). Not To Do's way, but what users of task apps ask for
   * (Tasks.org's "repeat from completion", Obsidian Tasks' "when done"); off by default.
   */
  skipMissed?: boolean;
}

/** The next task's due date when the task due on `due` (or with no due date) is ticked. */
export function nextDueDate(
  rule: RepeatRule,
  due: string | null,
  tickedOn: string,
  { skipMissed = false }: NextDueOptions = {},
): string {
  const anchor = toDayNumber(due ?? tickedOn);
  const after = skipMissed ? Math.max(anchor, toDayNumber(tickedOn)) : anchor;
  return fromDayNumber(firstOnOrAfter(rule, anchor, after + 1));
}

/** The due date a repeat gives a task that has none: the rule's first date from today on. */
export function firstDueDate(rule: RepeatRule, today: string): string {
  const day = toDayNumber(today);
  return fromDayNumber(firstOnOrAfter(rule, day, day));
}

/** The due dates the next `count` ticks would create, for a preview beside the rule. */
export function upcomingDueDates(rule: RepeatRule, due: string, count: number): string[] {
  const dates: string[] = [];
  let current = due;
  for (let i = 0; i < count; i += 1) {
    current = nextDueDate(rule, current, current);
    dates.push(current);
  }
  return dates;
}

/** The first date on or after `from` of the series that starts on `anchor` (anchor ≤ from). */
function firstOnOrAfter(rule: RepeatRule, anchor: number, from: number): number {
  const problem = checkRepeatRule(rule);
  if (problem) throw new RangeError(`not a repeat rule: ${problem.code}`);
  switch (rule.kind) {
    case 'daily': {
      const steps = Math.ceil((from - anchor) / rule.interval);
      return anchor + steps * rule.interval;
    }
    case 'weekdays': {
      let day = from;
      while (weekdayIndex(day) > 4) day += 1;
      return day;
    }
    case 'weekly': {
      const chosen = new Set(rule.days.map((day) => WEEKDAYS.indexOf(day)));
      const weekOf = (day: number) => day - weekdayIndex(day);
      const firstWeek = weekOf(anchor);
      let day = from;
      for (;;) {
        const weeks = (weekOf(day) - firstWeek) / 7;
        const offWeeks = weeks % rule.interval;
        if (offWeeks !== 0) {
          // Jump to the Monday of the next week of the series.
          day = weekOf(day) + (rule.interval - offWeeks) * 7;
          continue;
        }
        if (chosen.has(weekdayIndex(day))) return day;
        day += 1;
      }
    }
    case 'monthly': {
      const start = yearMonthDay(anchor);
      const first = yearMonthDay(from);
      const firstMonth = start.year * 12 + start.month - 1;
      let month = first.year * 12 + first.month - 1;
      month += (rule.interval - ((month - firstMonth) % rule.interval)) % rule.interval;
      for (;;) {
        const year = Math.floor(month / 12);
        const monthOfYear = (month % 12) + 1;
        const last = daysInMonth(year, monthOfYear);
        const day = dayNumberOf(
          year,
          monthOfYear,
          rule.day === 'last' ? last : Math.min(rule.day, last),
        );
        if (day >= from) return day;
        month += rule.interval;
      }
    }
    case 'yearly': {
      const firstYear = yearMonthDay(anchor).year;
      let year = yearMonthDay(from).year;
      year += (rule.interval - ((year - firstYear) % rule.interval)) % rule.interval;
      for (;;) {
        const day = dayNumberOf(
          year,
          rule.month,
          Math.min(rule.day, daysInMonth(year, rule.month)),
        );
        if (day >= from) return day;
        year += rule.interval;
      }
    }
  }
}
