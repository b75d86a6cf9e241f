/**
 * Error messages quote characters from what the user typed. A message must never show half of
 * one (a lone surrogate prints as � or nothing): these helpers quote whole characters.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

let graphemes: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('ja', { granularity: 'grapheme' })
        : null;
  }
  return graphemes;
}

/**
 * The character the reader sees at UTF-16 offset `index`: the whole grapheme cluster around it
 * (🇯🇵, 👨‍👩‍👧 and か + ゛ are one), or the whole code point without Intl.Segmenter. '' past
 * the end.
 */
export function characterAt(text: string, index: number): string {
  if (index < 0 || index >= text.length) return '';
  const intl = graphemeSegmenter();
  if (intl) {
    // Clusters are short; a window around the index is enough and keeps long texts cheap.
    const start = Math.max(0, index - 64);
    const window = text.slice(start, index + 64);
    const found = intl.segment(window).containing(index - start);
    // A window cut through a very long cluster still gives its part around the index.
    if (found) return found.segment;
  }
  const code = text.charCodeAt(index);
  if (code >= 0xdc00 && code <= 0xdfff && index > 0) {
    const before = text.charCodeAt(index - 1);
    if (before >= 0xd800 && before <= 0xdbff) return text.slice(index - 1, index + 1);
  }
  return String.fromCodePoint(text.codePointAt(index) ?? code);
}

/**
 * Removes halves of characters from a message written by someone else (an engine's error
 * text cuts its excerpt by code units). A quoted half `'\uD83D'` becomes `'😀'` when the
 * text and offset it speaks of are known; other halves are dropped.
 */
export function wholeCharactersInMessage(message: string, text?: string, offset?: number): string {
  let result = message;
  if (text !== undefined && offset !== undefined) {
    const whole = characterAt(text, offset);
    if (whole) {
      result = result.replace(
        /(['"“「])([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])(['"”」])/,
        (_match, open: string, _half: string, close: string) => `${open}${whole}${close}`,
      );
    }
  }
  return result.replace(LONE_SURROGATE, '');
}

/** True when the text holds no half of a character (String.prototype.isWellFormed, ES2024). */
export function isWellFormedText(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !LONE_SURROGATE.test(text);
}
