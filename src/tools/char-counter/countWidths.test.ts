import { countWidths } from './countWidths';
import { splitGraphemes } from './graphemes';

describe('countWidths', () => {
  it.each([
    ['empty', '', 0, 0],
    ['ASCII and space', 'ab 1!', 0, 5],
    ['hiragana, kanji, full-width letters', 'あ漢ＡＢ', 4, 0],
    ['full-width space is full-width', '　', 1, 0],
    ['half-width katakana with voiced marks', 'ｶﾞｲﾄﾞ', 0, 5],
    ['emoji are full-width', '👨‍👩‍👧👍', 2, 0],
    ['line breaks and tabs are neither', 'a\n\tb\r\n', 0, 2],
    ['mixed', '第1四半期：売上ｱｯﾌﾟ', 7, 5],
  ])('%s', (_name, text, full, half) => {
    expect(countWidths(splitGraphemes(text))).toEqual({ fullWidth: full, halfWidth: half });
  });
});
