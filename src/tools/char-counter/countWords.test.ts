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

describe('countWords without a dictionary agrees with Intl.Segmenter on spaced scripts', () => {
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
});
