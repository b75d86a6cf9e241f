import { layoutManuscript } from './layoutManuscript';
import { splitGraphemes } from './graphemes';

const layout = (text: string) => layoutManuscript(splitGraphemes(text));

describe('layoutManuscript', () => {
  it.each([
    ['empty', '', 0, 0, 0],
    ['only line breaks', '\n\n', 0, 0, 0],
    ['one character', 'あ', 1, 1, 1],
    ['exactly one row', 'あ'.repeat(20), 1, 1, 1],
    ['21 characters wrap to two rows', 'あ'.repeat(21), 2, 1, 2],
    ['a line break starts a new row', 'あ\nい', 2, 1, 2],
    ['a blank line takes a row', 'あ\n\nい', 3, 1, 3],
    ['final line breaks use no paper', 'あ\n\n', 1, 1, 1],
    ['400 characters fill one sheet', 'あ'.repeat(400), 20, 1, 20],
    ['401 characters need a second sheet', 'あ'.repeat(401), 21, 2, 1],
    ['a full stop after a full row hangs in the margin', `${'あ'.repeat(20)}。`, 1, 1, 1],
    ['the next character after a hanging stop starts a row', `${'あ'.repeat(20)}。い`, 2, 1, 2],
    // Every closing mark that would start a row hangs, not only the first.
    ['a full stop and a closing bracket both hang', `${'あ'.repeat(20)}。」`, 1, 1, 1],
    ['a closing bracket, a stop and a bracket all hang', `${'あ'.repeat(20)}」。」`, 1, 1, 1],
    ['the character after the hanging marks starts a row', `${'あ'.repeat(20)}。」い`, 2, 1, 2],
    ['emoji take one square', '👨‍👩‍👧'.repeat(21), 2, 1, 2],
  ])('%s', (_name, text, rows, pages, rowsOnLastPage) => {
    expect(layout(text)).toEqual({ rows, pages, rowsOnLastPage });
  });

  it('treats CRLF paragraphs like LF ones', () => {
    expect(layoutManuscript(splitGraphemes('あ\nい'))).toEqual(layout('あ\nい'));
  });
});
