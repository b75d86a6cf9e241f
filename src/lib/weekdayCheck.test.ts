import {
  businessDayFromToday,
  findWeekdayMismatches,
  formatEnglishDate,
  formatJapaneseDate,
  weekdayMismatch,
} from './weekdayCheck';

// 2026-11-29 (Sunday) 12:00 in Japan.
const NOW = new Date('2026-11-29T03:00:00Z');

describe('weekdayMismatch (the poll parser’s rule)', () => {
  it.each([
    // A date without a year is its next occurrence, today included.
    [{ month: 12, day: 3 }, 3, { year: 2026, actual: 4 }],
    [{ month: 12, day: 3 }, 4, null],
    [{ month: 11, day: 29 }, 0, null],
    // 11/28 has passed this year: 2027-11-28 is a Sunday.
    [{ month: 11, day: 28 }, 6, { year: 2027, actual: 0 }],
    [{ year: 2025, month: 12, day: 3 }, 3, null],
    [{ month: 2, day: 30 }, 1, 'bad_date'],
  ] as const)('%j written %i → %j', (date, written, expected) => {
    expect(weekdayMismatch(date, written, NOW)).toEqual(expected);
  });
});

describe('findWeekdayMismatches', () => {
  it.each([
    ['日時は12月3日（水）14:00〜です。', ['12月3日（水）']],
    ['日時は12月3日(木)14:00〜です。', []],
    ['１２月３日（水曜日）', ['１２月３日（水曜日）']],
    ['2026年12月3日(水)', ['2026年12月3日(水)']],
    ['2025年12月3日(水)', []],
    ['12/3(水)と12/4(金)', ['12/3(水)']],
    ['3/12/3(水) is no date', []],
    ['How about Wednesday, December 3?', ['Wednesday, December 3']],
    ['How about Thu, Dec 3 at 2 PM?', []],
    ['December 3 (Wed) works', ['December 3 (Wed)']],
    ['Wednesday 3 December 2026', ['Wednesday 3 December 2026']],
    ['2月30日(月)', []],
    ['12月3日に伺います', []],
  ])('%s', (text, expected) => {
    expect(findWeekdayMismatches(text, NOW).map((problem) => problem.text)).toEqual(expected);
  });

  it('tells the real weekday', () => {
    expect(findWeekdayMismatches('12月3日(水)', NOW)[0]).toMatchObject({ year: 2026, actual: 4 });
  });
});

describe('example dates from today', () => {
  it('skips weekends and writes the weekday', () => {
    const date = businessDayFromToday(NOW, 5); // Fri 12/4
    expect(formatJapaneseDate(date)).toBe('12月4日（金）');
    expect(formatEnglishDate(businessDayFromToday(NOW, 6))).toBe('Monday, December 7');
    expect(findWeekdayMismatches(formatJapaneseDate(date), NOW)).toEqual([]);
  });
});
