import twitterText from 'twitter-text';
import { measureXLength } from './xLength';
import { X_MAX_WEIGHT } from './xLimits';

/**
 * The tool's X length against X's own rules. Expected weights are written out (as X documents
 * them: links 23, CJK and emoji 2, most Latin 1) and checked against twitter-text's parseTweet,
 * the reference the tool must follow.
 */
describe('measureXLength', () => {
  it.each([
    ['empty', '', 0, 0],
    ['ASCII weighs 1', 'Hello', 5, 0],
    ['Japanese weighs 2', 'こんにちは', 10, 0],
    ['half-width katakana weigh 2', 'ｱｲｳ', 6, 0],
    ['full-width punctuation weighs 2', '。、', 4, 0],
    ['accented Latin weighs 1', 'café', 4, 0],
    ['family emoji weighs 2', '👨‍👩‍👧‍👦', 2, 0],
    ['flag weighs 2', '🇯🇵', 2, 0],
    ['a long URL weighs 23', 'https://example.com/a/very/long/path?query=1', 23, 1],
    ['bare .tokyo domain is a link', 'example.tokyo', 23, 1],
    ['bare .shop domain is a link', 'example.shop です', 23 + 1 + 4, 1],
    ['bare .bar domain is a link', 'foo.bar', 23, 1],
    ['bare .co.jp domain is a link', 'example.co.jp を参照', 23 + 1 + 6, 1],
    ['a host without a dot is text', 'https://x', 9, 0],
    ['localhost is text', 'http://localhost', 16, 0],
    ['ftp is not a link scheme', 'ftp://files', 11, 0],
    ['URL followed by Japanese', '詳細はhttps://example.jp/です', 6 + 23 + 4, 1],
    ['trailing full stop is not part of the link', 'Go to https://a.jp.', 6 + 23 + 1, 1],
    ['dotted words are not links', 'e.g. file.txt', 13, 0],
    ['decomposed kana are normalised', 'か\u3099', 2, 0],
  ])('%s', (_name, text, weight, urls) => {
    expect(twitterText.parseTweet(text).weightedLength).toBe(weight);
    expect(measureXLength(text)).toEqual({ weight, remaining: X_MAX_WEIGHT - weight, urls });
  });

  it('agrees with parseTweet on a long mixed post', () => {
    const text =
      '本日のお知らせ 👍🏽 https://example.com/news?id=1 と example.tokyo、詳細は foo.bar へ。\n'.repeat(
        40,
      );
    expect(measureXLength(text).weight).toBe(twitterText.parseTweet(text).weightedLength);
  });

  it('140 Japanese characters fill a post', () => {
    expect(measureXLength('あ'.repeat(140)).remaining).toBe(0);
    expect(measureXLength('あ'.repeat(141)).remaining).toBe(-2);
  });
});
