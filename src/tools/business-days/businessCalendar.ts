/**
 * Business days: weekends, national holidays and a company's own days off (年末年始, 夏季休業 …)
 * skipped. Dates are calendar dates (YYYY-MM-DD), Japan's; no time of day, no time zone.
 */
import { addDays } from '../../lib/dates';
import type { Holiday, HolidayCalendar } from '../../lib/japaneseCalendar/holidays';

export interface DaysOffRules {
  /** Weekdays off, 0 = Sunday … 6 = Saturday. */
  weekdays: ReadonlySet<number>;
  /** National holidays off (null: not counted, or the table is not loaded). */
  holidays: HolidayCalendar | null;
  /** 年末年始: 12月29日〜1月3日 off, as government offices and most companies close. */
  yearEnd: boolean;
  /** The company's own days off. */
  ownDaysOff: ReadonlySet<string>;
}

export type DayOffReason =
  | { kind: 'weekend' }
  | { kind: 'holiday'; holiday: Holiday }
  | { kind: 'year_end' }
  | { kind: 'own' };

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Why the day is not a business day, or null for a business day. A holiday is named first. */
export function dayOffReason(date: string, rules: DaysOffRules): DayOffReason | null {
  const holiday = rules.holidays?.holidayOn(date);
  if (holiday) return { kind: 'holiday', holiday };
  if (rules.weekdays.has(weekdayOf(date))) return { kind: 'weekend' };
  if (rules.yearEnd) {
    const monthDay = date.slice(5);
    if (monthDay >= '12-29' || monthDay <= '01-03') return { kind: 'year_end' };
  }
  if (rules.ownDaysOff.has(date)) return { kind: 'own' };
  return null;
}

export function isBusinessDay(date: string, rules: DaysOffRules): boolean {
  return dayOffReason(date, rules) === null;
}

/** More than this many days off in a row means the rules leave no business day at all. */
const MAX_GAP_DAYS = 400;

/**
 * The date `count` business days after `start` (before it when negative): +1 is the first
 * business day after `start`, whatever `start` is. 0 is `start` itself. Null when the rules
 * leave no business day (every weekday off).
 */
export function addBusinessDays(start: string, count: number, rules: DaysOffRules): string | null {
  const step = count < 0 ? -1 : 1;
  let date = start;
  let left = Math.abs(count);
  let gap = 0;
  while (left > 0) {
    date = addDays(date, step);
    if (isBusinessDay(date, rules)) {
      left -= 1;
      gap = 0;
    } else if (++gap > MAX_GAP_DAYS) return null;
  }
  return date;
}

export interface DayCount {
  /** Calendar days from `from` to `to`, both included. */
  calendarDays: number;
  businessDays: number;
  weekendDays: number;
  /** Holidays that fell in the range, in order (those on a weekend too). */
  holidays: Holiday[];
  /** Holidays on a day that was not a weekend: the ones that cost a business day. */
  holidayDays: number;
  yearEndDays: number;
  ownDays: number;
}

/** The days from `from` to `to`, both included (swapped when given backwards). */
export function countBusinessDays(from: string, to: string, rules: DaysOffRules): DayCount {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const result: DayCount = {
    calendarDays: 0,
    businessDays: 0,
    weekendDays: 0,
    holidays: [],
    holidayDays: 0,
    yearEndDays: 0,
    ownDays: 0,
  };
  for (let date = first; date <= last; date = addDays(date, 1)) {
    result.calendarDays += 1;
    const holiday = rules.holidays?.holidayOn(date);
    if (holiday) result.holidays.push(holiday);
    const reason = dayOffReason(date, rules);
    if (reason === null) result.businessDays += 1;
    else if (reason.kind === 'holiday') {
      if (rules.weekdays.has(weekdayOf(date))) result.weekendDays += 1;
      else result.holidayDays += 1;
    } else if (reason.kind === 'weekend') result.weekendDays += 1;
    else if (reason.kind === 'year_end') result.yearEndDays += 1;
    else result.ownDays += 1;
  }
  return result;
}

/** The nearest business day on or before (`previous`) or on or after (`next`) the date. */
export function nearestBusinessDay(
  date: string,
  direction: 'previous' | 'next',
  rules: DaysOffRules,
): string | null {
  if (isBusinessDay(date, rules)) return date;
  return addBusinessDays(date, direction === 'previous' ? -1 : 1, rules);
}

/** What the holiday table cannot vouch for among the given dates (see HolidayCoverage). */
export interface CoverageGaps {
  /** Some date is before 1955. */
  before: boolean;
  /** The first year past the table, if some date is in it. */
  afterYear: number | null;
  /** The first year whose equinox holidays are forecasts, if some date is in it. */
  forecastYear: number | null;
}

export function coverageGaps(
  dates: readonly string[],
  firstYear: number,
  lastYear: number,
  fixedThrough: number,
): CoverageGaps {
  const years = dates.map((date) => Number(date.slice(0, 4)));
  return {
    before: years.some((year) => year < firstYear),
    afterYear: years.some((year) => year > lastYear) ? lastYear + 1 : null,
    forecastYear: years.some((year) => year > fixedThrough && year <= lastYear)
      ? fixedThrough + 1
      : null,
  };
}
