/** A start and an end instant: one slot in a calendar. */
export interface CalendarSlot {
  start: Date;
  end: Date;
}

/** 20251203T050000Z: the UTC form iCalendar and Google Calendar links use (seconds kept). */
export function toCompactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** A whole day in a calendar: its date (YYYY-MM-DD), wherever the reader is. */
export interface CalendarDay {
  date: string;
}

/** 20261208: the DATE form of iCalendar (RFC 5545 §3.3.4) and of Google's all-day links. */
export function toCompactDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return date.replace(/-/g, '');
}

/** The day after a YYYY-MM-DD date: the exclusive end of a one-day event. */
export function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
