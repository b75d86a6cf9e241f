import { nextDate, toCompactDate, toCompactUtc } from './compactUtc.ts';

/** Japan's zone; it has kept UTC+9 all year since 1951 (see TOKYO_VTIMEZONE). */
export const TOKYO_TZID = 'Asia/Tokyo';
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * One event of an iCalendar file: either from `start` to `end` (instants, written in UTC, …Z, or
 * as Japan's wall clock with TZID=Asia/Tokyo when `zone` says so), or a whole day, `date`
 * (YYYY-MM-DD), written as VALUE=DATE so that it stays on that date in every time zone.
 */
export type IcsEvent = IcsEventFields &
  ({ start: Date; end: Date; zone?: typeof TOKYO_TZID } | { date: string });

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
  /** A page to open the item on (RFC 5545 URL). */
  url?: string;
  /** When the item last changed (RFC 5545 LAST-MODIFIED). */
  lastModified?: Date;
  /** TRANSPARENT for an item that does not make its owner busy, such as a task's due date. */
  transparency?: 'OPAQUE' | 'TRANSPARENT';
}

const MAX_LINE_OCTETS = 75;

/**
 * The octets of one character in UTF-8, from its code point (a lone surrogate counts 3, as the
 * U+FFFD an encoder writes for it). Counting this way, rather than with a TextEncoder call per
 * character, and passing short lines through, took the writing of a 10,000-task calendar feed
 * from 3.1 s to 0.4 s on the development machine: an edge function has a CPU limit per request.
 */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // RFC 5545 §3.3.11 allows no other control character in TEXT (a tab stays); a NUL or a BEL
      // pasted into a title would make the whole file unreadable for strict calendars.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what to remove
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space. Octets, not
 * characters: Japanese takes 3 octets in UTF-8, and a character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  // Most lines are short: 25 UTF-16 units are at most 75 octets (a unit is at most 3 octets).
  if (line.length <= 25) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; later ones 74, after their leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Octets(char);
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

/** 20261208T140000: an instant as Japan's wall clock, for DTSTART;TZID=Asia/Tokyo. */
function toCompactTokyo(instant: Date): string {
  return toCompactUtc(new Date(instant.getTime() + TOKYO_OFFSET_MS)).replace(/Z$/, '');
}

/** DTSTAMP's value: the time the file is written, to the second. */
export function icsStamp(now: Date): string {
  return toCompactUtc(new Date(Math.floor(now.getTime() / 1000) * 1000));
}

/** The unfolded lines of one VEVENT, from BEGIN to END. */
export function icsEventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...('date' in event
      ? [
          // RFC 5545 §3.6.1: a one-day event ends (exclusively) on the next date.
          `DTSTART;VALUE=DATE:${toCompactDate(event.date)}`,
          `DTEND;VALUE=DATE:${toCompactDate(nextDate(event.date))}`,
        ]
      : event.zone === TOKYO_TZID
        ? [
            `DTSTART;TZID=${TOKYO_TZID}:${toCompactTokyo(event.start)}`,
            `DTEND;TZID=${TOKYO_TZID}:${toCompactTokyo(event.end)}`,
          ]
        : [`DTSTART:${toCompactUtc(event.start)}`, `DTEND:${toCompactUtc(event.end)}`]),
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.description.trim() !== '')
    lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location.trim() !== '') lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URL is a URI value, not text: the URL parser drops line breaks and percent-encodes the rest.
  if (event.url !== undefined) lines.push(`URL:${new URL(event.url).href}`);
  if (event.lastModified !== undefined) lines.push(`LAST-MODIFIED:${icsStamp(event.lastModified)}`);
  lines.push(
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    `TRANSP:${event.transparency ?? 'OPAQUE'}`,
    'END:VEVENT',
  );
  return lines;
}

/**
 * RFC 5545 §3.6.5: a TZID used in a file must be described in it. Japan has had no daylight
 * saving time since 1951, so one STANDARD rule (UTC+9, JST) describes Asia/Tokyo for every date
 * a calendar will show.
 */
export const TOKYO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TOKYO_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
] as const;

/** Folds every line and ends each with CRLF, as RFC 5545 requires of a whole file. */
export function joinIcsLines(lines: readonly string[]): string {
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** An iCalendar file (CRLF line ends); events are STATUS:TENTATIVE unless they say otherwise. */
export function buildIcs(events: readonly IcsEvent[], now: Date, productId: string): string {
  const stamp = icsStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) lines.push(...icsEventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return joinIcsLines(lines);
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
