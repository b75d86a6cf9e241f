import { countXWeightedLength } from './countXWeightedLength';

describe('countXWeightedLength', () => {
  it.each([
    ['empty', '', 0, 0],
    ['ASCII weighs 1', 'Hello', 5, 0],
    ['Japanese weighs 2', 'こんにちは', 10, 0],
    ['full-width punctuation weighs 2', '。、', 4, 0],
    ['line break weighs 1', 'a\nb', 3, 0],
    ['accented Latin weighs 1', 'café', 4, 0],
    ['emoji weigh 2', '👍', 2, 0],
    ['family emoji weighs 2', '👨‍👩‍👧', 2, 0],
    ['flag weighs 2', '🇯🇵', 2, 0],
    ['a URL weighs 23', 'https://example.com/a/very/long/path?query=1', 23, 1],
    ['URL followed by Japanese', '詳細はhttps://example.jp/です', 6 + 23 + 4, 1],
    ['www link', 'see www.example.com', 4 + 23, 1],
    ['bare domain', 'example.co.jp を参照', 23 + 1 + 6, 1],
    ['trailing full stop is not part of the link', 'Go to https://a.jp.', 6 + 23 + 1, 1],
    ['dotted words are not links', 'e.g. file.txt', 13, 0],
    ['decomposed kana are normalised', 'か\u3099', 2, 0],
  ])('%s', (_name, text, weight, urls) => {
    const result = countXWeightedLength(text);
    expect(result.weight).toBe(weight);
    expect(result.urls).toBe(urls);
    expect(result.remaining).toBe(280 - weight);
  });

  it('140 Japanese characters fill a post', () => {
    expect(countXWeightedLength('あ'.repeat(140)).remaining).toBe(0);
    expect(countXWeightedLength('あ'.repeat(141)).remaining).toBe(-2);
  });
});
