import { formatByteSize, pasteInto, previewText, utf8ByteLength } from './largeText';

describe('previewText', () => {
  it.each([
    ['short text whole', 'abc', 10, { text: 'abc', cut: false }],
    ['empty', '', 10, { text: '', cut: false }],
    ['exact limit', 'abcde', 5, { text: 'abcde', cut: false }],
    ['cut at the limit when no line end is near', 'abcdefghij', 5, { text: 'abcde', cut: true }],
    ['cut at a near line end', 'abcdefghi\nklmnopq', 10, { text: 'abcdefghi', cut: true }],
    ['CRLF text keeps whole lines', 'abcdefgh\r\nxyz', 10, { text: 'abcdefgh\r', cut: true }],
    ['never splits an emoji', 'abcd🚀efg', 5, { text: 'abcd', cut: true }],
    ['Japanese', 'あいうえおかきくけこ', 3, { text: 'あいう', cut: true }],
  ])('%s', (_name, text, limit, expected) => {
    expect(previewText(text, limit)).toEqual(expected);
  });

  it('cuts a huge text quickly', () => {
    const huge = '{\n  "a": 1\n}\n'.repeat(500_000);
    const preview = previewText(huge, 100_000);
    expect(preview.cut).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(100_000);
    expect(huge[preview.text.length]).toBe('\n');
  });
});

describe('pasteInto', () => {
  it.each([
    ['empty field', '', 'x', 0, 0, 'x'],
    ['at the caret', 'ab', 'x', 1, 1, 'axb'],
    ['over a selection', 'abcd', 'x', 1, 3, 'axd'],
    ['multi-byte', '日本', '🚀', 1, 1, '日🚀本'],
  ])('%s', (_name, current, pasted, start, end, expected) => {
    expect(pasteInto(current, pasted, start, end)).toBe(expected);
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['日本', 6],
    ['🚀', 4],
    ['\r\n', 2],
    ['\ud800', 3],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    if (!/[\ud800-\udfff]/.test(text)) expect(new TextEncoder().encode(text).length).toBe(bytes);
  });

  it('counts long texts whole, pairs across its slices included', () => {
    for (const text of ['a😀'.repeat(70_000), `${'x'.repeat(65_535)}😀あ\ud800`.repeat(3)]) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe('formatByteSize', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1536, '1.5 KB'],
    [5.3 * 1024 * 1024, '5.3 MB'],
  ])('%i', (bytes, expected) => {
    expect(formatByteSize(bytes, 'en')).toBe(expected);
  });
});
