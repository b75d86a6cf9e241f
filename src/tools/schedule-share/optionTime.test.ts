import { formatOptionSlot, formatOptionTime, optionInstant, sortByTime } from './optionTime';

describe('option times are Japan time', () => {
  it.each([
    ['2025-12-03', '14:00', '2025-12-03T05:00:00.000Z'],
    ['2025-01-01', '08:30', '2024-12-31T23:30:00.000Z'],
  ])('%s %s +09:00 -> %s', (date, time, iso) => {
    expect(optionInstant(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['', '14:00'],
    ['2025-12-03', ''],
    ['2025-12-03', '25:00'],
    ['12/03/2025', '14:00'],
    ['2025-02-30', '14:00'],
  ])('rejects %j %j', (date, time) => {
    expect(optionInstant(date, time)).toBeNull();
  });

  it('formats with the weekday in Tokyo', () => {
    expect(formatOptionTime('2025-12-03T05:00:00Z', 'ja')).toBe('12月3日(水) 14:00');
    expect(formatOptionTime('2025-12-03T05:00:00Z', 'en')).toBe('Wed, Dec 3, 14:00');
  });

  it('sorts by instant', () => {
    const sorted = sortByTime([
      { date_time: '2025-12-03T05:00:00Z' },
      { date_time: '2025-12-01T05:00:00+00:00' },
    ]);
    expect(sorted[0]?.date_time).toBe('2025-12-01T05:00:00+00:00');
  });
});

describe('formatOptionSlot', () => {
  it.each([
    [{ date_time: '2025-12-03T05:00:00Z', end_time: null }, 'ja', '12月3日(水) 14:00'],
    [
      { date_time: '2025-12-03T05:00:00Z', end_time: '2025-12-03T06:30:00Z' },
      'ja',
      '12月3日(水) 14:00〜15:30',
    ],
    [
      { date_time: '2025-12-03T05:00:00Z', end_time: '2025-12-03T06:30:00Z' },
      'en',
      'Wed, Dec 3, 14:00–15:30',
    ],
    [
      { date_time: '2025-12-03T13:00:00Z', end_time: '2025-12-03T15:00:00Z' },
      'ja',
      '12月3日(水) 22:00〜12月4日(木) 00:00',
    ],
  ] as const)('%j in %s', (option, language, text) => {
    expect(formatOptionSlot(option, language)).toBe(text);
  });
});
