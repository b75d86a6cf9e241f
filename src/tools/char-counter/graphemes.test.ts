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
  }, 30_000);
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

describe('splitGraphemes on long emoji runs (cut only on cluster boundaries)', () => {
  const segmentWhole = (text: string) =>
    [...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

  it.each([
    ['700 flags', '🇯🇵'.repeat(700), 700],
    ['a lone indicator before 700 flags', `🇯${'🇯🇵'.repeat(700)}`, 701],
    ['500 families of four', '👨‍👩‍👧‍👦'.repeat(500), 500],
    ['2,000 rainbow flags', '🏳️‍🌈'.repeat(2000), 2000],
    ['1,500 technologists with skin tones', '👩🏻‍💻'.repeat(1500), 1500],
    ['mixed flags and families', '🇯🇵🇺🇸👨‍👩‍👧‍👦'.repeat(600), 1800],
  ])(
    '%s, as Intl.Segmenter splits the whole text',
    (_name, text, clusters) => {
      const whole = segmentWhole(text);
      expect(whole).toHaveLength(clusters);
      expect(splitGraphemes(text)).toEqual(whole);
    },
    30_000,
  );

  it('counts 1 MB of emoji clusters exactly', () => {
    // Each piece is one cluster on its own and never merges with its neighbours.
    const pieces = ['😀', '👍🏽', '🇯🇵', '👨‍👩‍👧‍👦', '❤️', '1️⃣', '🏳️‍🌈', '👩🏻‍💻', '🇺🇸', '🇬🇧'];
    const clusters: string[] = [];
    let bytes = 0;
    let seed = 20;
    while (bytes < 1024 * 1024) {
      // A fixed pseudo-random order, so window ends fall anywhere inside the clusters.
      seed = (seed * 48271) % 2147483647;
      const piece = pieces[seed % pieces.length]!;
      clusters.push(piece);
      bytes += new TextEncoder().encode(piece).length;
    }
    const text = clusters.join('');
    // Node's own segmenter is too slow on a whole megabyte; check its view on a long prefix
    // (the e2e test compares the whole text with the browser's Intl.Segmenter).
    const prefix = clusters.slice(0, 3000);
    expect(segmentWhole(prefix.join(''))).toEqual(prefix);
    expect(splitGraphemes(text)).toEqual(clusters);
  }, 60_000);
});
