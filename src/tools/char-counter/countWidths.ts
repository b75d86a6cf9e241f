export interface WidthCounts {
  /** Full-width (全角): every visible character that is not half-width. */
  fullWidth: number;
  /** Half-width (半角): ASCII letters, digits, symbols and space, and half-width katakana. */
  halfWidth: number;
}

const isHalfWidth = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xff61 && codePoint <= 0xff9f) ||
  (codePoint >= 0xffe8 && codePoint <= 0xffee);

const isControl = (codePoint: number) =>
  codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0);

/**
 * Full- and half-width counts over grapheme clusters. Line breaks and tabs are neither.
 * A half-width voiced mark counts as a half-width character of its own (ｶﾞ is 2 half-width
 * characters, as Japanese writers and Shift_JIS count it), although ｶﾞ is one cluster.
 */
export function countWidths(graphemes: readonly string[]): WidthCounts {
  let fullWidth = 0;
  let halfWidth = 0;
  for (const grapheme of graphemes) {
    const first = grapheme.codePointAt(0) ?? 0;
    if (isControl(first)) continue;
    if (!isHalfWidth(first)) {
      fullWidth += 1;
      continue;
    }
    halfWidth += 1;
    for (let index = 1; index < grapheme.length; index += 1) {
      const code = grapheme.charCodeAt(index);
      if (code === 0xff9e || code === 0xff9f) halfWidth += 1;
    }
  }
  return { fullWidth, halfWidth };
}
