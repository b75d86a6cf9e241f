import { countWords } from './countWords';

describe('countWords', () => {
  it.each([
    ['empty', '', 0],
    ['only spaces', '  \n\t　', 0],
    ['English', 'Hello world, this is a test.', 6],
    ['contraction is one word', "don't stop", 2],
    ['number with decimals', 'pi is 3.14', 3],
    ['Japanese without spaces', '今日は良い天気です。', 5],
    ['mixed', 'Reactで画面を作る', 5],
    ['emoji are not words', '👍 🎉', 0],
    ['CRLF', 'one\r\ntwo\r\n', 2],
    // Intl.Segmenter's word-likeness, in every script (these used to differ).
    ['soft hyphen inside a word', 'co\u00ADoperate', 1],
    ['soft hyphens in two words', 'in\u00ADfor\u00ADma\u00ADtion tech\u00ADnol\u00ADogy', 2],
    ['a vulgar fraction is not a word', '½ cup of sugar', 3],
    ['subscript digits are not words', 'H₂O and CO₂', 4],
    ['a word joiner keeps one word', 'word\u2060joiner', 1],
  ])('%s', (_name, text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('counts a long text cut into chunks like the whole text', () => {
    const sentence = '本日はお忙しいところ、ありがとうございます。Thank you for your time. ';
    const text = sentence.repeat(300);
    const whole = [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)].filter(
      (s) => s.isWordLike,
    ).length;
    expect(countWords(text)).toBe(whole);
  }, 30_000);
});

describe('countWords agrees with Intl.Segmenter over the whole text', () => {
  const intlCount = (text: string) =>
    [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike)
      .length;
  it.each([
    "Don't stop: it's 3.14, or 1,000 items (e.g. U.S.A.) — see snake_case and e-mail.",
    'Café déjà vu, naïve façade; Ölfäß über Straße.',
    'Привет, мир! Как дела?',
    'مرحبا بالعالم',
    'x=1; y = 2.5; z: 3:4 a.b c,d 5,6 7;8',
    '#hashtag @mention https://example.com/path?q=1',
    '  spaced   out \t words \n',
    '👍 emoji 🎉 between 👨‍👩‍👧 words',
    'don\u2018t and it\u2019s and \u2018quoted\u2019 words',
    'a\u2018b 1\u20182 a\u20181 x\u2024y 3\u20244 p\uFF0Eq 5\uFF0C6 5\uFF0E6 r\uFF1As 7\uFF1B8',
    'Hebrew\u05F4x a\u2027b 1\u066C2 1\u20442 a\u0387b a\u055Fb 1\u037E2 a\uFE55b 1\uFE502',
    "end. Next: 10,000; 3;4 a;b a,b 'quoted' x'",
  ])('%s', (text) => {
    expect(countWords(text)).toBe(intlCount(text));
  });

  it('gives the same count however the text is cut into chunks', () => {
    // Pieces that meet the cutting rules at awkward places: format characters after spaces,
    // Japanese punctuation before combining marks, CRLF, emoji with joiners.
    const pieces = [
      'a',
      'co\u00ADop',
      ' ',
      '\u00AD',
      '。',
      '\u0301',
      '日本語',
      '\r\n',
      '1,5',
      "'",
      '👨‍👩‍👧',
      '\u2060',
      'ｶﾀｶﾅ',
      '、',
      'x.y',
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 200; run++) {
      let text = '';
      const length = 5 + Math.floor(random() * 60);
      for (let k = 0; k < length; k++) {
        text += pieces[Math.floor(random() * pieces.length)];
        // A place to cut at least every few pieces, as any real text has (a word of 16,000
        // characters without a space is cut anyway, the documented limit of chunkText).
        if (k % 3 === 2) text += random() < 0.5 ? ' ' : '。';
      }
      for (const chunkSize of [8, 16, 32])
        expect(countWords(text, chunkSize)).toBe(intlCount(text));
    }
  });
});
