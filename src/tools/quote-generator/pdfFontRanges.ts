/** An inclusive range of Unicode code points. */
export type CodePointRange = [number, number];

/**
 * The code point ranges of every font slice as one short string, for the page to find which
 * slices a document needs: `slice:range,range;…`, each range as its start's distance from the
 * previous range's end and its length minus one, in base 36 (`3k` or `3k+2`). About 40 KB for
 * the 125 slices of the PDF font (scripts/build/pdf-font-slicing.ts makes them).
 */
export function encodeSliceRanges(slices: readonly (readonly CodePointRange[])[]): string {
  return slices
    .map((ranges) => {
      let previous = 0;
      return ranges
        .map(([from, to]) => {
          const text = `${(from - previous).toString(36)}${to > from ? `+${(to - from).toString(36)}` : ''}`;
          previous = to;
          return text;
        })
        .join(',');
    })
    .join(';');
}

/** For each code point of the ranges, the index of the slice holding it. */
export function decodeSliceRanges(encoded: string): Map<number, number> {
  const owner = new Map<number, number>();
  encoded.split(';').forEach((slice, index) => {
    let previous = 0;
    for (const range of slice.split(',')) {
      if (!range) continue;
      const [start = '0', extra = '0'] = range.split('+');
      const from = previous + parseInt(start, 36);
      const to = from + parseInt(extra, 36);
      for (let codePoint = from; codePoint <= to; codePoint += 1) owner.set(codePoint, index);
      previous = to;
    }
  });
  return owner;
}
