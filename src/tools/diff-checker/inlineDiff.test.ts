import { diffInline, tokenizeForDiff, MAX_INLINE_TOKENS } from './inlineDiff';

const changedParts = (segments: { text: string; changed: boolean }[] | undefined) =>
  (segments ?? []).filter((segment) => segment.changed).map((segment) => segment.text);

describe('tokenizeForDiff', () => {
  it.each([
    ['', []],
    ['hello world', ['hello', ' ', 'world']],
    ['見積書を送付', ['見', '積', '書', 'を', '送', '付']],
    ['ABC株式会社', ['ABC', '株', '式', '会', '社']],
    ['price: 1,000円', ['price', ':', ' ', '1', ',', '000', '円']],
    ['ｶﾞｷﾞ', ['ｶﾞ', 'ｷﾞ']],
    ['a👍b', ['a', '👍', 'b']],
  ])('%j', (input, expected) => {
    expect(tokenizeForDiff(input)).toEqual(expected);
  });

  it('keeps every character of the line', () => {
    const line = 'Mixed 日本語 text, with émoji 👨‍👩‍👧 and\ttabs';
    expect(tokenizeForDiff(line).join('')).toBe(line);
  });
});

describe('diffInline', () => {
  it.each([
    ['one English word', 'the quick fox', 'the slow fox', ['quick'], ['slow']],
    ['one Japanese character', '見積書を送付します', '請求書を送付します', ['見積'], ['請求']],
    ['added word', 'send the file', 'send the new file', [], ['new ']],
    ['number change', '合計 1,000円', '合計 1,200円', ['000'], ['200']],
    ['emoji change', '了解です👍', '了解です🙏', ['👍'], ['🙏']],
  ])('%s', (_name, oldLine, newLine, removed, added) => {
    const result = diffInline(oldLine, newLine);
    expect(changedParts(result?.old)).toEqual(removed);
    expect(changedParts(result?.new)).toEqual(added);
  });

  it('segments rebuild both lines exactly', () => {
    const result = diffInline('Hello, World 日本', 'Hello, world 日本語');
    expect(result?.old.map((s) => s.text).join('')).toBe('Hello, World 日本');
    expect(result?.new.map((s) => s.text).join('')).toBe('Hello, world 日本語');
  });

  it('ignores case when asked', () => {
    expect(
      changedParts(diffInline('Hello World', 'hello world', { ignoreCase: true })?.new),
    ).toEqual([]);
  });

  it('ignores whitespace when asked', () => {
    const result = diffInline('a  b c', 'a b  c', { ignoreWhitespace: true });
    expect(changedParts(result?.old)).toEqual([]);
    expect(changedParts(result?.new)).toEqual([]);
  });

  it('gives up on lines that share almost nothing', () => {
    expect(diffInline('completely different sentence', 'まったく別の文です')).toBeNull();
  });

  it('gives up on huge lines', () => {
    const huge = 'word '.repeat(MAX_INLINE_TOKENS);
    expect(diffInline(huge, `${huge}x`)).toBeNull();
  });

  it('handles empty lines', () => {
    expect(diffInline('', '')).toEqual({ old: [], new: [] });
    expect(diffInline('', 'text')).toBeNull();
  });
});
