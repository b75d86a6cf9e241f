import { diffTextLines, type DiffOptions } from './diffTextLines';
import { packDiff, packedBuffers, unpackDiff } from './packDiff';

const cases: Array<[string, string, string, DiffOptions?]> = [
  [
    'edited, added and removed lines',
    'お世話になっております。\n見積書を送付します。\n以上',
    'お世話になっております。\r\n請求書を送付します。\r\n追記です。\r\n以上',
  ],
  [
    'lines equal only when whitespace and case are ignored',
    'Hello World\n山田　太郎',
    'hello   world\n山田 太郎',
    { ignoreWhitespace: true, ignoreCase: true },
  ],
  ['an empty original', '', 'a\nb'],
  ['an emptied text', 'a\n\nb', ''],
  ['emoji and surrogate pairs in edited words', '👍🏽 了解です 𠮷野家', '👍 了解しました 𠮷野屋'],
  ['identical texts', 'x\ny\n', 'x\ny'],
];

describe('packDiff / unpackDiff', () => {
  it.each(cases)(
    'rebuilds exactly what diffTextLines gave: %s',
    (_name, oldText, newText, options) => {
      const outcome = diffTextLines(oldText, newText, options);
      const packed = packDiff(outcome);
      // What the worker sends must survive structured cloning with its buffers transferred.
      const received = structuredClone(packed, { transfer: packedBuffers(packed) });
      expect(unpackDiff(received, oldText, newText)).toEqual(outcome);
    },
  );

  it('passes a timeout through', () => {
    expect(unpackDiff(packDiff({ status: 'timeout' }), 'a', 'b')).toEqual({ status: 'timeout' });
    expect(packedBuffers({ status: 'timeout' })).toEqual([]);
  });

  it('sends a 10,000-line result as five buffers, not one object per line', () => {
    const oldText = Array.from({ length: 10_000 }, (_, i) => `line ${i}`).join('\n');
    const newText = oldText.replace('line 5000', 'line five thousand');
    const packed = packDiff(diffTextLines(oldText, newText));
    expect(packedBuffers(packed)).toHaveLength(5);
    expect(packed.status === 'ok' && packed.types.length).toBe(10_001);
  });
});
