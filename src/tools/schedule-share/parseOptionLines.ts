import { eraByName } from '../../lib/japaneseCalendar/eras';
import { warekiToDate } from '../../lib/japaneseCalendar/wareki';
import type { OptionKind } from '../../lib/scheduleOptions/optionTime';
import {
  EN_MONTHS,
  EN_WEEKDAYS,
  isRealDate,
  JA_WEEKDAYS,
  nextOccurrenceYear,
  weekdayMismatch,
} from '../../lib/weekdayCheck';

/**
 * Reads candidates pasted one per line, as people write them in Japanese and English mail:
 *   12/1(火) 14:00〜 / 12月1日 14時 / 2026-12-01 14:00-15:00 / 12/1 14:00〜15:30 本社3F /
 *   Tue, Dec 1 2:00 PM - 3:30 PM Zoom / 12/1 14時〜翌1時 (an end on the next day) /
 *   12/7(月) 午後 / 12/8(火) 終日 / 12/9 (a date alone) / オンラインならいつでも (text alone) /
 *   令和8年12月1日 14:00 (和暦, read strictly)
 * Full-width characters are read as their ASCII forms (NFKC). A date without a year is its next
 * occurrence (today included); times are Japan time. Text after the time, the part of the day
 * or the date becomes the label. As on 調整さん any line is a candidate: a line with no date is
 * a text candidate; only a line that starts with a time (a forgotten date) or holds a date or
 * time that cannot be is refused, with the reason.
 */

export type LineProblem =
  | 'no_date'
  | 'bad_date'
  | 'bad_time'
  | 'end_before_start'
  | 'weekday_mismatch'
  | 'past'
  | 'label_too_long'
  | 'duplicate';

/**
 * `start` is the start of a timed candidate, midnight in Japan of a dated one (the day of a
 * 終日 or 午後 candidate), and null for text; `end` is set only on timed candidates.
 */
export type ParsedLine =
  | {
      kind: 'option';
      line: number;
      source: string;
      optionKind: OptionKind;
      start: Date | null;
      end: Date | null;
      label: string;
    }
  | { kind: 'problem'; line: number; source: string; problem: LineProblem; weekday?: number };

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const MAX_LABEL_LENGTH = 100;

const MONTH_NAME = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const EN_WEEKDAY = '(sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?';
const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => DateParts | null }[] = [
  {
    // 和暦, read strictly: 令和元年4月30日 (not a day of 令和) is a date that cannot be.
    re: /^(明治|大正|昭和|平成|令和|[MTSHR](?=\s*(?:元|\d)))\s*(元|\d{1,2})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/,
    read: (m) => {
      const era = eraByName(m[1]!);
      const reading = era && warekiToDate(era, m[2] === '元' ? 1 : +m[2]!, +m[3]!, +m[4]!);
      if (!reading?.ok) return null;
      const [year, month, day] = reading.date.split('-').map(Number);
      return { year: year!, month: month!, day: day! };
    },
  },
  {
    re: /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/,
    read: (m) => ({ year: +m[1]!, month: +m[2]!, day: +m[3]! }),
  },
  { re: /^(\d{1,2})\s*月\s*(\d{1,2})\s*日/, read: (m) => ({ month: +m[1]!, day: +m[2]! }) },
  { re: /^(\d{1,2})\/(\d{1,2})(?![\d/])/, read: (m) => ({ month: +m[1]!, day: +m[2]! }) },
  {
    re: new RegExp(
      `^${MONTH_NAME}\\s*(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s*(\\d{4})(?![\\d:]))?,?`,
      'i',
    ),
    read: (m) => ({ month: monthIndex(m[1]!), day: +m[2]!, year: m[3] ? +m[3] : undefined }),
  },
  {
    re: new RegExp(
      `^(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME}(?:,?\\s*(\\d{4})(?![\\d:]))?,?`,
      'i',
    ),
    read: (m) => ({ month: monthIndex(m[2]!), day: +m[1]!, year: m[3] ? +m[3] : undefined }),
  },
];
const JA_WEEKDAY_RE = /^\s*\(?\s*([日月火水木金土])(?:曜日?)?\s*\)?/;
const EN_WEEKDAY_RE = new RegExp(`^\\s*\\(?${EN_WEEKDAY}\\)?,?`, 'i');
const LEADING_EN_WEEKDAY_RE = new RegExp(`^${EN_WEEKDAY},?\\s*`, 'i');
const TIME_RE =
  /^(午前|午後)?\s*(\d{1,2})(?:\s*:\s*(\d{2})|\s*時\s*(?:(\d{1,2})\s*分|(半))?)?\s*(a\.?m\.?|p\.?m\.?)?(?![\d/])/i;
const RANGE_RE = /^\s*(?:~|〜|-|–|—|―|から|to(?=\s|\d))\s*/i;
/** 翌1時, 翌日 2:00: the end falls on the next day. */
const NEXT_DAY_RE = /^翌日?\s*/;
/**
 * A part of the day in place of a time (12/7 午後, Dec 7 afternoon). 朝, 夕方, 夜 and 晩 before a
 * clock time say whether it is morning or evening (夜7時 is 19:00); the others stand alone.
 */
const DAY_PART_RE =
  /^(午前中?|午後|朝|夕方|夜間?|晩|終日|一日中|丸一日|全日|all[\s-]?day|morning|afternoon|evening|night|a\.?m\.?|p\.?m\.?)(?![\p{Script=Han}\p{Script=Katakana}a-z])/iu;
const BULLET_RE = /^\s*(?:[・•*●◯○◆■□▶>]|-(?=\s)|\d{1,2}[.)](?=\s)|[①-⑳])\s*/;
const LABEL_LEAD_RE = /^[\s,、.。:@/|・]+/;

interface DateParts {
  year?: number;
  month: number;
  day: number;
}

interface TimeOfDay {
  minutes: number;
  meridiem: 'am' | 'pm' | null;
  length: number;
}

function monthIndex(name: string): number {
  return EN_MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/**
 * A clock time at the start of `text`. `hint` is the meridiem a word before it gave (夜 → pm);
 * `lateHours` lets an end be written past midnight as 25:00 (Japanese 25時 = 1:00 the next day).
 */
function readTime(
  text: string,
  { hint = null, lateHours = false }: { hint?: 'am' | 'pm' | null; lateHours?: boolean } = {},
): TimeOfDay | null | 'bad' {
  const m = TIME_RE.exec(text);
  if (!m) return null;
  const [whole, ja, hourText, colonMinutes, jaMinutes, half, en] = m;
  const hasMarker = colonMinutes !== undefined || /時/.test(whole) || en !== undefined;
  if (!hasMarker) return null;
  let hour = Number(hourText);
  const minute = Number(colonMinutes ?? jaMinutes ?? (half ? 30 : 0));
  const written = ja === '午後' || /^p/i.test(en ?? '') ? 'pm' : ja || en ? 'am' : null;
  const meridiem = written ?? (hour <= 12 ? hint : null);
  if (written && hour > 12) return 'bad';
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const lastHour = lateHours && !meridiem ? 29 : 24;
  if (hour > lastHour || minute > 59 || (hour === 24 && minute > 0 && lastHour === 24))
    return 'bad';
  return { minutes: hour * 60 + minute, meridiem, length: whole.length };
}

type DayPart = Exclude<OptionKind, 'time' | 'text' | 'day'>;

/** A part-of-day word: what it means alone, and the meridiem it gives a time after it. */
function readDayPart(text: string): { part: DayPart; hint: 'am' | 'pm'; length: number } | null {
  const m = DAY_PART_RE.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase().replace(/[.\s-]/g, '');
  const part: DayPart = /^(午前|朝|morning|am)/.test(word)
    ? 'morning'
    : /^(午後|afternoon|pm)/.test(word)
      ? 'afternoon'
      : /^(夕方|夜|晩|evening|night)/.test(word)
        ? 'evening'
        : 'all_day';
  return { part, hint: part === 'morning' ? 'am' : 'pm', length: m[0].length };
}

const jstInstant = (year: number, month: number, day: number, minutes: number) =>
  new Date(Date.UTC(year, month - 1, day, 0, minutes) - JST_OFFSET_MS);

function readWeekday(text: string): { weekday: number; length: number } | null {
  const ja = JA_WEEKDAY_RE.exec(text);
  // A bare 月 or 日 right after a date is only a weekday when it is not the start of more text.
  if (ja && (ja[0].includes('(') || ja[0].includes('曜') || /^\s*\S\s*(\s|$|\d)/.test(text))) {
    return { weekday: JA_WEEKDAYS.indexOf(ja[1]!), length: ja[0].length };
  }
  const en = EN_WEEKDAY_RE.exec(text);
  if (en) return { weekday: EN_WEEKDAYS.indexOf(en[1]!.toLowerCase()), length: en[0].length };
  return null;
}

function parseLine(source: string, line: number, now: Date): ParsedLine {
  const problem = (p: LineProblem, weekday?: number): ParsedLine => ({
    kind: 'problem',
    line,
    source,
    problem: p,
    ...(weekday === undefined ? {} : { weekday }),
  });
  const option = (
    optionKind: OptionKind,
    start: Date | null,
    end: Date | null,
    label: string,
  ): ParsedLine => {
    if ([...label].length > MAX_LABEL_LENGTH) return problem('label_too_long');
    return { kind: 'option', line, source, optionKind, start, end, label };
  };
  const typed = source.replace(BULLET_RE, '').trim();
  let rest = typed.normalize('NFKC').replace(BULLET_RE, '').trim();
  let writtenWeekday: number | null = null;
  const leading = LEADING_EN_WEEKDAY_RE.exec(rest);
  if (leading) {
    writtenWeekday = EN_WEEKDAYS.indexOf(leading[1]!.toLowerCase());
    rest = rest.slice(leading[0].length);
  }

  let date: DateParts | null = null;
  for (const { re, read } of DATE_PATTERNS) {
    const m = re.exec(rest);
    if (m) {
      date = read(m);
      if (!date) return problem('bad_date');
      rest = rest.slice(m[0].length);
      break;
    }
  }
  if (!date) {
    // A time with no date before it is a date forgotten, not a text candidate.
    if (!leading && readTime(rest) !== null) return problem('no_date');
    return option('text', null, null, typed);
  }

  const weekday = readWeekday(rest);
  if (weekday) {
    writtenWeekday = weekday.weekday;
    rest = rest.slice(weekday.length);
  }
  rest = rest.replace(/^[\s,]+/, '');

  const year = date.year ?? nextOccurrenceYear(date.month, date.day, now);
  if (year === null || !isRealDate(year, date.month, date.day)) return problem('bad_date');
  // The site's one weekday rule (src/lib/weekdayCheck.ts), shared with the mail tools.
  const mismatch = writtenWeekday === null ? null : weekdayMismatch(date, writtenWeekday, now);
  if (mismatch !== null && mismatch !== 'bad_date') {
    return problem('weekday_mismatch', mismatch.actual);
  }
  const at = (minutes: number) => jstInstant(year, date.month, date.day, minutes);
  const label = (text: string) => text.replace(LABEL_LEAD_RE, '').trim();

  // 午前10時 is a time; 夜7時 a time in the evening; 午後 or 終日 alone a part of the day.
  let start = readTime(rest);
  const dayPart = start === null ? readDayPart(rest) : null;
  if (dayPart) {
    const after = rest.slice(dayPart.length).trimStart();
    start = readTime(after, { hint: dayPart.hint });
    if (start !== null) rest = after;
  }
  if (start === 'bad') return problem('bad_time');
  if (!start) {
    // A date alone, or with a part of the day: the day counts in Japan, today included.
    if (at(24 * 60).getTime() <= now.getTime()) return problem('past');
    if (dayPart) return option(dayPart.part, at(0), null, label(rest.slice(dayPart.length)));
    return option('day', at(0), null, label(rest));
  }
  if (start.minutes >= 24 * 60) return problem('bad_time');
  rest = rest.slice(start.length);

  let endMinutes: number | null = null;
  const range = RANGE_RE.exec(rest);
  if (range) {
    rest = rest.slice(range[0].length);
    const nextDay = NEXT_DAY_RE.exec(rest);
    if (nextDay) rest = rest.slice(nextDay[0].length);
    const end = readTime(rest, { lateHours: !nextDay });
    if (end === 'bad') return problem('bad_time');
    if (end) {
      rest = rest.slice(end.length).replace(/^\s*まで/, '');
      endMinutes = end.minutes;
      // 午後2時から3時: the end shares the start's afternoon; 2:00-3:00 pm: the start the end's.
      if (!end.meridiem && start.meridiem === 'pm' && endMinutes < 12 * 60 && !nextDay)
        endMinutes += 12 * 60;
      if (!start.meridiem && end.meridiem === 'pm' && start.minutes < 12 * 60) {
        const shifted = start.minutes + 12 * 60;
        if (shifted < endMinutes) start.minutes = shifted;
      }
      // 14時〜翌1時: kept as 1:00 on the next day, never dropped.
      if (nextDay) endMinutes += 24 * 60;
      if (endMinutes <= start.minutes) return problem('end_before_start');
    } else if (nextDay) {
      return problem('bad_time');
    }
  }

  const startAt = at(start.minutes);
  if (startAt.getTime() < now.getTime()) return problem('past');
  const endAt = endMinutes === null ? null : at(endMinutes);
  return option('time', startAt, endAt, label(rest));
}

/** What makes two lines the same candidate. */
function sameness(parsed: Extract<ParsedLine, { kind: 'option' }>): string {
  if (parsed.optionKind === 'text') return `text:${parsed.label.normalize('NFKC').toLowerCase()}`;
  return `${parsed.optionKind}:${parsed.start?.getTime()}-${parsed.end?.getTime() ?? ''}`;
}

/** One result per non-empty line, in order; a line repeating an earlier one is a duplicate. */
export function parseOptionLines(text: string, now: Date): ParsedLine[] {
  const seen = new Set<string>();
  const results: ParsedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((source, index) => {
    if (source.trim() === '') return;
    const parsed = parseLine(source.trim(), index + 1, now);
    if (parsed.kind === 'option') {
      const key = sameness(parsed);
      if (seen.has(key)) {
        results.push({
          kind: 'problem',
          line: index + 1,
          source: parsed.source,
          problem: 'duplicate',
        });
        return;
      }
      seen.add(key);
    }
    results.push(parsed);
  });
  return results;
}
