/**
 * Whether a date's written weekday is its real one, by one rule for the whole site (the poll
 * parser's): a date without a year is its next occurrence in Japan, today included, and its
 * weekday must be that day's. 「12月3日(水)」 typed in 2026 is a Thursday: a mismatch.
 *
 * The poll's candidate lines (src/tools/schedule-share/parseOptionLines.ts) read one date per
 * line; the mail tools check every date in a free text (findWeekdayMismatches).
 */

import { EN_MONTH_NAMES } from './monthNames.ts';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const JA_WEEKDAYS = '日月火水木金土';
/** Three-letter lower-case names, as dates in English text are matched against them. */
export const EN_WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
export const EN_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

export interface CalendarDate {
  year?: number;
  month: number;
  day: number;
}

/** The calendar date in Japan of an instant. */
export function tokyoDate(now: Date): Required<CalendarDate> {
  const shifted = new Date(now.getTime() + JST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The year of the next occurrence of month/day in Japan, today counting; null if none. */
export function nextOccurrenceYear(month: number, day: number, now: Date): number | null {
  const today = tokyoDate(now);
  const startYear =
    month < today.month || (month === today.month && day < today.day) ? today.year + 1 : today.year;
  // A 29 February may be up to eight years away (2096 to 2104).
  for (let year = startYear; year <= startYear + 8; year += 1) {
    if (isRealDate(year, month, day)) return year;
  }
  return null;
}

/** 0 = Sunday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The rule itself: the date's real weekday when `written` (0 = Sunday) is not it, null when it
 * is; 'bad_date' when the date does not exist (2月30日) in its year.
 */
export function weekdayMismatch(
  date: CalendarDate,
  written: number,
  now: Date,
): { year: number; actual: number } | null | 'bad_date' {
  const year = date.year ?? nextOccurrenceYear(date.month, date.day, now);
  if (year === null || !isRealDate(year, date.month, date.day)) return 'bad_date';
  const actual = weekdayOf(year, date.month, date.day);
  return actual === written ? null : { year, actual };
}

export interface WeekdayProblem {
  /** The date as it stands in the text (12月3日(水)). */
  text: string;
  year: number;
  month: number;
  day: number;
  written: number;
  actual: number;
}

const JA_DATE =
  /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*[(（]\s*([日月火水木金土])(?:曜日?)?\s*[)）]/gu;
const SLASH_DATE =
  /(?<![\d/])(?:(\d{4})\/)?(\d{1,2})\/(\d{1,2})\s*[(（]\s*([日月火水木金土])(?:曜日?)?\s*[)）]/gu;
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
const WEEKDAY = '(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*\\.?';
/** Thursday, December 3 (2026) / Thu, Dec 3 / Thursday 3 December. */
const EN_WEEKDAY_FIRST = new RegExp(
  `\\b${WEEKDAY},?\\s+(?:${MONTH}\\s+(\\d{1,2})|(\\d{1,2})\\s+${MONTH})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`,
  'giu',
);
/** December 3 (Thu) / Dec 3, 2026 (Thursday). */
const EN_WEEKDAY_AFTER = new RegExp(
  `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\s*\\(${WEEKDAY}\\)`,
  'giu',
);

const monthOf = (name: string) => EN_MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const weekdayIndex = (name: string) => EN_WEEKDAYS.indexOf(name.slice(0, 3).toLowerCase());

/**
 * Every date in a text whose written weekday is not its own (Japanese 12月3日(水), 12/3（水）,
 * 2026年12月3日（水曜日）; English Thu, Dec 3 / December 3 (Thu)), by weekdayMismatch's rule.
 * Full-width digits count (NFKC); dates that do not exist are left to other checks.
 */
export function findWeekdayMismatches(text: string, now: Date): WeekdayProblem[] {
  const found: WeekdayProblem[] = [];
  const check = (source: string, date: CalendarDate, written: number) => {
    if (written < 0 || date.month < 1) return;
    const result = weekdayMismatch(date, written, now);
    if (result === null || result === 'bad_date') return;
    found.push({
      text: source,
      year: result.year,
      month: date.month,
      day: date.day,
      written,
      actual: result.actual,
    });
  };
  // Full-width digits read as ASCII, one character for one, so indexes stay the text's.
  const normalised = text.replace(/[０-９]/gu, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
  for (const pattern of [JA_DATE, SLASH_DATE]) {
    for (const m of normalised.matchAll(pattern)) {
      const year = m[1] ? Number(m[1]) : undefined;
      check(
        text.slice(m.index, m.index + m[0].length),
        { year, month: Number(m[2]), day: Number(m[3]) },
        JA_WEEKDAYS.indexOf(m[4] ?? ''),
      );
    }
  }
  for (const m of normalised.matchAll(EN_WEEKDAY_FIRST)) {
    const month = monthOf(m[2] ?? m[5] ?? '');
    const day = Number(m[3] ?? m[4]);
    const year = m[6] ? Number(m[6]) : undefined;
    check(
      text.slice(m.index, m.index + m[0].length),
      { year, month, day },
      weekdayIndex(m[1] ?? ''),
    );
  }
  for (const m of normalised.matchAll(EN_WEEKDAY_AFTER)) {
    const year = m[3] ? Number(m[3]) : undefined;
    check(
      text.slice(m.index, m.index + m[0].length),
      { year, month: monthOf(m[1] ?? ''), day: Number(m[2]) },
      weekdayIndex(m[4] ?? ''),
    );
  }
  return found;
}

/** 12月3日(木) — a date with its weekday as the mail tools write it (no year). */
export function formatJapaneseDate(date: Required<CalendarDate>): string {
  return `${date.month}月${date.day}日（${JA_WEEKDAYS[weekdayOf(date.year, date.month, date.day)]}）`;
}

export const EN_WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
export { EN_MONTH_NAMES };

/** Thursday, December 3 — the English form of the same date. */
export function formatEnglishDate(date: Required<CalendarDate>): string {
  const weekday = EN_WEEKDAY_NAMES[weekdayOf(date.year, date.month, date.day)];
  return `${weekday}, ${EN_MONTH_NAMES[date.month - 1]} ${date.day}`;
}

/**
 * The date `days` after today in Japan, moved forward to the next weekday (Monday to Friday)
 * when it falls on a weekend: for examples that must read right whenever they are shown.
 */
export function businessDayFromToday(now: Date, days: number): Required<CalendarDate> {
  const today = tokyoDate(now);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
