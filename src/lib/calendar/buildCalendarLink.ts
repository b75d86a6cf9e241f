import {
  nextDate,
  toCompactDate,
  toCompactUtc,
  type CalendarDay,
  type CalendarSlot,
} from './compactUtc.ts';

export const GOOGLE_CALENDAR_URL = 'https://calendar.google.com/calendar/render';
/** Long details make URLs some browsers and mailers cut; the calendar entry needs the gist. */
export const MAX_DETAILS_LENGTH = 1500;

export interface CalendarEvent {
  title: string;
  /** A time slot, or a whole day (an all-day event, whatever the reader's zone). */
  slot: CalendarSlot | CalendarDay | undefined;
  details: string;
  location: string;
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A Google Calendar "add event" link (action=TEMPLATE) with the times in compact UTC form, or a
 * whole day as 20261208/20261209 (dates only, the end exclusive, as Google's own all-day links).
 * Built only when there is both a title and a time; null otherwise.
 */
export function buildCalendarLink(event: CalendarEvent): string | null {
  const title = event.title.trim();
  if (title === '' || !event.slot) return null;
  const slot = event.slot;
  const dates =
    'date' in slot
      ? `${toCompactDate(slot.date)}/${toCompactDate(nextDate(slot.date))}`
      : `${toCompactUtc(slot.start)}/${toCompactUtc(slot.end)}`;
  const params = [
    ['action', 'TEMPLATE'],
    ['text', title],
    // Left unencoded: only digits, T, Z and the slash Google's own links use.
    ['dates', dates],
    ['details', truncate(event.details.trim(), MAX_DETAILS_LENGTH)],
    ['location', event.location.trim()],
  ] as const;
  const query = params
    .map(([key, value]) => `${key}=${key === 'dates' ? value : encodeURIComponent(value)}`)
    .join('&');
  return `${GOOGLE_CALENDAR_URL}?${query}`;
}
