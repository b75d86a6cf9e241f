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
