import { chunkText } from './chunkText';
import { isSafeGraphemeCut, splitGraphemes } from './graphemes';

describe('splitGraphemes', () => {
  it.each([
    ['empty', '', []],
    ['ASCII', 'abc', ['a', 'b', 'c']],
    ['Japanese', '日本語', ['日', '本', '語']],
    ['family emoji is one', '👨‍👩‍👧', ['👨‍👩‍👧']],
    ['skin tone is one', '👍🏽!', ['👍🏽', '!']],
    ['flag is one', '🇯🇵', ['🇯🇵']],
    ['keycap is one', '1️⃣', ['1️⃣']],
    ['combining voiced mark', 'か\u3099', ['か\u3099']],
    ['combining accent', 'e\u0301', ['e\u0301']],
    ['half-width voiced katakana', 'ｶﾞｷﾞ', ['ｶﾞ', 'ｷﾞ']],
    ['surrogate-pair kanji', '𠮷野家', ['𠮷', '野', '家']],
    ['CRLF stays one cluster', 'a\r\nb', ['a', '\r\n', 'b']],
    ['variation selector kanji', '葛\u{E0100}', ['葛\u{E0100}']],
  ])('%s', (_name, text, expected) => {
    expect(splitGraphemes(text)).toEqual(expected);
  });

  it('gives the same clusters for long texts cut into chunks', () => {
    // Kept short: Node 20's own Intl.Segmenter is quadratic on one long string.
    const text = ('家族👨‍👩‍👧で🇯🇵へ。ｶﾞｲﾄﾞ e\u0301 ' + 'abc日本'.repeat(500)).repeat(3);
    const whole = [...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)].map(
      (s) => s.segment,
    );
    expect(splitGraphemes(text)).toEqual(whole);
  });
});

describe('splitGraphemes on texts without safe cuts', () => {
  it('matches Intl.Segmenter on long runs of joining characters', () => {
    const text = `${'नमस्ते दुनिया'.repeat(200)}${'👍🏽'.repeat(1500)}${'ｶﾞ'.repeat(300)}`;
    const whole = [...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)].map(
      (s) => s.segment,
    );
    expect(splitGraphemes(text)).toEqual(whole);
  });
});

describe('chunkText', () => {
  it('joins back to the original text', () => {
    const text = `${'あいう'.repeat(3000)}\n${'x'.repeat(9000)}😀${'👍🏽'.repeat(3000)}`;
    const chunks = chunkText(text, 100, isSafeGraphemeCut);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(10);
  });

  it('never splits a surrogate pair when forced to cut', () => {
    const text = '👍🏽'.repeat(2000);
    for (const chunk of chunkText(text, 100, () => false)) {
      expect(chunk).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
  });

  it('keeps short texts whole', () => {
    expect(chunkText('short', 100, () => true)).toEqual(['short']);
    expect(chunkText('', 100, () => true)).toEqual([]);
  });
});
