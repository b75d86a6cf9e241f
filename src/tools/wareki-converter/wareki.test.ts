import fc from 'fast-check';
import { addDays } from '../../lib/dates';
import { ageOn, kazoedoshiOn } from './age';
import { etoOf } from './eto';

describe('干支', () => {
  it.each([
    [1984, '甲子', 'きのえね'],
    [2026, '丙午', 'ひのえうま'],
    [2025, '乙巳', 'きのとみ'],
    [1966, '丙午', 'ひのえうま'],
    [2019, '己亥', 'つちのとい'],
    [1924, '甲子', 'きのえね'],
  ])('%i is %s (%s)', (year, kanji, reading) => {
    expect(etoOf(year)).toMatchObject({ kanji, reading });
  });

  it("agrees with ICU's Chinese calendar year names for 1873–2100", () => {
    // The Chinese year begins between 21 January and 20 February: midsummer is in the same year.
    const icu = new Intl.DateTimeFormat('ja-JP-u-ca-chinese', { year: 'numeric', timeZone: 'UTC' });
    for (let year = 1873; year <= 2100; year++) {
      const parts = icu.formatToParts(new Date(Date.UTC(year, 6, 1)));
      // 'yearName' is ICU's part for the cyclic year; TypeScript's list of part types lacks it.
      const name = parts.find((part) => (part.type as string) === 'yearName')?.value;
      expect(etoOf(year).kanji, String(year)).toBe(name);
    }
  });
});

describe('満年齢', () => {
  it.each([
    ['1990-04-01', '2026-03-31', 35],
    ['1990-04-01', '2026-04-01', 36],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    ['2000-02-29', '2028-02-29', 28],
    ['2026-11-29', '2026-11-29', 0],
  ])('born %s, on %s: %i', (birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age);
  });

  it('is null before birth, and 数え年 counts from 1', () => {
    expect(ageOn('2026-11-29', '2026-11-28')).toBeNull();
    expect(kazoedoshiOn('2026-12-31', '2027-01-01')).toBe(2);
  });

  it('counts whole years as a day-by-day count of birthdays does', () => {
    const dayMs = 86_400_000;
    const date = fc
      .integer({ min: Date.UTC(1900, 0, 1) / dayMs, max: Date.UTC(2030, 0, 1) / dayMs })
      .map((days) => new Date(days * dayMs).toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 3000 }), (birth, days) => {
        const day = addDays(birth, days);
        // The reference: walk the days and count each day that is a birthday (1 March for a
        // 29 February birthday in common years).
        let age = 0;
        const [, bm = '', bd = ''] = birth.split('-');
        for (let d = addDays(birth, 1); d <= day; d = addDays(d, 1)) {
          const [y = '', m = '', dd = ''] = d.split('-');
          const leap = new Date(Date.UTC(Number(y), 1, 29)).getUTCMonth() === 1;
          const birthday =
            bm === '02' && bd === '29' && !leap ? m === '03' && dd === '01' : m === bm && dd === bd;
          if (birthday) age += 1;
        }
        expect(ageOn(birth, day)).toBe(age);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
