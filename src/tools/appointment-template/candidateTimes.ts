import type { Holiday } from '../../lib/japaneseCalendar/holidays';
import { toCompactUtc, type CalendarSlot } from '../../lib/calendar/compactUtc';
import { tokyoWallTimeToDate } from '../../lib/dates';
import type { Language } from '../../lib/i18n/types';

/** A candidate slot as two instants; the input's wall clock is Japan time (+09:00). */
export type CandidateSlot = CalendarSlot;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Reads a datetime-local value (`YYYY-MM-DDTHH:mm`, seconds tolerated) as Japan time.
 * Returns null for a blank or impossible value (2025-02-30, 25:00...).
 */
export function parseTokyoWallTime(value: string): Date | null {
  const trimmed = value.trim().replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):\d{2}(\.\d+)?$/, '$1');
  const match = WALL_TIME.exec(trimmed);
  if (!match) return null;
  const instant = tokyoWallTimeToDate(trimmed.slice(0, 10), trimmed.slice(11, 16));
  if (Number.isNaN(instant.getTime())) return null;
  // Date rolls 2025-02-30 over to March; a value that does not survive the round trip is wrong.
  return tokyoWallClock(instant).slice(0, 5).join() === match.slice(1, 6).map(Number).join()
    ? instant
    : null;
}

/** [year, month, day, hour, minute, weekday (0 = Sunday)] of an instant, in Japan time. */
export function tokyoWallClock(instant: Date): [number, number, number, number, number, number] {
  const wall = new Date(instant.getTime() + TOKYO_OFFSET_MS);
  return [
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCDay(),
  ];
}

/** The filled candidates as slots of the given length, blanks and invalid values skipped. */
export function candidateSlots(
  values: readonly string[],
  durationMinutes: number,
): CandidateSlot[] {
  return values.flatMap((value) => {
    const start = parseTokyoWallTime(value);
    return start ? [{ start, end: new Date(start.getTime() + durationMinutes * 60_000) }] : [];
  });
}

const JA_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** 1月11日(月・祝) on a national holiday, as Japanese business mail writes it. */
function jaDate(
  [year, month, day, , , weekday]: number[],
  withYear: boolean,
  isHoliday: boolean,
): string {
  const dayName = `${JA_WEEKDAYS[weekday ?? 0]}${isHoliday ? '・祝' : ''}`;
  return `${withYear ? `${year}年` : ''}${month}月${day}日(${dayName})`;
}

/** Mon, Jan 11 (Coming of Age Day, a holiday in Japan). */
function enDate(
  [year, month, day, , , weekday]: number[],
  withYear: boolean,
  holiday: Holiday | null,
): string {
  const date = `${EN_WEEKDAYS[weekday ?? 0]}, ${EN_MONTHS[(month ?? 1) - 1]} ${day}${withYear ? `, ${year}` : ''}`;
  return holiday ? `${date} (${holiday.nameEn}, a holiday in Japan)` : date;
}

function enTime([, , , hour = 0, minute = 0]: number[]): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A slot as people write it: 12月3日(水) 14:00〜15:00, or Wed, Dec 3, 2:00 PM – 3:00 PM.
 * The year is shown only when it is not the current one; a slot past midnight names both days.
 */
export function formatSlot(
  slot: CandidateSlot,
  language: Language,
  now: Date = new Date(),
  holidayOn: (date: string) => Holiday | null = () => null,
): string {
  const start = tokyoWallClock(slot.start);
  const end = tokyoWallClock(slot.end);
  const withYear = start[0] !== tokyoWallClock(now)[0];
  const sameDay = start.slice(0, 3).join() === end.slice(0, 3).join();
  const holiday = (wall: number[]) =>
    holidayOn(`${wall[0]}-${pad(wall[1] ?? 1)}-${pad(wall[2] ?? 1)}`);
  if (language === 'ja') {
    const time = (wall: number[]) => `${wall[3] ?? 0}:${pad(wall[4] ?? 0)}`;
    const date = (wall: number[], year: boolean) => jaDate(wall, year, holiday(wall) !== null);
    const endText = sameDay ? time(end) : `${date(end, end[0] !== start[0])} ${time(end)}`;
    return `${date(start, withYear)} ${time(start)}〜${endText}`;
  }
  const date = (wall: number[], year: boolean) => enDate(wall, year, holiday(wall));
  const endText = sameDay ? enTime(end) : `${date(end, end[0] !== start[0])}, ${enTime(end)}`;
  return `${date(start, withYear)}, ${enTime(start)} – ${endText}`;
}

/** A length of time in words: 1時間30分, 1 hour 30 minutes. */
export function formatDuration(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (language === 'ja') {
    return `${hours > 0 ? `${hours}時間` : ''}${rest > 0 || hours === 0 ? `${rest}分` : ''}`;
  }
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

export { toCompactUtc };
