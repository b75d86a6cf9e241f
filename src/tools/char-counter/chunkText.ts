/**
 * Cuts a long text into pieces of about `target` characters, preferably just after a line
 * break, otherwise where `isSafeCut(text, index)` says no unit of interest (a grapheme cluster,
 * a word) spans the cut. The pieces join back to the exact text.
 *
 * Why: Intl.Segmenter in some engines (V8 before 12, as in Node 20) slows down quadratically on
 * long strings, and a worker counting 1 MB must not take minutes.
 */
export function chunkText(
  text: string,
  target: number,
  isSafeCut: (text: string, index: number) => boolean,
): string[] {
  const chunks: string[] = [];
  const hardLimit = target * 4;
  let start = 0;
  while (text.length - start > target * 2) {
    // A bounded backward scan: lastIndexOf would search back to the start of a text without
    // line breaks on every cut, which is quadratic.
    let cut = -1;
    for (let index = start + target * 2; index >= start + target / 2; index -= 1) {
      if (text.charCodeAt(index) === 0x0a) {
        cut = index + 1;
        break;
      }
    }
    if (cut === -1) {
      for (
        let index = start + target;
        index < start + hardLimit && index < text.length;
        index += 1
      ) {
        if (isSafeCut(text, index)) {
          cut = index;
          break;
        }
      }
      if (cut === -1) {
        // Nothing safe nearby (a pathological text): cut anyway, but never inside a surrogate pair.
        cut = start + hardLimit;
        if (/[\uDC00-\uDFFF]/.test(text[cut] ?? '')) cut += 1;
      }
    }
    chunks.push(text.slice(start, cut));
    start = cut;
  }
  if (start < text.length) chunks.push(text.slice(start));
  return chunks;
}
