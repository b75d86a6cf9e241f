import {
  compareOptions,
  formatOptionSlot,
  formatOptionTime,
  formatPollDateTime,
  localSlot,
  optionHeading,
  optionInstant,
  optionNote,
  sortByTime,
  type OptionWhen,
} from './optionTime';

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
});

const time = (date_time: string, end_time: string | null = null): OptionWhen => ({
  kind: 'time',
  date_time,
  end_time,
});
/** Midnight in Japan of a date, as dated kinds store it. */
const dated = (kind: OptionWhen['kind'], date: string): OptionWhen => ({
  kind,
  date_time: new Date(`${date}T00:00:00+09:00`).toISOString(),
});
const text = (label: string): OptionWhen => ({ kind: 'text', date_time: null, label });

describe('formatOptionSlot', () => {
  it.each([
    [time('2025-12-03T05:00:00Z'), 'ja', '12月3日(水) 14:00'],
    [time('2025-12-03T05:00:00Z', '2025-12-03T06:30:00Z'), 'ja', '12月3日(水) 14:00〜15:30'],
    [time('2025-12-03T05:00:00Z', '2025-12-03T06:30:00Z'), 'en', 'Wed, Dec 3, 14:00–15:30'],
    // Overnight: 14:00 until 01:00 the next day, and until midnight.
    [time('2026-12-01T05:00:00Z', '2026-12-01T16:00:00Z'), 'ja', '12月1日(火) 14:00〜翌01:00'],
    [
      time('2026-12-01T05:00:00Z', '2026-12-01T16:00:00Z'),
      'en',
      'Tue, Dec 1, 14:00–01:00 (next day)',
    ],
    [time('2025-12-03T13:00:00Z', '2025-12-03T15:00:00Z'), 'ja', '12月3日(水) 22:00〜24:00'],
    // More than a day: written in full.
    [
      time('2026-12-01T05:00:00Z', '2026-12-03T01:00:00Z'),
      'ja',
      '12月1日(火) 14:00〜12月3日(木) 10:00',
    ],
    // A month's end rolls into the next month.
    [time('2026-11-30T13:00:00Z', '2026-11-30T17:00:00Z'), 'ja', '11月30日(月) 22:00〜翌02:00'],
    [dated('day', '2026-12-07'), 'ja', '12月7日(月)'],
    [dated('day', '2026-12-07'), 'en', 'Mon, Dec 7'],
    [dated('all_day', '2026-12-08'), 'ja', '12月8日(火) 終日'],
    [dated('all_day', '2026-12-08'), 'en', 'Tue, Dec 8, all day'],
    [dated('morning', '2026-12-07'), 'ja', '12月7日(月) 午前'],
    [dated('afternoon', '2026-12-07'), 'ja', '12月7日(月) 午後'],
    [dated('evening', '2026-12-07'), 'en', 'Mon, Dec 7, evening'],
    [text('オンラインならいつでも'), 'ja', 'オンラインならいつでも'],
    [text('Any weekday'), 'en', 'Any weekday'],
  ] as const)('%j in %s → %s', (option, language, expected) => {
    expect(formatOptionSlot(option, language)).toBe(expected);
  });

  it('a text candidate has no separate note; the others keep theirs', () => {
    expect(optionNote({ ...text('本社3F'), label: '本社3F' })).toBeNull();
    expect(optionNote({ ...time('2025-12-03T05:00:00Z'), label: '本社3F' })).toBe('本社3F');
    expect(optionNote({ ...dated('afternoon', '2026-12-07'), label: '' })).toBeNull();
  });
});

describe('localSlot: the visitor’s own time beside Japan time', () => {
  it.each([
    // In Japan, or in a zone with the same offset: nothing to add.
    [time('2026-12-01T05:00:00Z'), 'ja', 'Asia/Tokyo', null],
    [time('2026-12-01T05:00:00Z'), 'en', 'Asia/Seoul', null],
    [
      time('2026-12-01T05:00:00Z', '2026-12-01T06:00:00Z'),
      'en',
      'America/Los_Angeles',
      'Mon, Nov 30, 21:00–22:00 PST',
    ],
    [
      time('2026-12-01T05:00:00Z', '2026-12-01T06:00:00Z'),
      'ja',
      'America/Los_Angeles',
      '11月30日(月) 21:00〜22:00 GMT-8',
    ],
    [time('2026-07-01T05:00:00Z'), 'en', 'Europe/London', 'Wed, Jul 1, 06:00 GMT+1'],
    [time('2026-12-01T05:00:00Z'), 'en', 'Asia/Kolkata', 'Tue, Dec 1, 10:30 GMT+5:30'],
    // A part of the day stands for hours in Japan (午後 12:00–18:00): shown in the visitor's.
    [
      dated('afternoon', '2026-12-07'),
      'en',
      'America/Los_Angeles',
      'Sun, Dec 6, 19:00–01:00 (next day) PST',
    ],
    [
      dated('afternoon', '2026-12-07'),
      'ja',
      'America/Los_Angeles',
      '12月6日(日) 19:00〜翌01:00 GMT-8',
    ],
    [dated('morning', '2026-12-07'), 'en', 'Europe/London', 'Mon, Dec 7, 00:00–03:00 GMT'],
    [dated('evening', '2026-07-07'), 'en', 'Europe/Paris', 'Tue, Jul 7, 11:00–15:00 GMT+2'],
    [
      dated('all_day', '2026-12-07'),
      'en',
      'America/New_York',
      'Sun, Dec 6, 10:00–10:00 (next day) EST',
    ],
    [dated('afternoon', '2026-12-07'), 'ja', 'Asia/Tokyo', null],
    [dated('evening', '2026-12-07'), 'en', 'Asia/Seoul', null],
    // A date alone and text read the same everywhere.
    [dated('day', '2026-12-07'), 'en', 'America/Los_Angeles', null],
    [text('いつでも'), 'ja', 'America/Los_Angeles', null],
  ] as const)('%j in %s at %s → %s', (option, language, zone, expected) => {
    expect(localSlot(option, language, zone)).toBe(expected);
  });
});

describe('optionHeading: the two lines of a column in the answer table', () => {
  it.each([
    [time('2025-12-03T05:00:00Z', '2025-12-03T06:30:00Z'), 'ja', '12/3(水)', '14:00〜15:30'],
    [time('2026-12-01T05:00:00Z', '2026-12-01T16:00:00Z'), 'ja', '12/1(火)', '14:00〜翌01:00'],
    [time('2025-12-03T05:00:00Z'), 'en', 'Wed, 12/3', '14:00'],
    [dated('afternoon', '2026-12-07'), 'ja', '12/7(月)', '午後'],
    [dated('day', '2026-12-07'), 'ja', '12/7(月)', ''],
    [text('いつでも'), 'ja', '', 'いつでも'],
  ] as const)('%j in %s', (option, language, date, detail) => {
    expect(optionHeading(option, language)).toEqual({ date, detail });
  });
});

describe('formatPollDateTime: one 24-hour clock in both languages', () => {
  it.each([
    ['2026-12-01T09:00:00Z', 'ja', '2026年12月1日 18:00'],
    ['2026-12-01T09:00:00Z', 'en', 'Dec 1, 2026, 18:00'],
    ['2026-12-01T15:30:00Z', 'en', 'Dec 2, 2026, 00:30'],
  ] as const)('%s in %s → %s', (iso, language, expected) => {
    expect(formatPollDateTime(iso, language)).toBe(expected);
  });
});

describe('sorting', () => {
  it('by when: 午前 (9時) before 11:00 before 午後 (13時) on one day, text last in the given order', () => {
    const options = [
      { id: 'text-1', ...text('A') },
      { id: 'afternoon', ...dated('afternoon', '2026-12-07') },
      { id: 'eleven', ...time('2026-12-07T02:00:00Z') },
      { id: 'text-2', ...text('B') },
      { id: 'morning', ...dated('morning', '2026-12-07') },
      { id: 'all-day', ...dated('all_day', '2026-12-07') },
      { id: 'earlier', ...time('2026-12-01T05:00:00Z') },
    ];
    expect(sortByTime(options).map((option) => option.id)).toEqual([
      'earlier',
      'all-day',
      'morning',
      'eleven',
      'afternoon',
      'text-1',
      'text-2',
    ]);
    expect(compareOptions(text('A'), text('B'))).toBe(0);
  });
});
