import { splitLines } from './splitLines';

describe('splitLines', () => {
  it.each([
    ['empty text has no lines', '', []],
    ['one line without a break', 'a', ['a']],
    ['a final break ends the last line', 'a\nb\n', ['a', 'b']],
    ['CRLF and LF are the same', 'a\r\nb\r\n', ['a', 'b']],
    ['old Mac CR', 'a\rb', ['a', 'b']],
    ['blank lines are kept', 'a\n\nb', ['a', '', 'b']],
    ['only a break is one empty line', '\n', ['']],
    ['two breaks are two empty lines', '\n\n', ['', '']],
    ['multi-byte and emoji', '日本語\n👨‍👩‍👧', ['日本語', '👨‍👩‍👧']],
  ])('%s', (_name, input, expected) => {
    expect(splitLines(input)).toEqual(expected);
  });
});
