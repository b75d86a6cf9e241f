/**
 * 和暦: strict reading of Japanese era dates (writing them: warekiFormat.ts). A date is read only when it exists in
 * its era: 令和元年4月30日 (before 令和 began), 平成31年5月1日 (after 平成 ended) and 令和0年 are
 * refused, never moved to another day.
 */
import { eraByName, type Era } from './eras';

export type WarekiProblem =
  /** 令和0年: an era starts at 元年 (1). */
  | 'year_zero'
  /** The day is not in the era: 令和元年4月30日, 平成32年1月1日. */
  | 'out_of_era'
  /** 明治5年12月2日 and earlier: the lunisolar calendar (see eras.ts). */
  | 'before_gregorian'
  /** No such day in any calendar: 2月30日, 13月. */
  | 'invalid_date';

export type WarekiReading =
  | { ok: true; date: string; era: Era; eraYear: number }
  | { ok: false; problem: WarekiProblem; era: Era; eraYear: number };

const KANJI_DIGITS = '〇一二三四五六七八九';

/** 1-99 written with digits or kanji (十二, 二十, 三十一, 〇); NaN otherwise. */
export function readJapaneseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  if (!/^[〇一二三四五六七八九十]+$/.test(text)) return Number.NaN;
  const ten = text.indexOf('十');
  if (ten === -1) {
    return text.length === 1 ? KANJI_DIGITS.indexOf(text) : Number.NaN;
  }
  if (text.indexOf('十', ten + 1) !== -1) return Number.NaN;
  const tens =
    ten === 0
      ? 1
      : text.length > 0 && ten === 1
        ? KANJI_DIGITS.indexOf(text[0] as string)
        : Number.NaN;
  const rest = text.slice(ten + 1);
  const ones = rest === '' ? 0 : rest.length === 1 ? KANJI_DIGITS.indexOf(rest) : Number.NaN;
  if (tens < 1 || ones < 0) return Number.NaN;
  return tens * 10 + ones;
}

export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The Gregorian year of an era year (昭和64 → 1989), or a problem when that year has no day in the era. */
export function warekiYearToGregorian(
  era: Era,
  eraYear: number,
): { ok: true; year: number } | { ok: false; problem: 'year_zero' | 'out_of_era' } {
  if (eraYear < 1) return { ok: false, problem: 'year_zero' };
  const year = era.firstYear + eraYear - 1;
  const lastYear = era.last ? Number(era.last.slice(0, 4)) : Number.POSITIVE_INFINITY;
  if (year > lastYear) return { ok: false, problem: 'out_of_era' };
  return { ok: true, year };
}

/** A date given as era, era year, month and day, checked strictly. */
export function warekiToDate(era: Era, eraYear: number, month: number, day: number): WarekiReading {
  const year = warekiYearToGregorian(era, eraYear);
  if (!year.ok) return { ok: false, problem: year.problem, era, eraYear };
  const date = isoDate(year.year, month, day);
  if (!date) return { ok: false, problem: 'invalid_date', era, eraYear };
  if (era.name === '明治' && date < era.first) {
    return { ok: false, problem: 'before_gregorian', era, eraYear };
  }
  if (date < era.first || (era.last !== null && date > era.last)) {
    return { ok: false, problem: 'out_of_era', era, eraYear };
  }
  return { ok: true, date, era, eraYear };
}

const NUMBER = String.raw`(元|\d{1,2}|[〇一二三四五六七八九十]{1,3})`;
/** An era name, or its initial not glued to other letters (R8.12.10, H31/4/30). */
const ERA = String.raw`(明治|大正|昭和|平成|令和|(?<![A-Za-z])[MTSHRmtshr](?=\s*(?:元|\d)))`;
const WAREKI_DATE = new RegExp(
  String.raw`${ERA}\s*${NUMBER}\s*[年./\-]\s*${NUMBER}\s*[月./\-]\s*${NUMBER}(?!\d)\s*日?`,
);
/** An era and a year with nothing readable after it: 昭和64年, 令和元年4月 — a date cut short. */
const WAREKI_MENTION = new RegExp(String.raw`${ERA}\s*${NUMBER}\s*[年./\-]`);

/**
 * Finds a 和暦 date in free text (「納期 令和8年12月10日（木）」, 「R8.12.10」, 「令和元年五月一日」,
 * full-width digits and ㋿ / ㍻ included). null when the text names no era at all; a failed
 * reading when it names one that cannot be read as a day (the caller must not guess another).
 */
export function findWarekiDate(
  text: string,
): WarekiReading | { ok: false; problem: 'incomplete' } | null {
  const value = text.normalize('NFKC');
  const found = WAREKI_DATE.exec(value);
  if (found) {
    const era = eraByName(found[1] as string) as Era;
    const eraYear = found[2] === '元' ? 1 : readJapaneseNumber(found[2] as string);
    const month = readJapaneseNumber(found[3] as string);
    const day = readJapaneseNumber(found[4] as string);
    if (Number.isNaN(eraYear)) return { ok: false, problem: 'invalid_date', era, eraYear: 0 };
    return warekiToDate(era, eraYear, month, day);
  }
  return WAREKI_MENTION.test(value) ? { ok: false, problem: 'incomplete' } : null;
}
