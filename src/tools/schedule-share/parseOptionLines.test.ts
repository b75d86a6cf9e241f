import { parseOptionLines, type LineProblem, type ParsedLine } from './parseOptionLines';

/** Monday 23 November 2026, noon in Japan. */
const NOW = new Date('2026-11-23T12:00:00+09:00');
/** Sunday 20 December 2026: dates in January now mean next year. */
const DECEMBER = new Date('2026-12-20T09:00:00+09:00');

type Expected = { start: string; end?: string; label?: string } | LineProblem;

/** Japan wall-clock time written as 2026-12-01T14:00. */
const jst = (wall: string) => new Date(`${wall}:00+09:00`).toISOString();

function simplify(result: ParsedLine | undefined): Expected | undefined {
  if (!result) return undefined;
  if (result.kind === 'problem') return result.problem;
  return {
    start: result.start.toISOString(),
    ...(result.end ? { end: result.end.toISOString() } : {}),
    ...(result.label ? { label: result.label } : {}),
  };
}

function expected(value: Expected): Expected {
  if (typeof value === 'string') return value;
  return {
    start: jst(value.start),
    ...(value.end ? { end: jst(value.end) } : {}),
    ...(value.label ? { label: value.label } : {}),
  };
}

const LINES: [string, Expected][] = [
  // Japanese mail, as typed on a PC.
  ['12/1(火) 14:00〜', { start: '2026-12-01T14:00' }],
  ['12/1（火）14:00～', { start: '2026-12-01T14:00' }],
  ['12月1日 14時', { start: '2026-12-01T14:00' }],
  ['12月1日(火) 14時30分', { start: '2026-12-01T14:30' }],
  ['12月1日（火曜日） 14時半〜', { start: '2026-12-01T14:30' }],
  ['2026-12-01 14:00-15:00', { start: '2026-12-01T14:00', end: '2026-12-01T15:00' }],
  [
    '12/1 14:00〜15:30 本社3F',
    { start: '2026-12-01T14:00', end: '2026-12-01T15:30', label: '本社3F' },
  ],
  // Full-width digits, colons, slashes and tildes (IME output).
  [
    '１２／１（火）　１４：００～１５：００',
    { start: '2026-12-01T14:00', end: '2026-12-01T15:00' },
  ],
  [
    '１２月３日　１０時〜１１時　オンライン',
    {
      start: '2026-12-03T10:00',
      end: '2026-12-03T11:00',
      label: 'オンライン',
    },
  ],
  ['2026年12月3日(木) 10:00～12:00', { start: '2026-12-03T10:00', end: '2026-12-03T12:00' }],
  ['2026/12/03 9:30', { start: '2026-12-03T09:30' }],
  ['2026.12.3 9:30 - 10:00', { start: '2026-12-03T09:30', end: '2026-12-03T10:00' }],
  ['12/3 午後2時から3時', { start: '2026-12-03T14:00', end: '2026-12-03T15:00' }],
  ['12/3 午前10時〜午前11時30分', { start: '2026-12-03T10:00', end: '2026-12-03T11:30' }],
  [
    '12/3 14:00から15:00まで 会議室A',
    {
      start: '2026-12-03T14:00',
      end: '2026-12-03T15:00',
      label: '会議室A',
    },
  ],
  [
    '12/3(木)14:00-15:00@渋谷オフィス',
    {
      start: '2026-12-03T14:00',
      end: '2026-12-03T15:00',
      label: '渋谷オフィス',
    },
  ],
  ['12/3 木 14:00', { start: '2026-12-03T14:00' }],
  ['12/3 木曜 14:00 Zoom', { start: '2026-12-03T14:00', label: 'Zoom' }],
  // List markers people paste along.
  ['・12/1(火) 14:00〜', { start: '2026-12-01T14:00' }],
  ['- 12/1 14:00', { start: '2026-12-01T14:00' }],
  ['① 12/1 14:00', { start: '2026-12-01T14:00' }],
  ['1. 12/3 10:00', { start: '2026-12-03T10:00' }],
  // English mail.
  [
    'Tue, Dec 1 2:00 PM - 3:30 PM Zoom',
    {
      start: '2026-12-01T14:00',
      end: '2026-12-01T15:30',
      label: 'Zoom',
    },
  ],
  ['Dec 1, 2026 14:00', { start: '2026-12-01T14:00' }],
  ['December 3 10am', { start: '2026-12-03T10:00' }],
  ['3 Dec 10:30 a.m. to 11:30 a.m.', { start: '2026-12-03T10:30', end: '2026-12-03T11:30' }],
  ['Thursday, December 3rd 2:00-3:00 pm', { start: '2026-12-03T14:00', end: '2026-12-03T15:00' }],
  ['Dec 3 (Thu) 12pm', { start: '2026-12-03T12:00' }],
  ['Dec 3 12am', { start: '2026-12-03T00:00' }],
  // Year: the next occurrence, today included.
  ['11/23 18:00', { start: '2026-11-23T18:00' }],
  ['11/22 18:00', { start: '2027-11-22T18:00' }],
  ['1/5(火) 10:00', { start: '2027-01-05T10:00' }],
  ['2/29 10:00', { start: '2028-02-29T10:00' }],
  ['2027/2/29 10:00', 'bad_date'],
  // Weekdays that do not match the date.
  ['12/1(水) 14:00', 'weekday_mismatch'],
  ['12月3日（金） 10時', 'weekday_mismatch'],
  ['Mon, Dec 1 10:00', 'weekday_mismatch'],
  // Times that cannot be right.
  ['12/1 25:00', 'bad_time'],
  ['12/1 14:75', 'bad_time'],
  ['12/1 15:00-14:00', 'end_before_start'],
  ['12/1 14:00-14:00', 'end_before_start'],
  ['12/1 午後13時', 'bad_time'],
  // Missing parts and garbage.
  ['12/1', 'no_time'],
  ['12/1 (火) 終日', 'no_time'],
  ['14:00〜15:00', 'no_date'],
  ['来週のどこか', 'no_date'],
  ['よろしくお願いいたします。', 'no_date'],
  ['asdf;lkj', 'no_date'],
  ['13/1 10:00', 'bad_date'],
  ['2/30 10:00', 'bad_date'],
  ['2025-12-01 10:00', 'past'],
  [`12/1 10:00 ${'長'.repeat(101)}`, 'label_too_long'],
  // 24:00 as an end is the end of that day.
  ['12/1 22:00-24:00', { start: '2026-12-01T22:00', end: '2026-12-02T00:00' }],
  ['12/1 24:00', 'bad_time'],
];

describe('parseOptionLines', () => {
  it.each(LINES)('%j', (line, value) => {
    const [result] = parseOptionLines(line, NOW);
    expect(simplify(result)).toEqual(expected(value));
  });

  it('has at least 40 real-world lines', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['1/5(火) 10:00', { start: '2027-01-05T10:00' }],
    ['12/24(木) 19:00〜 忘年会', { start: '2026-12-24T19:00', label: '忘年会' }],
    ['12/20 8:00', 'past'],
    ['12/20 10:00', { start: '2026-12-20T10:00' }],
    ['12/19 10:00', { start: '2027-12-19T10:00' }],
    ['1/5(月) 10:00', 'weekday_mismatch'],
  ] as [string, Expected][])('in December: %j', (line, value) => {
    const [result] = parseOptionLines(line, DECEMBER);
    expect(simplify(result)).toEqual(expected(value));
  });

  it('reads several lines, skips blank ones and keeps line numbers', () => {
    const results = parseOptionLines('12/1 10:00\n\n12/2 10:00\r\nだめ\n12/1 10:00\n', NOW);
    expect(results.map((r) => [r.line, r.kind === 'option' ? 'ok' : r.problem])).toEqual([
      [1, 'ok'],
      [3, 'ok'],
      [4, 'no_date'],
      [5, 'duplicate'],
    ]);
  });

  it('tells the real weekday when the written one is wrong', () => {
    expect(parseOptionLines('12/1(水) 14:00', NOW)[0]).toMatchObject({
      problem: 'weekday_mismatch',
      weekday: 2,
    });
  });
});
