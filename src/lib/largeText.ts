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

/** Code units encoded per call (into a buffer of three bytes each, reused). */
const ENCODE_CHUNK = 1 << 16;
let encodeBuffer: Uint8Array | null = null;

/**
 * UTF-8 size in bytes (a lone surrogate counts as U+FFFD, as it is written), by the browser's
 * own encoder a slice at a time into one small buffer, so the text is never encoded whole
 * (which would double the memory). Native: 5 MB in a few milliseconds where a loop in
 * JavaScript took 26 ms, inside the task that shows a paste.
 */
export function utf8ByteLength(text: string): number {
  encodeBuffer ??= new Uint8Array(ENCODE_CHUNK * 3);
  const encoder = new TextEncoder();
  let bytes = 0;
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + ENCODE_CHUNK);
    // A surrogate pair stays in one slice (cut in two, each half would count as U+FFFD).
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    bytes += encoder.encodeInto(text.slice(start, end), encodeBuffer).written;
    start = end;
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
