import { advanceIndex, findMatches, formatMatchCount, MAX_COUNTED_MATCHES } from './findMatches';

const texts = (regex: RegExp, text: string) => findMatches(regex, text).matches.map((m) => m.text);
const spans = (regex: RegExp, text: string) =>
  findMatches(regex, text).matches.map((m) => [m.start, m.end]);

describe('findMatches', () => {
  it.each([
    ['all matches with g', /\d+/g, 'a1b22c333', ['1', '22', '333']],
    ['only the first without g', /\d+/, 'a1b22c333', ['1']],
    ['none', /x/g, 'abc', []],
    ['ignore case', /abc/gi, 'ABC abc', ['ABC', 'abc']],
    // The engine treats CR as a line end too, so CRLF text works with m.
    ['multi-line anchors', /^\w+$/gm, 'one\r\ntwo\nthree', ['one', 'two', 'three']],
    ['dotAll', /a.b/gs, 'a\nb', ['a\nb']],
    ['Japanese', /[ァ-ヺー]+/g, 'テストとデータ', ['テスト', 'データ']],
    ['emoji with u', /./gu, '🚀a', ['🚀', 'a']],
    ['emoji without u splits surrogates', /./g, '🚀', ['\ud83d', '\ude80']],
    ['sticky with g stops at a gap', /a/gy, 'aab a', ['a', 'a']],
    ['sticky without g matches at 0 only', /b/y, 'ab', []],
    ['markup is just text', /<b>/g, '<b>x</b>', ['<b>']],
  ])('%s', (_name, regex, text, expected) => {
    expect(texts(regex, text)).toEqual(expected);
  });

  it('lists every empty match (a*), like matchAll', () => {
    expect(spans(/a*/g, 'baac')).toEqual([
      [0, 0],
      [1, 3],
      [3, 3],
      [4, 4],
    ]);
    expect(findMatches(/a*/g, 'baac').total).toBe([...'baac'.matchAll(/a*/g)].length);
  });

  it('steps over emoji by code point in unicode mode', () => {
    expect(spans(/(?:)/gu, '🚀')).toEqual([
      [0, 0],
      [2, 2],
    ]);
    expect(spans(/(?:)/g, '🚀')).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('reports numbered and named groups, unmatched ones as undefined', () => {
    const { matches } = findMatches(/(?<year>\d{4})-(\d{2})(x)?/g, '2025-04 1999-12x');
    expect(matches[0]?.groups).toEqual([
      { number: 1, name: 'year', value: '2025' },
      { number: 2, name: null, value: '04' },
      { number: 3, name: null, value: undefined },
    ]);
    expect(matches[1]?.groups[2]?.value).toBe('x');
  });

  it('reports group positions with d', () => {
    const { matches } = findMatches(/(?<y>\d+)-(\d+)/dg, 'at 12-345');
    expect(matches[0]).toEqual({
      start: 3,
      end: 9,
      text: '12-345',
      groups: [
        { number: 1, name: 'y', value: '12', start: 3, end: 5 },
        { number: 2, name: null, value: '345', start: 6, end: 9 },
      ],
    });
  });

  it('keeps details for the first matches and counts the rest', () => {
    const result = findMatches(/a/g, 'a'.repeat(50), 10);
    expect(result.matches).toHaveLength(10);
    expect(result.total).toBe(50);
    expect(result.truncated).toBe(true);
  });

  it('stops counting at the cap on a huge text and says the count is a lower bound', () => {
    const result = findMatches(/(?:)/g, 'x'.repeat(MAX_COUNTED_MATCHES + 10), 5);
    expect(result.total).toBe(MAX_COUNTED_MATCHES);
    expect(result.capped).toBe(true);
    expect(formatMatchCount(result)).toBe('1,000,000+');
  });

  it('is not capped when the text has exactly as many matches as the cap', () => {
    // An empty pattern matches before every character and at the end: length + 1 matches.
    const text = 'x'.repeat(MAX_COUNTED_MATCHES - 1);
    const result = findMatches(/(?:)/g, text, 5);
    expect(result.total).toBe(text.match(/(?:)/g)?.length);
    expect(result.capped).toBe(false);
    expect(formatMatchCount(result)).toBe('1,000,000');
  });

  it('handles CRLF and empty text', () => {
    expect(spans(/$/gm, 'a\r\nb')).toEqual([
      [1, 1],
      [2, 2],
      [4, 4],
    ]);
    expect(findMatches(/a*/g, '')).toEqual({
      matches: [],
      total: 0,
      truncated: false,
      capped: false,
    });
  });

  it('does not disturb the lastIndex of the regex it is given', () => {
    const regex = /a/g;
    regex.lastIndex = 1;
    findMatches(regex, 'aaa');
    expect(regex.lastIndex).toBe(1);
  });
});

describe('advanceIndex', () => {
  it.each([
    ['ab', 0, false, 1],
    ['🚀', 0, true, 2],
    ['🚀', 0, false, 1],
    ['a', 0, true, 1],
    ['\ud83d', 0, true, 1],
  ])('%j at %i (unicode %s)', (text, index, unicode, expected) => {
    expect(advanceIndex(text, index, unicode)).toBe(expected);
  });
});
