/** What the holiday table and its loader share (holidays.ts is the module to import). */
export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  /** 成人の日, 天皇誕生日 振替休日, 国民の休日 … */
  name: string;
  nameEn: string;
}

/** The years the table covers: the Cabinet Office's list starts in 1955, the data ends in 2050. */
export const HOLIDAY_FIRST_YEAR = 1955;
export const HOLIDAY_LAST_YEAR = 2050;
/**
 * The last year whose holidays the government has fixed. 春分の日 and 秋分の日 are set each
 * February for the next year (官報), so later years hold the astronomers' forecast for them.
 */
export const HOLIDAYS_FIXED_THROUGH = 2027;

export interface HolidayCalendar {
  /** The holiday on a day (YYYY-MM-DD), or null; null too for a day outside the table. */
  holidayOn(date: string): Holiday | null;
  /** Whether the table knows the day's year (false: "no data", not "no holiday"). */
  covers(date: string): boolean;
  /** The holidays from `from` to `to`, both included, in order. */
  between(from: string, to: string): Holiday[];
}
