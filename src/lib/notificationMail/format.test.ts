import { daysBetween, formatDay, formatDayTime, formatSlot, shorten } from './format.ts';

describe('formatSlot (Japan time, whatever the machine zone)', () => {
  it.each([
    [{ date_time: '2026-12-01T05:00:00Z', end_time: null }, 'ja', false, '12月1日(火) 14:00'],
    [{ date_time: '2026-12-01T05:00:00Z', end_time: null }, 'en', false, 'Tue, Dec 1, 14:00'],
    [
      { date_time: '2026-12-01T05:00:00Z', end_time: '2026-12-01T06:30:00Z' },
      'ja',
      false,
      '12月1日(火) 14:00〜15:30',
    ],
    [
      { date_time: '2026-12-01T05:00:00Z', end_time: '2026-12-01T06:30:00Z' },
      'en',
      true,
      'Tue, Dec 1, 2026, 14:00–15:30',
    ],
    [
      { date_time: '2026-12-01T05:00:00Z', end_time: '2026-12-01T06:30:00Z' },
      'ja',
      true,
      '2026年12月1日(火) 14:00〜15:30',
    ],
    // 23:00 UTC is already the next day in Tokyo.
    [{ date_time: '2026-11-30T23:00:00Z', end_time: null }, 'ja', false, '12月1日(火) 08:00'],
    // An end on the next Tokyo day, as the poll's page writes it.
    [
      { date_time: '2026-12-01T12:00:00Z', end_time: '2026-12-01T16:00:00Z' },
      'ja',
      false,
      '12月1日(火) 21:00〜翌01:00',
    ],
    // Candidates without a clock time (the date is midnight in Japan).
    [
      { kind: 'afternoon', date_time: '2026-11-30T15:00:00Z', end_time: null },
      'ja',
      true,
      '2026年12月1日(火) 午後',
    ],
    [{ kind: 'day', date_time: '2026-11-30T15:00:00Z', end_time: null }, 'en', false, 'Tue, Dec 1'],
    [
      { kind: 'text', date_time: null, end_time: null, label: '来週のどこか' },
      'ja',
      true,
      '来週のどこか',
    ],
  ] as const)('%j in %s (year %s) → %s', (option, language, withYear, expected) => {
    expect(formatSlot(option, language, { withYear })).toBe(expected);
  });
});

describe('formatDay and daysBetween', () => {
  it.each([
    ['2026-12-03', 'ja', false, '12月3日(木)'],
    ['2026-12-03', 'ja', true, '2026年12月3日(木)'],
    ['2026-12-03', 'en', false, 'Thu, Dec 3'],
    ['2026-12-03', 'en', true, 'Thu, Dec 3, 2026'],
  ] as const)('%s in %s (year %s) → %s', (day, language, withYear, expected) => {
    expect(formatDay(day, language, { withYear })).toBe(expected);
  });

  it.each([
    ['2026-12-01', '2026-12-03', 2],
    ['2026-12-03', '2026-12-03', 0],
    ['2026-02-28', '2026-03-01', 1],
    ['2025-12-31', '2026-01-01', 1],
  ])('%s → %s: %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('shorten', () => {
  it.each([
    ['短い件名', 10, '短い件名'],
    ['1234567890', 10, '1234567890'],
    ['12345678901', 10, '123456789…'],
    // Family emoji and flags are one visible character each: never split.
    ['👨‍👩‍👧🇯🇵abc', 3, '👨‍👩‍👧🇯🇵…'],
    ['  前後の空白  ', 10, '前後の空白'],
  ])('%j at most %i → %j', (text, max, expected) => {
    expect(shorten(text, max)).toBe(expected);
  });
});

describe('formatDayTime (Japan time, 24-hour clock in both languages)', () => {
  it.each([
    ['2026-12-03T06:00:00Z', 'ja', false, '12月3日(木) 15:00'],
    ['2026-12-03T06:00:00Z', 'en', false, 'Thu, Dec 3, 15:00'],
    ['2026-12-03T06:00:00Z', 'ja', true, '2026年12月3日(木) 15:00'],
    ['2026-12-03T06:00:00Z', 'en', true, 'Thu, Dec 3, 2026, 15:00'],
    // 15:00 UTC is midnight of the next day in Tokyo.
    ['2026-12-31T15:00:00Z', 'ja', true, '2027年1月1日(金) 00:00'],
    ['2026-12-03T09:05:00+09:00', 'en', false, 'Thu, Dec 3, 09:05'],
  ] as const)('%s (%s, year %s) → %s', (instant, language, withYear, text) => {
    expect(formatDayTime(instant, language, { withYear })).toBe(text);
  });
});
