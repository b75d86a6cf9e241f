/**
 * Browsers lay out a textarea's whole value at once, and the page waits for it: in Chromium on
 * a modest machine about 75 ms for 45,000 characters, 230 ms for 190,000 and over 600 ms for
 * 480,000 (measured by pasting into the diff checker and the character counter); a 1 MB JSON
 * document blocks for seconds. Big texts are therefore kept in memory, summarised, and shown
 * only in part; every result, copy and download still uses the whole text.
 */

/** Above this, a pasted text is summarised instead of laid out (see LargeTextField). */
export const LARGE_TEXT_CHARS = 50_000;

export interface TextPreview {
  text: string;
  /** True when `text` is only the beginning of the whole. */
  cut: boolean;
}

/** The beginning of a text, cut at a line end when one is near so the preview reads cleanly. */
export function previewText(text: string, limit: number): TextPreview {
  if (text.length <= limit) return { text, cut: false };
  let end = limit;
  const lastBreak = text.lastIndexOf('\n', limit);
  if (lastBreak > limit * 0.8) end = lastBreak;
  // Never split an emoji or other surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return { text: text.slice(0, end), cut: true };
}

/** The text that results from pasting `pasted` over the selection [start, end) of `current`. */
export function pasteInto(current: string, pasted: string, start: number, end: number): string {
  return current.slice(0, start) + pasted + current.slice(end);
}

/** UTF-8 size in bytes without encoding the text (which would double the memory). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** "5.3 MB", "12 KB", "900 B" — sizes people read at a glance. */
export function formatByteSize(bytes: number, locale: string | undefined): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, 1)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
