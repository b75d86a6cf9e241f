import { nextDate, toCompactDate, toCompactUtc } from './compactUtc.ts';

/**
 * One event of an iCalendar file: either from `start` to `end` (instants, written in UTC, …Z),
 * or a whole day, `date` (YYYY-MM-DD), written as VALUE=DATE so that it stays on that date in
 * every time zone.
 */
export type IcsEvent = IcsEventFields & ({ start: Date; end: Date } | { date: string });

interface IcsEventFields {
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** TENTATIVE (the default) for a proposal, CONFIRMED for a date that has been decided. */
  status?: 'TENTATIVE' | 'CONFIRMED';
  /**
   * RFC 5545 §3.8.7.4: the revision of the event. A file with the same UID and a higher
   * SEQUENCE replaces the event a calendar imported before (a decision that changed).
   */
  sequence?: number;
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space. Octets, not
 * characters: Japanese takes 3 octets in UTF-8, and a character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; later ones 74, after their leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** An iCalendar file (CRLF line ends); events are STATUS:TENTATIVE unless they say otherwise. */
export function buildIcs(events: readonly IcsEvent[], now: Date, productId: string): string {
  const stamp = toCompactUtc(new Date(Math.floor(now.getTime() / 1000) * 1000));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...('date' in event
        ? [
            // RFC 5545 §3.6.1: a one-day event ends (exclusively) on the next date.
            `DTSTART;VALUE=DATE:${toCompactDate(event.date)}`,
            `DTEND;VALUE=DATE:${toCompactDate(nextDate(event.date))}`,
          ]
        : [`DTSTART:${toCompactUtc(event.start)}`, `DTEND:${toCompactUtc(event.end)}`]),
      `SUMMARY:${escapeIcsText(event.summary)}`,
    );
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.description.trim() !== '')
      lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    if (event.location.trim() !== '') lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    lines.push(`STATUS:${event.status ?? 'TENTATIVE'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

const MAX_FILE_NAME_GRAPHEMES = 60;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A file name safe on Windows, macOS and Linux, from free text. It is cut after 60 visible
 * characters (grapheme clusters), so an emoji such as 👨‍👩‍👧 or a flag is never split in half.
 */
export function safeFileName(text: string, fallback: string): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what to remove
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return fallback;
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(cleaned)) {
    if (kept.length === MAX_FILE_NAME_GRAPHEMES) break;
    kept.push(segment);
  }
  return kept.join('').trim();
}
