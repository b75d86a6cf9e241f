import type { IcsEvent } from '../calendar/buildIcs.ts';
import type { CalendarDay, CalendarSlot } from '../calendar/compactUtc.ts';
import { tokyoDateString } from '../dates.ts';
import { DAY_PART_WORDS, optionNote, type OptionWhen } from './optionTime.ts';

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

/**
 * The calendar UID of a poll's decided date: one per poll, so that a changed decision (a higher
 * SEQUENCE, or the next fetch of the calendar feed) replaces the event rather than adding one.
 */
export const decidedPollUid = (pollId: string) => `${pollId}@office-toolbox`;

export interface DecidedPollEventInput {
  pollId: string;
  title: string;
  description: string | null;
  option: OptionWhen;
  /** The poll's page, written after the description. */
  pollUrl: string;
  language: 'ja' | 'en';
  sequence?: number;
}

/**
 * The decided date as one CONFIRMED calendar event, as the decision mail's file and the calendar
 * feed both write it; null for a text candidate, which is no date.
 */
export function decidedPollEvent(poll: DecidedPollEventInput): IcsEvent | null {
  const slot = decidedSlot(poll.option);
  if (!slot) return null;
  return {
    uid: decidedPollUid(poll.pollId),
    ...slot,
    summary: decidedEventTitle(poll.title, poll.option, poll.language),
    description: [poll.description?.trim(), poll.pollUrl].filter(Boolean).join('\n\n'),
    location: optionNote(poll.option) ?? '',
    status: 'CONFIRMED',
    sequence: poll.sequence,
  };
}
