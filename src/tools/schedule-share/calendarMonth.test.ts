import { monthWeeks, shiftMonth, slotOptions } from './calendarMonth';

describe('monthWeeks', () => {
  it('lays out December 2026 from Sunday (the 1st is a Tuesday)', () => {
    const weeks = monthWeeks(2026, 12);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
  });

  it.each([
    [2028, 2, 29],
    [2027, 2, 28],
    [2026, 11, 30],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(monthWeeks(year, month).flat().filter(Boolean)).toHaveLength(days);
  });
});

describe('shiftMonth', () => {
  it.each([
    [2026, 12, 1, { year: 2027, month: 1 }],
    [2027, 1, -1, { year: 2026, month: 12 }],
    [2026, 5, 0, { year: 2026, month: 5 }],
  ])('%i-%i by %i', (year, month, by, expected) => {
    expect(shiftMonth(year, month, by)).toEqual(expected);
  });
});

describe('slotOptions', () => {
  it('gives every day every slot, in Japan time and in order', () => {
    const options = slotOptions(
      ['2026-12-03', '2026-12-01'],
      [
        { start: '10:00', end: '11:00' },
        { start: '14:00', end: '' },
        { start: '', end: '' },
      ],
      'オンライン',
    );
    expect(
      options.map((o) => [o.start?.toISOString(), o.end?.toISOString() ?? null, o.label]),
    ).toEqual([
      ['2026-12-01T01:00:00.000Z', '2026-12-01T02:00:00.000Z', 'オンライン'],
      ['2026-12-01T05:00:00.000Z', null, 'オンライン'],
      ['2026-12-03T01:00:00.000Z', '2026-12-03T02:00:00.000Z', 'オンライン'],
      ['2026-12-03T05:00:00.000Z', null, 'オンライン'],
    ]);
  });
});
