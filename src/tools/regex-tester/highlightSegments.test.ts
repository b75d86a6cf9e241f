import { findMatches } from './findMatches';
import { highlightSegments } from './highlightSegments';

const segments = (regex: RegExp, text: string) =>
  highlightSegments(text, findMatches(regex, text).matches);

describe('highlightSegments', () => {
  it('splits text around matches', () => {
    expect(segments(/\d+/g, 'a1b22')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'match', text: '1', matchNumber: 1 },
      { kind: 'text', text: 'b' },
      { kind: 'match', text: '22', matchNumber: 2 },
    ]);
  });

  it('marks empty matches', () => {
    expect(segments(/x*/g, 'ab')).toEqual([
      { kind: 'empty', matchNumber: 1 },
      { kind: 'text', text: 'a' },
      { kind: 'empty', matchNumber: 2 },
      { kind: 'text', text: 'b' },
      { kind: 'empty', matchNumber: 3 },
    ]);
  });

  it('keeps markup as plain text segments', () => {
    const text = '<img src=x onerror=alert(1)>hello';
    const result = segments(/hello/g, text);
    expect(result[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)>' });
    expect(result.map((s) => ('text' in s ? s.text : '')).join('')).toBe(text);
  });

  it.each([
    ['no matches', /z/g, 'abc'],
    ['empty text', /a/g, ''],
    ['emoji and Japanese', /🚀|日本/gu, 'x🚀日本y'],
    ['CRLF', /\r\n/g, 'a\r\nb\r\n'],
  ])('reassembles the text: %s', (_name, regex, text) => {
    const joined = segments(regex, text)
      .map((s) => ('text' in s ? s.text : ''))
      .join('');
    expect(joined).toBe(text);
  });

  it('skips overlapping matches instead of garbling', () => {
    const text = 'abcdef';
    const result = highlightSegments(text, [
      { start: 0, end: 3, text: 'abc', groups: [] },
      { start: 2, end: 4, text: 'cd', groups: [] },
    ]);
    expect(result).toEqual([
      { kind: 'match', text: 'abc', matchNumber: 1 },
      { kind: 'text', text: 'def' },
    ]);
  });
});
