import type { CalendarDay, CalendarSlot } from '../calendar/compactUtc.ts';
import { tokyoDateString } from '../dates.ts';
import { DAY_PART_WORDS, type OptionWhen } from './optionTime.ts';

/**
 * A decided candidate as a calendar event, the same on the poll's page and in the decision
 * mail (which the edge function sends, hence the `.ts` imports).
 */

/** An option without an end is entered in calendars as one hour long. */
export const DEFAULT_EVENT_MINUTES = 60;

/**
 * Where the decided candidate goes in a calendar: its time slot, its whole day (a date, with or
 * without a part of the day: there is no time to give), or nothing (a text candidate).
 */
export function decidedSlot(option: OptionWhen): CalendarSlot | CalendarDay | null {
  if (option.kind === 'text' || option.date_time === null) return null;
  const start = new Date(option.date_time);
  if (option.kind !== 'time') return { date: tokyoDateString(start) };
  const end = option.end_time
    ? new Date(option.end_time)
    : new Date(start.getTime() + DEFAULT_EVENT_MINUTES * 60_000);
  return { start, end };
}

/** The event's title: the poll's, with the part of the day a whole-day event stands for. */
export function decidedEventTitle(
  title: string,
  option: Pick<OptionWhen, 'kind'>,
  language: 'ja' | 'en',
): string {
  const { kind } = option;
  if (kind === 'time' || kind === 'text' || kind === 'day' || kind === 'all_day') return title;
  const word = DAY_PART_WORDS[language][kind];
  return language === 'ja' ? `${title}（${word}）` : `${title} (${word})`;
}
