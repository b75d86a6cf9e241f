import { formatErrorPointer, locateOffset, offsetFromParserMessage } from './jsonErrorLocation';

describe('offsetFromParserMessage', () => {
  const text = '{\n  "a": 1,\n  "b" 2\n}';
  it.each([
    [
      'V8 position',
      "Expected ':' after property name in JSON at position 18 (line 3 column 7)",
      18,
    ],
    ['V8 position only', 'Unterminated string in JSON at position 4', 4],
    ['Firefox line and column', "JSON.parse: expected ':' at line 3 column 7 of the JSON data", 18],
    ['unexpected end', 'Unexpected end of JSON input', text.length],
    ['position past the end is clamped', 'at position 999', text.length],
    ['no position', 'Unexpected token \'a\', "abc" is not valid JSON', null],
    ['empty message', '', null],
  ])('%s', (_name, message, expected) => {
    expect(offsetFromParserMessage(message, text)).toBe(expected);
  });
});

describe('locateOffset', () => {
  it.each([
    ['first character', '}', 0, { line: 1, column: 1, before: '', at: '}', after: '' }],
    ['LF lines', '{\n  "a" 1\n}', 8, { line: 2, column: 7, before: '  "a" ', at: '1', after: '' }],
    [
      'CRLF lines',
      '{\r\n  "a" 1\r\n}',
      9,
      { line: 2, column: 7, before: '  "a" ', at: '1', after: '' },
    ],
    [
      'lone CR lines',
      '{\r  "a" 1\r}',
      8,
      { line: 2, column: 7, before: '  "a" ', at: '1', after: '' },
    ],
    ['end of text', '[1,', 3, { line: 1, column: 4, before: '[1,', at: '', after: '' }],
    [
      'emoji counts once',
      '["🚀" x]',
      6,
      { line: 1, column: 6, before: '["🚀" ', at: 'x', after: ']' },
    ],
    [
      'Japanese',
      '{"名前": 値}',
      7,
      { line: 1, column: 8, before: '{"名前": ', at: '値', after: '}' },
    ],
    ['empty text', '', 0, { line: 1, column: 1, before: '', at: '', after: '' }],
  ])('%s', (_name, text, offset, expected) => {
    expect(locateOffset(text, offset)).toMatchObject(expected);
  });

  it('cuts long lines around the error (minified documents are one line)', () => {
    const line = `${'a'.repeat(1000)}X${'b'.repeat(1000)}`;
    const location = locateOffset(line, 1000);
    expect(location).toMatchObject({
      line: 1,
      column: 1001,
      at: 'X',
      cutStart: true,
      cutEnd: true,
    });
    expect(location.before).toBe('a'.repeat(40));
    expect(location.after).toBe('b'.repeat(40));
  });

  it('finds the line in a huge document', () => {
    const text = `${'[1,\n'.repeat(200_000)}x`;
    expect(locateOffset(text, text.length - 1)).toMatchObject({
      line: 200_001,
      column: 1,
      at: 'x',
    });
  });
});

describe('formatErrorPointer', () => {
  it.each([
    ['caret under the character', '{"a" 1}', 5, '{"a" 1}\n     ^'],
    ['tabs kept so the caret lines up', '\t"a" 1', 5, '\t"a" 1\n\t    ^'],
    [
      'cut line shows ellipses',
      `${'a'.repeat(50)}X`,
      50,
      `…${'a'.repeat(40)}X\n${' '.repeat(41)}^`,
    ],
  ])('%s', (_name, text, offset, expected) => {
    expect(formatErrorPointer(locateOffset(text, offset))).toBe(expected);
  });
});
