import { describe, expect, it } from 'vitest';
import type { CodePointRange } from '../../src/tools/quote-generator/pdfFontRanges.ts';
import { groupCharacters, parseUnicodeRanges, toRanges } from './pdf-font-slicing.ts';

describe('cutting the PDF font into slices', () => {
  it('reads each @font-face rule’s unicode-range', () => {
    const css = `@font-face { unicode-range: U+25ee8,U+26ff6-26ff8; }
      @font-face { src: url(x.woff2); unicode-range: U+0000-00FF, U+0131; }`;
    expect(parseUnicodeRanges(css)).toEqual([
      [
        [0x25ee8, 0x25ee8],
        [0x26ff6, 0x26ff8],
      ],
      [
        [0x0, 0xff],
        [0x131, 0x131],
      ],
    ]);
  });

  it.each([
    [
      'each character to the first range naming it, the rest to one more slice',
      [0x41, 0x42, 0x43, 0x3042, 0x4e00],
      [[[0x41, 0x42]], [[0x42, 0x43]], [[0x3000, 0x3100]]],
      [[0x41, 0x42], [0x43], [0x3042], [0x4e00]],
    ],
    [
      'a slice none of whose characters the font has is left out',
      [0x41],
      [[[0x3000, 0x3100]], [[0x41, 0x41]]],
      [[0x41]],
    ],
  ] as [string, number[], CodePointRange[][], number[][]][])(
    'groups %s',
    (_, characterSet, slices, groups) => {
      expect(groupCharacters(characterSet, slices)).toEqual(groups);
    },
  );

  it('turns consecutive code points into ranges', () => {
    expect(toRanges([1, 2, 3, 5, 7, 8])).toEqual([
      [1, 3],
      [5, 5],
      [7, 8],
    ]);
  });
});
