/**
 * Japan's national holidays (国民の祝日, 振替休日 and 国民の休日), loaded on demand: the table is
 * about 14 KB compressed and only the pages that show dates load it (never the home page).
 */
import {
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  HOLIDAYS_FIXED_THROUGH,
  type HolidayCalendar,
} from './holidayTypes';

export {
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  HOLIDAYS_FIXED_THROUGH,
  type Holiday,
  type HolidayCalendar,
} from './holidayTypes';

export type HolidayCoverage = 'covered' | 'forecast' | 'before_data' | 'after_data';

/** How far the table can be trusted for a day's year. */
export function holidayCoverage(date: string): HolidayCoverage {
  const year = Number(date.slice(0, 4));
  if (year < HOLIDAY_FIRST_YEAR) return 'before_data';
  if (year > HOLIDAY_LAST_YEAR) return 'after_data';
  return year > HOLIDAYS_FIXED_THROUGH ? 'forecast' : 'covered';
}

let loading: Promise<HolidayCalendar> | null = null;

/** The holiday table, loaded once. */
export function loadHolidayCalendar(): Promise<HolidayCalendar> {
  loading ??= import('./holidayTable').then((module) => module.holidayCalendar);
  return loading;
}
