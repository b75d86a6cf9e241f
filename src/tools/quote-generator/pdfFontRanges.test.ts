import { decodeSliceRanges, encodeSliceRanges, type CodePointRange } from './pdfFontRanges';

describe('the font slices’ ranges, encoded for the page', () => {
  it.each<[string, CodePointRange[][]]>([
    ['one code point', [[[0x41, 0x41]]]],
    [
      'a run and single points',
      [
        [
          [0x20, 0x7e],
          [0xa5, 0xa5],
          [0x3000, 0x303f],
        ],
      ],
    ],
    [
      'several slices, interleaved',
      [
        [
          [0x4e00, 0x4e00],
          [0x4e03, 0x4e05],
        ],
        [
          [0x4e01, 0x4e02],
          [0x20000, 0x20000],
        ],
        [],
        [[0x30a0, 0x30ff]],
      ],
    ],
  ])('%s: every code point decodes to its slice', (_, slices) => {
    const owner = decodeSliceRanges(encodeSliceRanges(slices));
    const expected = new Map<number, number>();
    slices.forEach((ranges, index) => {
      for (const [from, to] of ranges) for (let c = from; c <= to; c += 1) expected.set(c, index);
    });
    expect(owner).toEqual(expected);
  });
});
