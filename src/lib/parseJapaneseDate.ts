/**
 * A calendar date written in a free-text field such as 納期 (「2026年12月10日」, 「2026/12/10」,
 * 「令和8年12月10日」, 「12月10日（木）」), as YYYY-MM-DD, or null when the text names no valid
 * date. Digits may be full-width. A date without its year is the first such day on or after
 * `reference` (YYYY-MM-DD), as a 納期 written on a quote is. A 和暦 date is read strictly
 * (明治6年 to 令和, 元年, each era's own first and last day): 「令和元年4月30日」 or 「昭和64年」 alone
 * is no date, never this year's 4月30日.
 */
import { findWarekiDate, isoDate } from './japaneseCalendar/wareki';

export function parseJapaneseDate(text: string, reference: string): string | null {
  const value = text.normalize('NFKC');
  const wareki = findWarekiDate(value);
  if (wareki) return wareki.ok ? wareki.date : null;
  const full = /(\d{4})\s*[年/\-.]\s*(\d{1,2})\s*[月/\-.]\s*(\d{1,2})/.exec(value);
  if (full) return isoDate(Number(full[1]), Number(full[2]), Number(full[3]));
  const short = /(?<!\d)(\d{1,2})\s*(?:月\s*(\d{1,2})\s*日|\/\s*(\d{1,2})(?![\d/]))/.exec(value);
  if (!short) return null;
  const month = Number(short[1]);
  const day = Number(short[2] ?? short[3]);
  const year = Number(reference.slice(0, 4));
  const thisYear = isoDate(year, month, day);
  if (thisYear === null) return isoDate(year + 1, month, day);
  return thisYear >= reference ? thisYear : isoDate(year + 1, month, day);
}
