/**
 * The company's own days off, one a line, as people list them: a day (2026-08-13, 2026/8/13,
 * 2026年8月13日, 令和8年8月13日) or a range (2026/8/13〜2026/8/16), with a note after it if they
 * like (「夏季休業」). Lines that name no day are reported, not silently dropped.
 */
import { addDays } from '../../lib/dates';
import { findWarekiDate, isoDate } from '../../lib/japaneseCalendar/wareki';

export interface DaysOffList {
  dates: Set<string>;
  /** 1-based numbers of the lines that name no valid day or range. */
  badLines: number[];
}

/** A range longer than this is a typing mistake (2026 → 2062), not a holiday. */
const MAX_RANGE_DAYS = 366;

const WESTERN = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/;
const WAREKI =
  /^(?:明治|大正|昭和|平成|令和|[MTSHRmtshr])\s*(?:元|\d{1,2})\s*[年./-]\s*\d{1,2}\s*[月./-]\s*\d{1,2}\s*日?/;
const RANGE_MARK = /^\s*(?:〜|~|～|-|–|—|から)\s*/;

/** Reads one date at the start of `text`: the date and how much text it took, or null. */
function readDate(text: string): { date: string; length: number } | null {
  const western = WESTERN.exec(text);
  if (western) {
    const date = isoDate(Number(western[1]), Number(western[2]), Number(western[3]));
    return date ? { date, length: western[0].length } : null;
  }
  const wareki = WAREKI.exec(text);
  if (wareki) {
    const reading = findWarekiDate(wareki[0]);
    return reading?.ok ? { date: reading.date, length: wareki[0].length } : null;
  }
  return null;
}

export function parseDaysOff(text: string): DaysOffList {
  const dates = new Set<string>();
  const badLines: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const line = rawLine.normalize('NFKC').trim();
    if (line === '') return;
    const first = readDate(line);
    if (!first) {
      badLines.push(index + 1);
      return;
    }
    let last = first.date;
    const rest = line.slice(first.length);
    const mark = RANGE_MARK.exec(rest);
    if (mark) {
      const second = readDate(rest.slice(mark[0].length));
      if (!second || second.date < first.date) {
        badLines.push(index + 1);
        return;
      }
      last = second.date;
    }
    const days = (Date.parse(last) - Date.parse(first.date)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) {
      badLines.push(index + 1);
      return;
    }
    for (let date = first.date; date <= last; date = addDays(date, 1)) dates.add(date);
  });
  return { dates, badLines };
}
