import { GRAPHEME_WINDOW, splitGraphemes } from './graphemes';

/** The reference: the platform's Intl.Segmenter over the whole text at once. */
const segmentWhole = (text: string) =>
  [...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

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
    // Prepend marks join the letter after them (Unicode's rule GB9b).
    ['Kaithi number sign and a letter', '\u{110BD}a', ['\u{110BD}a']],
    ['Sharada prepend and a letter', '\u{111C2}a', ['\u{111C2}a']],
    ['Arabic number sign and a digit', '\u0600١', ['\u0600١']],
  ])('%s', (_name, text, expected) => {
    expect(splitGraphemes(text)).toEqual(expected);
    expect(splitGraphemes(text)).toEqual(segmentWhole(text));
  });

  it.each([
    ['1,500 flags', '🇯🇵'.repeat(1500), 1500],
    ['a lone indicator before 1,500 flags', `🇯${'🇯🇵'.repeat(1500)}`, 1501],
    ['500 families of four', '👨‍👩‍👧‍👦'.repeat(500), 500],
    ['1,500 Kaithi number signs each before a letter', '\u{110BD}a'.repeat(1500), 1500],
    ['2,000 rainbow flags', '🏳️‍🌈'.repeat(2000), 2000],
    ['1,500 technologists with skin tones', '👩🏻‍💻'.repeat(1500), 1500],
    ['mixed flags and families', '🇯🇵🇺🇸👨‍👩‍👧‍👦'.repeat(600), 1800],
    ['a letter with 10,000 combining marks', `a${'\u0301'.repeat(10_000)}b`, 2],
    // Conjuncts (rule GB9c, Unicode 15.1): how many depends on the engine's Unicode version.
    ['Devanagari', 'नमस्ते दुनिया'.repeat(400), null],
  ])(
    '%s: windows end inside clusters, and the clusters are the whole text’s',
    (_name, text, clusters) => {
      const whole = segmentWhole(text);
      if (clusters !== null) expect(whole).toHaveLength(clusters);
      expect(text.length).toBeGreaterThan(GRAPHEME_WINDOW);
      expect(splitGraphemes(text)).toEqual(whole);
    },
    30_000,
  );
});

/**
 * Code points of every kind that takes part in Unicode's grapheme rules (UAX #29), and of every
 * general category, to draw random texts from. Ranges are [first, last] code points.
 */
const KINDS: Record<string, Array<[number, number]>> = {
  CR: [[0x0d, 0x0d]],
  LF: [[0x0a, 0x0a]],
  Control: [
    [0x00, 0x09],
    [0x0b, 0x0c],
    [0x0e, 0x1f],
    [0x7f, 0x9f],
    [0x200b, 0x200b],
    [0x2028, 0x2029],
    [0xfeff, 0xfeff],
  ],
  Extend: [
    [0x0300, 0x036f],
    [0x093c, 0x093c],
    [0x0e31, 0x0e31],
    [0x200c, 0x200c],
    [0x3099, 0x309a],
    [0xfe00, 0xfe0f],
    [0xff9e, 0xff9f],
    [0x1f3fb, 0x1f3ff],
    [0xe0020, 0xe007f],
    [0xe0100, 0xe01ef],
  ],
  ZWJ: [[0x200d, 0x200d]],
  Regional_Indicator: [[0x1f1e6, 0x1f1ff]],
  Prepend: [
    [0x0600, 0x0605],
    [0x06dd, 0x06dd],
    [0x070f, 0x070f],
    [0x0890, 0x0891],
    [0x08e2, 0x08e2],
    [0x0d4e, 0x0d4e],
    [0x110bd, 0x110bd],
    [0x110cd, 0x110cd],
    [0x111c2, 0x111c3],
    [0x1193f, 0x1193f],
    [0x11941, 0x11941],
    [0x11a3a, 0x11a3a],
    [0x11a84, 0x11a89],
    [0x11d46, 0x11d46],
    [0x11f02, 0x11f02],
  ],
  SpacingMark: [
    [0x0903, 0x0903],
    [0x093e, 0x0940],
    [0x0e33, 0x0e33],
    [0x0eb3, 0x0eb3],
    [0x1b04, 0x1b04],
  ],
  Hangul_L: [
    [0x1100, 0x115f],
    [0xa960, 0xa97c],
  ],
  Hangul_V: [
    [0x1160, 0x11a7],
    [0xd7b0, 0xd7c6],
  ],
  Hangul_T: [
    [0x11a8, 0x11ff],
    [0xd7cb, 0xd7fb],
  ],
  // LV syllables are every 28th from U+AC00; the others are LVT.
  Hangul_LV: [[0xac00, 0xac00 + 28 * 50]],
  Hangul_LVT: [[0xac01, 0xac1b]],
  Extended_Pictographic: [
    [0x00a9, 0x00a9],
    [0x203c, 0x203c],
    [0x2600, 0x26ff],
    [0x2764, 0x2764],
    [0x1f300, 0x1f5ff],
    [0x1f600, 0x1f64f],
    [0x1f680, 0x1f6ff],
    [0x1f900, 0x1f9ff],
  ],
  // Indic conjuncts (rule GB9c): consonants, viramas as linkers.
  Indic_Consonant: [
    [0x0915, 0x0939],
    [0x0995, 0x09b9],
  ],
  Indic_Linker: [
    [0x094d, 0x094d],
    [0x09cd, 0x09cd],
    [0x0acd, 0x0acd],
    [0x0b4d, 0x0b4d],
    [0x0c4d, 0x0c4d],
    [0x0d4d, 0x0d4d],
  ],
  Letter_or_other: [
    [0x20, 0x7e],
    [0x3000, 0x30ff],
    [0x4e00, 0x9fff],
    [0x20000, 0x2a6df],
  ],
  Lone_surrogate: [[0xd800, 0xdfff]],
  // Any code point at all: every general category, unassigned and private use included.
  Any: [
    [0x0000, 0xd7ff],
    [0xe000, 0x10ffff],
  ],
};
const KIND_NAMES = Object.keys(KINDS);

/** A fixed pseudo-random sequence (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitGraphemes against Intl.Segmenter on random texts', () => {
  it('gives the whole text’s clusters for 10,000 texts, cut into windows at every position', () => {
    const next = random(35);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const cutsAfter = new Map<string, number>(KIND_NAMES.map((kind) => [kind, 0]));
    let differences = 0;
    const examples: string[] = [];
    for (let sample = 0; sample < 10_000; sample += 1) {
      const kinds: string[] = [];
      let text = '';
      const codePoints = 1 + Math.floor(next() * 16);
      for (let index = 0; index < codePoints; index += 1) {
        const kind = pick(KIND_NAMES);
        const [first, last] = pick(KINDS[kind]!);
        const codePoint = first + Math.floor(next() * (last - first + 1));
        // A lone surrogate is one code unit; String.fromCodePoint writes it as it is.
        text += String.fromCodePoint(codePoint);
        for (let unit = codePoint > 0xffff ? 2 : 1; unit > 0; unit -= 1) kinds.push(kind);
      }
      const whole = segmentWhole(text);
      // A first window ending after every code unit, then the default window.
      for (let windowLength = 1; windowLength <= text.length + 1; windowLength += 1) {
        const windowed = splitGraphemes(text, windowLength);
        if (windowLength <= text.length) {
          cutsAfter.set(kinds[windowLength - 1]!, cutsAfter.get(kinds[windowLength - 1]!)! + 1);
        }
        if (windowed.join('\u0000') !== whole.join('\u0000')) {
          differences += 1;
          if (examples.length < 5) examples.push(`${JSON.stringify(text)} window ${windowLength}`);
        }
      }
      if (splitGraphemes(text).join('\u0000') !== whole.join('\u0000')) differences += 1;
    }
    expect(examples).toEqual([]);
    expect(differences).toBe(0);
    // Every kind of code point came right before a window's end many times.
    for (const [kind, count] of cutsAfter) expect(count, kind).toBeGreaterThan(1_000);
  }, 120_000);
});
