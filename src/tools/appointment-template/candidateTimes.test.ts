import { holidayCalendar } from '../../lib/japaneseCalendar/holidayTable';
import {
  candidateSlots,
  formatDuration,
  formatSlot,
  parseTokyoWallTime,
  toCompactUtc,
  tokyoWallClock,
} from './candidateTimes';

const NOW_2025 = new Date('2025-11-22T03:00:00Z');

describe('parseTokyoWallTime', () => {
  it.each([
    ['2025-12-03T14:00', '2025-12-03T05:00:00.000Z'],
    ['2025-12-03T14:00:00', '2025-12-03T05:00:00.000Z'],
    ['2025-12-03T14:00:00.000', '2025-12-03T05:00:00.000Z'],
    [' 2025-12-03T14:00 ', '2025-12-03T05:00:00.000Z'],
    // Before 09:00 in Tokyo is still the previous day in UTC.
    ['2025-12-03T08:30', '2025-12-02T23:30:00.000Z'],
    ['2025-01-01T00:00', '2024-12-31T15:00:00.000Z'],
    ['2024-02-29T10:00', '2024-02-29T01:00:00.000Z'],
  ])('reads %s as Japan time (%s)', (value, iso) => {
    expect(parseTokyoWallTime(value)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    '   ',
    '2025-12-03',
    '14:00',
    '2025-02-30T10:00',
    '2025-13-01T10:00',
    '2025-12-03T25:00',
    '2025-12-03T10:60',
    'abc',
    '２０２５-12-03T10:00',
  ])('rejects %j', (value) => {
    expect(parseTokyoWallTime(value)).toBeNull();
  });
});

describe('tokyoWallClock', () => {
  it('gives the Japan-time clock and weekday of an instant', () => {
    expect(tokyoWallClock(new Date('2025-12-03T05:00:00Z'))).toEqual([2025, 12, 3, 14, 0, 3]);
    expect(tokyoWallClock(new Date('2025-12-02T23:30:00Z'))).toEqual([2025, 12, 3, 8, 30, 3]);
  });
});

describe('candidateSlots', () => {
  it('skips blanks and invalid values and adds the duration', () => {
    const slots = candidateSlots(['', '2025-12-03T14:00', 'nope', '2025-12-04T10:30'], 90);
    expect(slots.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      ['2025-12-03T05:00:00.000Z', '2025-12-03T06:30:00.000Z'],
      ['2025-12-04T01:30:00.000Z', '2025-12-04T03:00:00.000Z'],
    ]);
  });

  it('returns nothing when every candidate is blank', () => {
    expect(candidateSlots(['', ' ', ''], 60)).toEqual([]);
  });
});

describe('formatSlot', () => {
  const slot = (value: string, minutes: number) => candidateSlots([value], minutes)[0]!;

  it.each([
    ['2025-12-03T14:00', 60, '12月3日(水) 14:00〜15:00', 'Wed, Dec 3, 2:00 PM – 3:00 PM'],
    ['2025-12-07T09:05', 30, '12月7日(日) 9:05〜9:35', 'Sun, Dec 7, 9:05 AM – 9:35 AM'],
    ['2025-12-06T11:30', 90, '12月6日(土) 11:30〜13:00', 'Sat, Dec 6, 11:30 AM – 1:00 PM'],
    ['2025-12-01T00:00', 120, '12月1日(月) 0:00〜2:00', 'Mon, Dec 1, 12:00 AM – 2:00 AM'],
    [
      '2025-12-04T23:30',
      60,
      '12月4日(木) 23:30〜12月5日(金) 0:30',
      'Thu, Dec 4, 11:30 PM – Fri, Dec 5, 12:30 AM',
    ],
    [
      '2026-01-05T10:00',
      60,
      '2026年1月5日(月) 10:00〜11:00',
      'Mon, Jan 5, 2026, 10:00 AM – 11:00 AM',
    ],
    [
      '2025-12-31T23:00',
      120,
      '12月31日(水) 23:00〜2026年1月1日(木) 1:00',
      'Wed, Dec 31, 11:00 PM – Thu, Jan 1, 2026, 1:00 AM',
    ],
    ['2025-11-24T12:00', 60, '11月24日(月) 12:00〜13:00', 'Mon, Nov 24, 12:00 PM – 1:00 PM'],
  ])('%s for %i minutes', (value, minutes, ja, en) => {
    expect(formatSlot(slot(value, minutes), 'ja', NOW_2025)).toBe(ja);
    expect(formatSlot(slot(value, minutes), 'en', NOW_2025)).toBe(en);
  });

  it.each([
    // 11月24日 2025 is 勤労感謝の日 振替休日; 1月1日 2026 元日, shown on the end day too.
    [
      '2025-11-24T12:00',
      60,
      '11月24日(月・祝) 12:00〜13:00',
      'Mon, Nov 24 (Substitute holiday for Labor Thanksgiving Day, a holiday in Japan), 12:00 PM – 1:00 PM',
    ],
    [
      '2025-12-31T23:00',
      120,
      '12月31日(水) 23:00〜2026年1月1日(木・祝) 1:00',
      "Wed, Dec 31, 11:00 PM – Thu, Jan 1, 2026 (New Year's Day, a holiday in Japan), 1:00 AM",
    ],
    ['2025-12-03T14:00', 60, '12月3日(水) 14:00〜15:00', 'Wed, Dec 3, 2:00 PM – 3:00 PM'],
  ])('marks national holidays: %s', (value, minutes, ja, en) => {
    expect(formatSlot(slot(value, minutes), 'ja', NOW_2025, holidayCalendar.holidayOn)).toBe(ja);
    expect(formatSlot(slot(value, minutes), 'en', NOW_2025, holidayCalendar.holidayOn)).toBe(en);
  });

  it('names every weekday right, whatever the device time zone', () => {
    const days = [
      '2025-12-07',
      '2025-12-08',
      '2025-12-09',
      '2025-12-10',
      '2025-12-11',
      '2025-12-12',
      '2025-12-13',
    ];
    expect(
      days.map((day) => formatSlot(slot(`${day}T08:00`, 30), 'ja', NOW_2025).slice(0, 9)),
    ).toEqual(
      [
        '12月7日(日) ',
        '12月8日(月) ',
        '12月9日(火) ',
        '12月10日(水) ',
        '12月11日(木) ',
        '12月12日(金) ',
        '12月13日(土) ',
      ].map((text) => text.slice(0, 9)),
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [30, '30分', '30 minutes'],
    [60, '1時間', '1 hour'],
    [90, '1時間30分', '1 hour 30 minutes'],
    [120, '2時間', '2 hours'],
    [0, '0分', '0 minutes'],
    [61, '1時間1分', '1 hour 1 minute'],
  ])('%i minutes', (minutes, ja, en) => {
    expect(formatDuration(minutes, 'ja')).toBe(ja);
    expect(formatDuration(minutes, 'en')).toBe(en);
  });
});

describe('toCompactUtc', () => {
  it('writes the basic UTC form calendars expect', () => {
    expect(toCompactUtc(new Date('2025-12-03T05:00:00.000Z'))).toBe('20251203T050000Z');
    expect(toCompactUtc(new Date('2025-01-09T23:04:05.678Z'))).toBe('20250109T230405Z');
  });
});
