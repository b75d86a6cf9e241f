/** 和暦: writing Japanese era dates, and the era years of a Western year. */
import { ERAS, eraOf, type Era } from './eras';

export interface WarekiParts {
  era: Era;
  /** 1 for 元年. */
  eraYear: number;
  month: number;
  day: number;
}

/** The era date of a Gregorian day (YYYY-MM-DD), or null before 1873-01-01. */
export function toWareki(date: string): WarekiParts | null {
  const era = eraOf(date);
  if (!era) return null;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { era, eraYear: year - era.firstYear + 1, month, day };
}

/**
 * 令和元年5月1日 (or 令和1年5月1日 without `gannen`), R1.5.1 with `style: 'initial'`;
 * null before 1873.
 */
export function formatWareki(
  date: string,
  { gannen = true, style = 'kanji' }: { gannen?: boolean; style?: 'kanji' | 'initial' } = {},
): string | null {
  const parts = toWareki(date);
  if (!parts) return null;
  if (style === 'initial')
    return `${parts.era.initial}${parts.eraYear}.${parts.month}.${parts.day}`;
  const year = gannen && parts.eraYear === 1 ? '元' : String(parts.eraYear);
  return `${parts.era.name}${year}年${parts.month}月${parts.day}日`;
}

/** The era years a Gregorian year has (1989: 昭和64年 and 平成元年), earliest first. */
export function eraYearsOf(year: number): { era: Era; eraYear: number }[] {
  const result: { era: Era; eraYear: number }[] = [];
  for (const era of ERAS) {
    const firstYear = Number(era.first.slice(0, 4));
    const lastYear = era.last ? Number(era.last.slice(0, 4)) : Number.POSITIVE_INFINITY;
    if (year >= firstYear && year <= lastYear)
      result.push({ era, eraYear: year - era.firstYear + 1 });
  }
  return result;
}
