/**
 * Code points that may join their neighbours into one grapheme cluster: combining marks and
 * variation selectors (\p{M}), joiners, regional indicators (flags), emoji skin tones and tags,
 * Hangul jamo, half-width (semi-)voiced sound marks (ｶﾞ), Thai/Lao SARA AM, prepend marks and
 * CR (CR LF is one cluster). Everywhere else a cluster is exactly one code point.
 */
// The class lists joiners and modifiers on purpose, one by one: that is what it looks for.
const JOINING =
  // eslint-disable-next-line no-misleading-character-class
  /[\r\p{M}\p{Regional_Indicator}\u200C\u200D\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u0E33\u0EB3\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\uFF9E\uFF9F\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}\u{110BD}\u{110CD}]/gu;

/** Characters before which a cluster always ends: ASCII, line feed, kana, common kanji. */
const STARTS_CLUSTER = /[\n\x20-\x7E\u3041-\u3096\u30A1-\u30FA\u4E00-\u9FFF]/;
/** Prepend marks and CR attach what follows them. */
const ATTACHES_NEXT = /[\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E]/;

/** How far to look for a cluster's end before giving up and letting Intl.Segmenter see more. */
const MAX_WINDOW = 2000;

/** A cut before `index` can never split a grapheme cluster. */
export function isSafeGraphemeCut(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return true;
  return STARTS_CLUSTER.test(text[index]!) && !ATTACHES_NEXT.test(text[index - 1]!);
}

let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('ja', { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

function pushCodePoints(result: string[], text: string, from: number, to: number) {
  for (const codePoint of text.slice(from, to)) result.push(codePoint);
}

function segmentAll(
  intl: Intl.Segmenter,
  text: string,
  start: number,
  end: number,
  result: string[],
): number {
  for (const { segment } of intl.segment(text.slice(start, end))) result.push(segment);
  return end;
}

/**
 * A long run with no safe cut (700 flags, 500 family emoji): the window's end may fall inside a
 * cluster, or split a flag's pair of regional indicators. A cluster boundary depends only on
 * what precedes it and on the one code point after it, so every boundary the segmenter finds
 * before the window's last cluster is final; that cluster is left for the next window, which
 * starts on a true boundary (for flags: after an even number of indicators). Returns where the
 * next window starts.
 */
function segmentWindow(
  intl: Intl.Segmenter,
  text: string,
  start: number,
  end: number,
  result: string[],
): number {
  let last: { segment: string; index: number } | null = null;
  for (const segment of intl.segment(text.slice(start, end))) {
    if (last) result.push(last.segment);
    last = segment;
  }
  if (!last) return end;
  // A single cluster longer than the window (thousands of combining marks) is taken whole.
  if (last.index === 0) {
    result.push(last.segment);
    return end;
  }
  return start + last.index;
}

/**
 * The text's grapheme clusters: what a reader sees as one character (👨‍👩‍👧, が written as
 * か + ゛, 🇯🇵 are each one). Only the few places where a cluster can span several code points
 * go through Intl.Segmenter; the rest is split by code point, which gives the same result far
 * faster (and avoids engines whose segmenter slows down on long strings, such as Node 20's).
 * Without Intl.Segmenter (very old browsers), falls back to code points.
 */
export function splitGraphemes(text: string): string[] {
  const result: string[] = [];
  const intl = graphemeSegmenter();
  if (!intl) {
    pushCodePoints(result, text, 0, text.length);
    return result;
  }
  const joining = JOINING;
  joining.lastIndex = 0;
  let done = 0;
  for (let match = joining.exec(text); match; match = joining.exec(text)) {
    let start = match.index;
    while (start > done && !isSafeGraphemeCut(text, start)) start -= 1;
    let end = match.index + match[0].length;
    const limit = Math.min(text.length, end + MAX_WINDOW);
    while (end < limit && !isSafeGraphemeCut(text, end)) end += 1;
    // Never end a window inside a surrogate pair.
    if (/[\uDC00-\uDFFF]/.test(text[end] ?? '')) end += 1;
    pushCodePoints(result, text, done, start);
    done =
      end < text.length && !isSafeGraphemeCut(text, end)
        ? segmentWindow(intl, text, start, end, result)
        : segmentAll(intl, text, start, end, result);
    joining.lastIndex = done;
  }
  pushCodePoints(result, text, done, text.length);
  return result;
}
