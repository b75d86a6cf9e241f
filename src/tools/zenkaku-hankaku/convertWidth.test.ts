import fc from 'fast-check';
import { convertWidth, countChanged, type WidthKinds } from './convertWidth';

const ALL: WidthKinds = { alphanumeric: true, katakana: true, symbols: true };

/**
 * WHATWG Encoding Standard, index-iso-2022-jp-katakana: pointer n is U+FF61 + n, the value the
 * full-width character an ISO-2022-JP encoder writes for it. Written out here as published.
 */
const WHATWG_KATAKANA = [
  0x3002, 0x300c, 0x300d, 0x3001, 0x30fb, 0x30f2, 0x30a1, 0x30a3, 0x30a5, 0x30a7, 0x30a9, 0x30e3,
  0x30e5, 0x30e7, 0x30c3, 0x30fc, 0x30a2, 0x30a4, 0x30a6, 0x30a8, 0x30aa, 0x30ab, 0x30ad, 0x30af,
  0x30b1, 0x30b3, 0x30b5, 0x30b7, 0x30b9, 0x30bb, 0x30bd, 0x30bf, 0x30c1, 0x30c4, 0x30c6, 0x30c8,
  0x30ca, 0x30cb, 0x30cc, 0x30cd, 0x30ce, 0x30cf, 0x30d2, 0x30d5, 0x30d8, 0x30db, 0x30de, 0x30df,
  0x30e0, 0x30e1, 0x30e2, 0x30e4, 0x30e6, 0x30e8, 0x30e9, 0x30ea, 0x30eb, 0x30ec, 0x30ed, 0x30ef,
  0x30f3, 0x309b, 0x309c,
];

describe('convertWidth', () => {
  it.each<[string, 'to_half' | 'to_full', WidthKinds, string]>([
    ['ＡＢＣ１２３ａｂｃ', 'to_half', ALL, 'ABC123abc'],
    ['ガギグ パピプ ヴ ヷ', 'to_half', { ...ALL, symbols: false }, 'ｶﾞｷﾞｸﾞ ﾊﾟﾋﾟﾌﾟ ｳﾞ ﾜﾞ'],
    ['「カタカナ」、ＡＢＣ！　です。', 'to_half', ALL, '｢ｶﾀｶﾅ｣､ABC! です｡'],
    // Only the kinds asked for.
    [
      'ＡＢＣ！カナ',
      'to_half',
      { alphanumeric: true, katakana: false, symbols: false },
      'ABC！カナ',
    ],
    [
      'ＡＢＣ！カナ',
      'to_half',
      { alphanumeric: false, katakana: false, symbols: true },
      'ＡＢＣ!カナ',
    ],
    [
      'ＡＢＣ！カナ',
      'to_half',
      { alphanumeric: false, katakana: true, symbols: false },
      'ＡＢＣ！ｶﾅ',
    ],
    ['ｶﾞｷﾞｸﾞ ﾊﾟ ｳﾞ ｱﾞ ﾞ', 'to_full', { ...ALL, symbols: false }, 'ガギグ パ ヴ ア゛ ゛'],
    ['ABC-123 (test)', 'to_full', ALL, 'ＡＢＣ－１２３　（ｔｅｓｔ）'],
    [
      'ABC-123',
      'to_full',
      { alphanumeric: true, katakana: false, symbols: false },
      'ＡＢＣ-１２３',
    ],
    // Hiragana, kanji and emoji are left alone.
    ['ひらがな漢字🚀', 'to_half', ALL, 'ひらがな漢字🚀'],
    ['ひらがな漢字🚀', 'to_full', ALL, 'ひらがな漢字🚀'],
  ])('%j %s → %j', (input, direction, kinds, expected) => {
    expect(convertWidth(input, direction, kinds)).toBe(expected);
  });

  it('writes half-width kana in full width as the WHATWG table says', () => {
    WHATWG_KATAKANA.forEach((full, pointer) => {
      const half = String.fromCharCode(0xff61 + pointer);
      expect(convertWidth(half, 'to_full', ALL)).toBe(String.fromCharCode(full));
      expect(convertWidth(String.fromCharCode(full), 'to_half', ALL)).toBe(half);
    });
  });

  it('agrees with NFKC for every half-width form it changes', () => {
    // Every character of the Halfwidth and Fullwidth Forms block and ASCII.
    for (let code = 0x20; code <= 0xffef; code++) {
      if (code > 0x7e && code < 0xff01) continue;
      const ch = String.fromCharCode(code);
      const full = convertWidth(ch, 'to_full', ALL);
      const half = convertWidth(ch, 'to_half', ALL);
      if (full !== ch && code >= 0xff61) {
        // ﾞ and ﾟ alone: NFKC gives the combining marks; the table the spacing ones.
        if (code === 0xff9e || code === 0xff9f) expect(full).toBe(code === 0xff9e ? '゛' : '゜');
        else expect(full).toBe(ch.normalize('NFKC'));
      }
      if (half !== ch) expect(ch.normalize('NFKC')).toBe(half.normalize('NFKC'));
    }
  });

  it('keeps the text the same under NFKC, whatever the kinds and direction', () => {
    const pieces = fc.constantFrom(
      ...'ＡＺａｚ０９！＂＃＄％＆＇（）＊＋，－．／：；＜＝＞？＠［＼］＾＿｀｛｜｝～　'.split(''),
      ...'AZaz09!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ '.split(''),
      ...'ァアガパヴヷヺーッ。「」、・゛゜'.split(''),
      ...'ｱｶﾞﾊﾟｳﾞﾜﾞｦﾞｰｯ｡｢｣､･ﾞﾟ'.split(''),
      'ひら',
      '漢字',
      '🚀',
      '\n',
    );
    const kinds = fc.record({
      alphanumeric: fc.boolean(),
      katakana: fc.boolean(),
      symbols: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 20 }),
        kinds,
        fc.constantFrom('to_half', 'to_full'),
        (list, chosen, direction) => {
          const text = list.join('');
          const converted = convertWidth(text, direction as 'to_half' | 'to_full', chosen);
          // Spacing sound marks (゛) and combining ones are the same to a reader, not to NFKC.
          const fold = (value: string) =>
            value
              .replace(/[\u309B\uFF9E]/g, '\u3099')
              .replace(/[\u309C\uFF9F]/g, '\u309A')
              .normalize('NFKC');
          expect(fold(converted)).toBe(fold(text));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('undoes itself for text written in one width', () => {
    const fullText = 'ＡＢＣ－１２３　ガパヴ「テスト」。';
    expect(convertWidth(convertWidth(fullText, 'to_half', ALL), 'to_full', ALL)).toBe(fullText);
  });

  it('counts the characters it changed', () => {
    expect(countChanged('ガＡb', 'ｶﾞAb')).toBe(2);
    expect(countChanged('abc', 'abc')).toBe(0);
  });
});
