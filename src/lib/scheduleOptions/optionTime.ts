import {
  formatTokyoDateTime,
  TOKYO_TIME_ZONE,
  tokyoDateString,
  tokyoWallTimeToDate,
} from '../dates.ts';

/**
 * What a candidate is: a start time (with an optional end), a date with or without a part of
 * the day, or text alone (the `kind` column of schedule_options).
 */
export const OPTION_KINDS = [
  'time',
  'day',
  'all_day',
  'morning',
  'afternoon',
  'evening',
  'text',
] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];
export type DatedKind = Exclude<OptionKind, 'time' | 'text'>;

/** The fields of a candidate that say when it is. */
export interface OptionWhen {
  kind: OptionKind;
  date_time: string | null;
  end_time?: string | null;
  label?: string | null;
}

type Language = 'ja' | 'en';

const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A date and time typed by the owner, read as Japan time (+09:00); null when incomplete. */
export function optionInstant(date: string, time: string): Date | null {
  if (!DATE_TIME_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const instant = tokyoWallTimeToDate(date, time);
  // Rejects impossible dates such as 2025-02-30, which Date would roll into March.
  if (Number.isNaN(instant.getTime()) || tokyoDateString(instant) !== date) return null;
  return instant;
}

/** The words for a part of the day, after the date: 12月7日(月) 午後 / Mon, Dec 7, afternoon. */
export const DAY_PART_WORDS: Record<Language, Record<DatedKind, string>> = {
  ja: { day: '', all_day: '終日', morning: '午前', afternoon: '午後', evening: '夜' },
  en: {
    day: '',
    all_day: 'all day',
    morning: 'morning',
    afternoon: 'afternoon',
    evening: 'evening',
  },
};

const locale = (language: Language) => (language === 'ja' ? 'ja-JP' : 'en-US');

/** With the year (2026年12月3日(水)) where a text is kept for later, such as a mail. */
interface YearOption {
  withYear?: boolean;
}

/** 12月3日(水) / Wed, Dec 3 in the given zone. */
function formatDate(
  instant: Date,
  language: Language,
  timeZone: string,
  { withYear = false }: YearOption = {},
): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone,
    ...(withYear ? { year: 'numeric' } : {}),
    month: language === 'ja' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(instant);
}

/** 14:00: one clock style in both languages (24-hour), as on the deadline. */
function formatClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** 14:00 of an instant in Japan (what an <input type="time"> holds). */
export const tokyoClock = (value: string) => formatClock(new Date(value), TOKYO_TIME_ZONE);

const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);

/** 12月3日(水) 14:00 in Japanese, Wed, Dec 3, 14:00 in English; Tokyo time unless told. */
export function formatOptionTime(
  dateTime: string,
  language: Language,
  timeZone = TOKYO_TIME_ZONE,
  year: YearOption = {},
): string {
  const instant = new Date(dateTime);
  const separator = language === 'ja' ? ' ' : ', ';
  return `${formatDate(instant, language, timeZone, year)}${separator}${formatClock(instant, timeZone)}`;
}

/**
 * A timed candidate with its end: 12月1日(火) 14:00〜15:30. An end on the next day is 翌01:00
 * (01:00 (next day)), or 24:00 when it is midnight; an end further away is written in full.
 */
function formatTimeSlot(
  start: string,
  end: string | null | undefined,
  language: Language,
  timeZone: string,
  year: YearOption = {},
): string {
  const from = formatOptionTime(start, language, timeZone, year);
  if (!end) return from;
  const dash = language === 'ja' ? '〜' : '–';
  const startDay = dayIn(new Date(start), timeZone);
  const endInstant = new Date(end);
  const endDay = dayIn(endInstant, timeZone);
  if (startDay === endDay) return `${from}${dash}${formatClock(endInstant, timeZone)}`;
  const nextDay = dayIn(new Date(Date.parse(`${startDay}T12:00:00Z`) + 86_400_000), 'UTC');
  if (endDay === nextDay) {
    const clock = formatClock(endInstant, timeZone);
    if (clock === '00:00') return `${from}${dash}24:00`;
    return language === 'ja' ? `${from}${dash}翌${clock}` : `${from}${dash}${clock} (next day)`;
  }
  return `${from}${dash}${formatOptionTime(end, language, timeZone, year)}`;
}

/** A dated candidate: 12月7日(月) 午後, Mon, Dec 7, all day, or the date alone. */
function formatDatedSlot(
  kind: DatedKind,
  dateTime: string,
  language: Language,
  year: YearOption,
): string {
  const date = formatDate(new Date(dateTime), language, TOKYO_TIME_ZONE, year);
  const word = DAY_PART_WORDS[language][kind];
  if (word === '') return date;
  return language === 'ja' ? `${date} ${word}` : `${date}, ${word}`;
}

/**
 * When a candidate is, as shown everywhere: the times in Japan (see `withTokyoZone` for the
 * label), the date and part of the day, or a text candidate's own text.
 */
export function formatOptionSlot(
  option: OptionWhen,
  language: Language,
  year: YearOption = {},
): string {
  if (option.kind === 'text' || option.date_time === null) return option.label ?? '';
  if (option.kind === 'time')
    return formatTimeSlot(option.date_time, option.end_time, language, TOKYO_TIME_ZONE, year);
  return formatDatedSlot(option.kind, option.date_time, language, year);
}

/** The note shown beside a candidate; a text candidate's label is the candidate itself. */
export function optionNote(option: OptionWhen): string | null {
  return option.kind === 'text' ? null : option.label || null;
}

/** Only clock times depend on where one is: dates and text read the same everywhere. */
export const hasClockTime = (option: OptionWhen) =>
  option.kind === 'time' && option.date_time !== null;

/**
 * The hours in Japan a part of the day stands for, to give a visitor elsewhere their own time:
 * 午前 9:00–12:00, 午後 12:00–18:00, 夜 18:00–22:00, 終日 the whole day. (A date alone names a
 * day, not hours, and reads the same everywhere.)
 */
export const DAY_PART_HOURS: Partial<Record<DatedKind, readonly [number, number]>> = {
  all_day: [0, 24],
  morning: [9, 12],
  afternoon: [12, 18],
  evening: [18, 22],
};

/** The span of a candidate in time: its clock times, or the hours its part of the day stands for. */
function spanOf(option: OptionWhen): { start: string; end: string | null } | null {
  if (option.date_time === null) return null;
  if (option.kind === 'time') return { start: option.date_time, end: option.end_time ?? null };
  const hours = option.kind === 'text' ? undefined : DAY_PART_HOURS[option.kind];
  if (!hours) return null;
  // A dated candidate's date_time is midnight of its day in Japan.
  const midnight = Date.parse(option.date_time);
  const at = (hour: number) => new Date(midnight + hour * 3_600_000).toISOString();
  return { start: at(hours[0]), end: at(hours[1]) };
}

/** Whether a candidate is at hours in Japan (timed, or 午前/午後/夜/終日): it carries 日本時間. */
export const carriesZone = (option: OptionWhen) => spanOf(option) !== null;

/** 日本時間 / JST after a time. */
export const tokyoZoneLabel = (language: Language) => (language === 'ja' ? '日本時間' : 'JST');

/**
 * The same slot in the visitor's zone with the zone's short name (Mon, Nov 30, 21:00–22:00
 * PST; for 午後, the hours it stands for: Sun, Dec 6, 19:00–01:00 (next day) PST), or null when
 * it reads the same as in Japan (the visitor is in Japan, or in a zone with the same offset
 * that day) or the candidate names no hours (a date alone, text).
 */
export function localSlot(option: OptionWhen, language: Language, timeZone: string): string | null {
  const span = spanOf(option);
  if (!span) return null;
  const tokyo = formatTimeSlot(span.start, span.end, language, TOKYO_TIME_ZONE);
  const local = formatTimeSlot(span.start, span.end, language, timeZone);
  if (local === tokyo) return null;
  return `${local} ${zoneName(span.start, language, timeZone)}`;
}

/** GMT-8 / PST: the zone's short name at that instant. */
function zoneName(dateTime: string, language: Language, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale(language), {
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(new Date(dateTime));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * The two lines of a candidate's column in the answer table: 12/1(火) over 14:00〜15:00 (or
 * over 午後); a text candidate's text stands alone.
 */
export function optionHeading(option: OptionWhen, language: Language) {
  if (option.kind === 'text' || option.date_time === null)
    return { date: '', detail: option.label ?? '' };
  const date = new Intl.DateTimeFormat(locale(language), {
    timeZone: TOKYO_TIME_ZONE,
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(option.date_time));
  if (option.kind !== 'time') return { date, detail: DAY_PART_WORDS[language][option.kind] };
  const slot = formatTimeSlot(option.date_time, option.end_time, language, TOKYO_TIME_ZONE);
  const prefix = formatOptionTime(option.date_time, language);
  return {
    date,
    detail: formatClock(new Date(option.date_time), TOKYO_TIME_ZONE) + slot.slice(prefix.length),
  };
}

/** A deadline or any other instant with its year: 2026年12月1日 18:00 / Dec 1, 2026, 18:00. */
export function formatPollDateTime(value: string, language: Language): string {
  return formatTokyoDateTime(value, language, { hourCycle: 'h23' });
}

/** Minutes into the day a part of the day stands for, so that 午前 sorts before 14:00. */
const SORT_MINUTES: Record<DatedKind, number> = {
  day: 0,
  all_day: 0,
  morning: 9 * 60,
  afternoon: 13 * 60,
  evening: 18 * 60,
};

function sortInstant(option: OptionWhen): number {
  if (option.date_time === null) return Number.POSITIVE_INFINITY;
  const start = Date.parse(option.date_time);
  if (option.kind === 'time' || option.kind === 'text') return start;
  return start + SORT_MINUTES[option.kind] * 60_000;
}

/** By when they are; text candidates last, in the order given (the sort is stable). */
export function compareOptions(a: OptionWhen, b: OptionWhen): number {
  const left = sortInstant(a);
  const right = sortInstant(b);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

export function sortByTime<T extends OptionWhen>(options: readonly T[]): T[] {
  return [...options].sort(compareOptions);
}
