import { countText, normalizeLineBreaks } from './countText';

describe('countText', () => {
  it.each([
    ['empty', '', { total: 0, withoutSpaces: 0, lines: 0, words: 0, bytes: 0 }],
    ['ASCII', 'Hello world', { total: 11, withoutSpaces: 10, lines: 1, words: 2, bytes: 11 }],
    [
      'Japanese',
      '今日は良い天気です。',
      { total: 10, withoutSpaces: 10, lines: 1, words: 5, bytes: 30 },
    ],
    [
      'full-width space is a space',
      '山田　太郎',
      { total: 5, withoutSpaces: 4, lines: 1, words: 2, bytes: 15 },
    ],
    ['two lines', 'a\nb', { total: 3, withoutSpaces: 2, lines: 2, words: 2, bytes: 3 }],
    [
      'CRLF counts once',
      'a\r\nb\r\n',
      { total: 4, withoutSpaces: 2, lines: 3, words: 2, bytes: 4 },
    ],
    [
      'emoji are one character each',
      '👨‍👩‍👧👍🏽',
      { total: 2, withoutSpaces: 2, lines: 1, words: 0, bytes: 26 },
    ],
  ])('%s', (_name, text, expected) => {
    const { total, withoutSpaces, lines, words, bytes } = countText(text);
    expect({ total, withoutSpaces, lines, words, bytes }).toEqual(expected);
  });

  it('counts graphemes, code points and UTF-16 units separately', () => {
    const stats = countText('👨‍👩‍👧𠮷a');
    expect(stats.total).toBe(3);
    expect(stats.codePoints).toBe(7);
    expect(stats.codeUnits).toBe(11);
  });

  it('counts characters without line breaks', () => {
    expect(countText('あい う\nえ').withoutLineBreaks).toBe(5);
  });

  it('counts line breaks as two bytes when asked', () => {
    expect(countText('a\nb', { lineBreakBytes: 2 }).bytes).toBe(4);
    expect(countText('あ\nい', { lineBreakBytes: 2 }).shiftJis?.bytes).toBe(6);
  });

  it('matches TextEncoder for UTF-8 bytes, including lone surrogates', () => {
    for (const text of ['abc', 'éあ😀', 'x\uD800y', '\uDC00']) {
      expect(countText(text).bytes).toBe(new TextEncoder().encode(text).length);
    }
  });

  it('fills in the Japanese figures', () => {
    const stats = countText('ｱｲｳ、あいう。👍');
    expect(stats.halfWidth).toBe(3);
    expect(stats.fullWidth).toBe(6);
    expect(stats.manuscript.pages).toBe(1);
    expect(stats.shiftJis?.unrepresentable).toEqual(['👍']);
  });

  it('copes with a huge text', () => {
    const text = 'あいうえお、かきくけこ。Hello, world! 👍\n'.repeat(5000);
    const stats = countText(text);
    expect(stats.lines).toBe(5001);
    expect(stats.total).toBe(28 * 5000);
  });
});

describe('normalizeLineBreaks', () => {
  it.each([
    ['a\r\nb', 'a\nb'],
    ['a\rb', 'a\nb'],
    ['a\n\rb', 'a\n\nb'],
  ])('%j', (input, expected) => {
    expect(normalizeLineBreaks(input)).toBe(expected);
  });
});
