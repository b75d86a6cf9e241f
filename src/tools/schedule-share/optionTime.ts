import { TOKYO_TIME_ZONE, tokyoDateString, tokyoWallTimeToDate } from '../../lib/dates';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A date and time typed by the owner, read as Japan time (+09:00); null when incomplete. */
export function optionInstant(date: string, time: string): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const instant = tokyoWallTimeToDate(date, time);
  // Rejects impossible dates such as 2025-02-30, which Date would roll into March.
  if (Number.isNaN(instant.getTime()) || tokyoDateString(instant) !== date) return null;
  return instant;
}

/** 12月3日(水) 14:00 in Japanese, Wed, Dec 3, 14:00 in English; always Tokyo time. */
export function formatOptionTime(dateTime: string, language: 'ja' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: TOKYO_TIME_ZONE,
    month: language === 'ja' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(dateTime));
}

export function sortByTime<T extends { date_time: string }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => Date.parse(a.date_time) - Date.parse(b.date_time));
}

/** The end's clock time only (14:00), Tokyo time. */
function formatClock(dateTime: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TOKYO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(dateTime));
}

/**
 * An option with its end: 12月1日(火) 14:00〜15:30, or Tue, Dec 1, 14:00–15:30. An end on
 * another day is written in full.
 */
export function formatOptionSlot(
  option: { date_time: string; end_time?: string | null },
  language: 'ja' | 'en',
): string {
  const start = formatOptionTime(option.date_time, language);
  if (!option.end_time) return start;
  const sameDay =
    tokyoDateString(new Date(option.date_time)) === tokyoDateString(new Date(option.end_time));
  const end = sameDay ? formatClock(option.end_time) : formatOptionTime(option.end_time, language);
  return `${start}${language === 'ja' ? '〜' : '–'}${end}`;
}
