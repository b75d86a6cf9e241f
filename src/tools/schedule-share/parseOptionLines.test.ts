import type { OptionKind } from '../../lib/scheduleOptions/optionTime';
import { parseOptionLines, type LineProblem, type ParsedLine } from './parseOptionLines';

/** Monday 23 November 2026, noon in Japan. */
const NOW = new Date('2026-11-23T12:00:00+09:00');
/** Sunday 20 December 2026: dates in January now mean next year. */
const DECEMBER = new Date('2026-12-20T09:00:00+09:00');

/** A candidate (kind 'time' unless said; dated kinds start at midnight) or a problem. */
type Expected = { kind?: OptionKind; start?: string; end?: string; label?: string } | LineProblem;

/** Japan wall-clock time written as 2026-12-01T14:00. */
const jst = (wall: string) => new Date(`${wall}:00+09:00`).toISOString();

function simplify(result: ParsedLine | undefined): Expected | undefined {
  if (!result) return undefined;
  if (result.kind === 'problem') return result.problem;
  return {
    ...(result.optionKind === 'time' ? {} : { kind: result.optionKind }),
    ...(result.start ? { start: result.start.toISOString() } : {}),
    ...(result.end ? { end: result.end.toISOString() } : {}),
    ...(result.label ? { label: result.label } : {}),
  };
}

function expected(value: Expected): Expected {
  if (typeof value === 'string') return value;
  return {
    ...(value.kind ? { kind: value.kind } : {}),
    ...(value.start ? { start: jst(value.start) } : {}),
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
  // 和暦, read strictly.
  ['令和8年12月1日(火) 14:00〜15:00', { start: '2026-12-01T14:00', end: '2026-12-01T15:00' }],
  ['R9.1.11 10:00', { start: '2027-01-11T10:00' }],
  ['令和８年１２月３日 終日', { kind: 'all_day', start: '2026-12-03T00:00' }],
  ['令和0年12月1日 14:00', 'bad_date'],
  ['平成38年12月1日 14:00', 'bad_date'],
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
  // A time with no date is a forgotten date; dates that cannot be.
  ['14:00〜15:00', 'no_date'],
  ['10時から会議', 'no_date'],
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
    const results = parseOptionLines('12/1 10:00\n\n12/2 10:00\r\n10:00\n12/1 10:00\n', NOW);
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

/** Candidates without a clock time, and times past midnight (NOW: Monday 23 November 2026). */
const ANY_TEXT: [string, Expected][] = [
  // A date with a part of the day: the day at midnight in Japan, the word as the kind.
  ['12/7(月) 午後', { kind: 'afternoon', start: '2026-12-07T00:00' }],
  ['12/7（月）午前', { kind: 'morning', start: '2026-12-07T00:00' }],
  ['12/7 午前中', { kind: 'morning', start: '2026-12-07T00:00' }],
  ['12/7 夜', { kind: 'evening', start: '2026-12-07T00:00' }],
  ['12/7 夕方 渋谷', { kind: 'evening', start: '2026-12-07T00:00', label: '渋谷' }],
  ['12/8(火) 終日', { kind: 'all_day', start: '2026-12-08T00:00' }],
  ['12月8日 終日 研修', { kind: 'all_day', start: '2026-12-08T00:00', label: '研修' }],
  ['2026/12/8 一日中', { kind: 'all_day', start: '2026-12-08T00:00' }],
  ['Dec 7 afternoon', { kind: 'afternoon', start: '2026-12-07T00:00' }],
  ['Tue, Dec 8 all day', { kind: 'all_day', start: '2026-12-08T00:00' }],
  ['Dec 8 all-day Offsite', { kind: 'all_day', start: '2026-12-08T00:00', label: 'Offsite' }],
  ['Dec 7 PM', { kind: 'afternoon', start: '2026-12-07T00:00' }],
  ['Dec 7 evening', { kind: 'evening', start: '2026-12-07T00:00' }],
  // A word of the day before a clock time only says which half of the day it is.
  ['12/7 夜7時〜9時', { start: '2026-12-07T19:00', end: '2026-12-07T21:00' }],
  ['12/7 朝8時', { start: '2026-12-07T08:00' }],
  ['12/7 午後2時', { start: '2026-12-07T14:00' }],
  // A word that only starts with one is text after the date.
  ['12/7 朝会', { kind: 'day', start: '2026-12-07T00:00', label: '朝会' }],
  ['12/7 夜勤明け', { kind: 'day', start: '2026-12-07T00:00', label: '夜勤明け' }],
  // A date alone; today still counts, yesterday is past.
  ['12/9', { kind: 'day', start: '2026-12-09T00:00' }],
  ['12/9(水) 本社', { kind: 'day', start: '2026-12-09T00:00', label: '本社' }],
  ['12月9日（水）', { kind: 'day', start: '2026-12-09T00:00' }],
  ['11/23 終日', { kind: 'all_day', start: '2026-11-23T00:00' }],
  ['2026-11-22 午後', 'past'],
  ['2026-11-22', 'past'],
  ['12/9(木) 午後', 'weekday_mismatch'],
  ['13/9 午後', 'bad_date'],
  // No date at all: the line itself, as typed (full-width kept), is the candidate.
  ['オンラインならいつでも', { kind: 'text', label: 'オンラインならいつでも' }],
  ['・来週のどこか', { kind: 'text', label: '来週のどこか' }],
  ['平日の夜（Ｚｏｏｍ）', { kind: 'text', label: '平日の夜（Ｚｏｏｍ）' }],
  ['Any weekday after 5pm', { kind: 'text', label: 'Any weekday after 5pm' }],
  ['3人以上集まれば', { kind: 'text', label: '3人以上集まれば' }],
  ['長'.repeat(101), 'label_too_long'],
  // Past midnight: 翌 keeps the end on the next day; so does 25時.
  ['12/1 14時〜翌1時', { start: '2026-12-01T14:00', end: '2026-12-02T01:00' }],
  [
    '12/1 22:00〜翌日2:00 忘年会',
    { start: '2026-12-01T22:00', end: '2026-12-02T02:00', label: '忘年会' },
  ],
  ['12/1 22:00-翌 0:30', { start: '2026-12-01T22:00', end: '2026-12-02T00:30' }],
  ['12/1 午後10時〜翌午前2時', { start: '2026-12-01T22:00', end: '2026-12-02T02:00' }],
  ['12/1 22:00〜26:00', { start: '2026-12-01T22:00', end: '2026-12-02T02:00' }],
  ['12/31 23:00〜翌1:00', { start: '2026-12-31T23:00', end: '2027-01-01T01:00' }],
  ['12/1 22:00〜30:00', 'bad_time'],
  ['12/1 22:00〜翌', 'bad_time'],
  // Without 翌, an end before the start is still a mistake to point out.
  ['12/1 22:00〜2:00', 'end_before_start'],
];

describe('parseOptionLines: any text, like 調整さん', () => {
  it.each(ANY_TEXT)('%j', (line, value) => {
    const [result] = parseOptionLines(line, NOW);
    expect(simplify(result)).toEqual(expected(value));
  });

  it('the same text twice, or the same day and part twice, is a duplicate', () => {
    const results = parseOptionLines(
      ['いつでも', 'いつでも', '12/7 午後', '12/7(月) 午後', '12/7 午前', 'ｲﾂﾃﾞﾓ'].join('\n'),
      NOW,
    );
    expect(results.map((r) => (r.kind === 'option' ? r.optionKind : r.problem))).toEqual([
      'text',
      'duplicate',
      'afternoon',
      'duplicate',
      'morning',
      'text',
    ]);
  });
});
