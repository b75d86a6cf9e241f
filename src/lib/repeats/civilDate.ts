/**
 * Calendar dates (YYYY-MM-DD, no time, no zone) as whole day numbers, for the repeat rules.
 * A due date is a date on the wall calendar in Japan; counting days in UTC never meets a
 * daylight-saving jump, so the arithmetic is exact.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The seven days as iCalendar writes them, Monday first (weeks start on Monday, as in ISO 8601). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A real date of the Gregorian calendar between the years 1000 and 9999 (2025-02-29 is not). */
export function isCivilDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 (negative before it). */
export function toDayNumber(date: string): number {
  if (!isCivilDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    MS_PER_DAY
  );
}

export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function dayNumberOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** 28 to 31; February has 29 days in leap years (every 4th year, not centuries unless ÷400). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday). */
export function weekdayIndex(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

export function yearMonthDay(dayNumber: number): { year: number; month: number; day: number } {
  const date = new Date(dayNumber * MS_PER_DAY);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}
