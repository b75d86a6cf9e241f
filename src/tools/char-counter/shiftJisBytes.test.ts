import { countShiftJisBytes } from './shiftJisBytes';

describe('countShiftJisBytes', () => {
  it.each([
    ['empty', '', 0, []],
    ['ASCII', 'abc 123', 7, []],
    ['hiragana and kanji', 'あいう漢字', 10, []],
    ['half-width katakana', 'ｱｲｳﾞ', 4, []],
    ['full-width alphanumerics', 'ＡＢ１', 6, []],
    ['Windows extensions (NEC, IBM)', '①㈱髙', 6, []],
    ['yen sign and overline are one byte', '¥‾', 2, []],
    ['Mac wave dash and minus are two bytes', '〜−', 4, []],
    ['emoji are not representable', 'OK👍', 2, ['👍']],
    ['rare kanji outside JIS', '𠮷野家', 4, ['𠮷']],
    ['Korean is not representable', '안녕', 0, ['안', '녕']],
    ['decomposed voiced kana are composed first', 'か\u3099', 2, []],
  ])('%s', (_name, text, bytes, unrepresentable) => {
    const result = countShiftJisBytes(text);
    expect(result?.bytes).toBe(bytes);
    expect(result?.unrepresentable).toEqual(unrepresentable);
    expect(result?.unrepresentableCount).toBe([...unrepresentable].length);
  });

  it('counts line breaks as one or two bytes', () => {
    expect(countShiftJisBytes('あ\nい')?.bytes).toBe(5);
    expect(countShiftJisBytes('あ\nい', 2)?.bytes).toBe(6);
  });

  it('lists each unrepresentable character once but counts every one', () => {
    const result = countShiftJisBytes('👍👍🎉');
    expect(result?.unrepresentable).toEqual(['👍', '🎉']);
    expect(result?.unrepresentableCount).toBe(3);
  });

  it('caps the list of unrepresentable characters', () => {
    const hangul = Array.from({ length: 50 }, (_, i) => String.fromCharCode(0xac00 + i)).join('');
    const result = countShiftJisBytes(hangul);
    expect(result?.unrepresentable).toHaveLength(20);
    expect(result?.unrepresentableCount).toBe(50);
  });
});
