/**
 * The eras of the modern Japanese calendar with their exact first and last days (Gregorian).
 *
 * 明治 is counted from 明治6年1月1日 (1873-01-01): Japan moved to the Gregorian calendar that
 * day (明治5年12月3日 of the old calendar became 明治6年1月1日), and dates of 明治元年〜5年 are
 * dates of the lunisolar calendar, which no arithmetic turns into Gregorian ones.
 * An era's first year is 元年. The day an emperor passed away, the new era began (大正元年7月30日,
 * 昭和元年12月25日); 平成 began the day after (1989-01-08) and 令和 on 2019-05-01.
 */
export type EraName = '明治' | '大正' | '昭和' | '平成' | '令和';

export interface Era {
  name: EraName;
  /** The romanised initial used in forms: M, T, S, H, R. */
  initial: string;
  /** The Gregorian year of 元年. */
  firstYear: number;
  /** First and last day (YYYY-MM-DD) on the Gregorian calendar; last is null for 令和. */
  first: string;
  last: string | null;
}

export const ERAS: readonly Era[] = [
  {
    name: '明治',
    initial: 'M',
    firstYear: 1868,
    first: '1873-01-01',
    last: '1912-07-29',
  },
  {
    name: '大正',
    initial: 'T',
    firstYear: 1912,
    first: '1912-07-30',
    last: '1926-12-24',
  },
  {
    name: '昭和',
    initial: 'S',
    firstYear: 1926,
    first: '1926-12-25',
    last: '1989-01-07',
  },
  {
    name: '平成',
    initial: 'H',
    firstYear: 1989,
    first: '1989-01-08',
    last: '2019-04-30',
  },
  { name: '令和', initial: 'R', firstYear: 2019, first: '2019-05-01', last: null },
];

/** The era named by its kanji or its initial (upper or lower case), or undefined. */
export function eraByName(name: string): Era | undefined {
  const upper = name.toUpperCase();
  return ERAS.find((era) => era.name === name || era.initial === upper);
}

/** The era of a Gregorian date (YYYY-MM-DD), or null before 1873 (see above). */
export function eraOf(date: string): Era | null {
  for (let index = ERAS.length - 1; index >= 0; index--) {
    const era = ERAS[index] as Era;
    if (date >= era.first) return era;
  }
  return null;
}
