import { diffArrays } from 'diff';

/** A run of text inside a changed line; `changed` marks the words that differ. */
export interface InlineSegment {
  text: string;
  changed: boolean;
}

export interface InlineDiff {
  old: InlineSegment[];
  new: InlineSegment[];
}

export interface InlineDiffOptions {
  ignoreCase?: boolean;
  ignoreWhitespace?: boolean;
}

/**
 * Japanese has no spaces between words, so each kanji or kana is a token of its own; runs of
 * other letters and digits form one word, as a reader of English expects; every other symbol
 * and each run of whitespace is a token.
 */
const TOKEN_PATTERN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆][\u3099\u309A\uFF9E\uFF9F]?|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆])[\p{L}\p{N}\p{M}_])+|\s+|[^]/gu;

export function tokenizeForDiff(line: string): string[] {
  return line.match(TOKEN_PATTERN) ?? [];
}

/** Lines longer than this (in tokens) are marked as wholly changed: a word diff would be noise. */
export const MAX_INLINE_TOKENS = 2000;
/**
 * Below this share of common tokens the two lines are different sentences, and highlighting
 * the few shared words would mislead; the whole line is shown as changed instead.
 */
export const MIN_SIMILARITY = 0.4;

const isWhitespace = (token: string) => /^\s+$/u.test(token);

function markTokens(tokens: string[], changedIndexes: Set<number>): InlineSegment[] {
  const segments: InlineSegment[] = [];
  tokens.forEach((text, index) => {
    const changed = changedIndexes.has(index);
    const last = segments[segments.length - 1];
    if (last && last.changed === changed) last.text += text;
    else segments.push({ text, changed });
  });
  return segments;
}

/**
 * A cheap upper bound on the common tokens (the tokens both lines contain, ignoring order):
 * when even that is too few, the lines are unrelated and the diff need not run. This keeps
 * 10,000 pairs of unrelated lines fast.
 */
function mayBeSimilar(oldMiddle: string[], newMiddle: string[], total: number): boolean {
  const counts = new Map<string, number>();
  for (const token of oldMiddle) counts.set(token, (counts.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of newMiddle) {
    const count = counts.get(token) ?? 0;
    if (count > 0) {
      shared += 1;
      counts.set(token, count - 1);
    }
  }
  const settled = total - oldMiddle.length - newMiddle.length;
  return settled + 2 * shared >= MIN_SIMILARITY * total;
}

/**
 * Word-level difference between a removed line and the added line that replaced it.
 * Returns null when the lines are too long or too different for word highlighting to help.
 */
export function diffInline(
  oldLine: string,
  newLine: string,
  options: InlineDiffOptions = {},
): InlineDiff | null {
  const oldTokens = tokenizeForDiff(oldLine);
  const newTokens = tokenizeForDiff(newLine);
  if (oldTokens.length > MAX_INLINE_TOKENS || newTokens.length > MAX_INLINE_TOKENS) return null;

  // With "ignore whitespace", spaces take no part in the comparison and are never highlighted.
  const comparable = (tokens: string[]) =>
    tokens
      .map((token, index) => ({ token, index }))
      .filter(({ token }) => !(options.ignoreWhitespace && isWhitespace(token)));
  const oldItems = comparable(oldTokens);
  const newItems = comparable(newTokens);
  const key = (token: string) => (options.ignoreCase ? token.toLowerCase() : token);

  const total = oldItems.length + newItems.length;
  const oldKeys = oldItems.map((item) => key(item.token));
  const newKeys = newItems.map((item) => key(item.token));
  // Common leading and trailing tokens are settled without the (comparatively costly) diff call;
  // most edited lines differ in one place, so the middle left over is short or empty.
  let prefix = 0;
  while (
    prefix < oldKeys.length &&
    prefix < newKeys.length &&
    oldKeys[prefix] === newKeys[prefix]
  ) {
    prefix += 1;
  }
  let suffix = 0;
  while (
    suffix < oldKeys.length - prefix &&
    suffix < newKeys.length - prefix &&
    oldKeys[oldKeys.length - 1 - suffix] === newKeys[newKeys.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  const oldMiddle = oldKeys.slice(prefix, oldKeys.length - suffix);
  const newMiddle = newKeys.slice(prefix, newKeys.length - suffix);
  // Similarity 2·common/total >= MIN_SIMILARITY is the same as an edit length <= (1-MIN)·total,
  // so dissimilar lines are rejected early instead of finishing the work.
  const maxEditLength = Math.floor((1 - MIN_SIMILARITY) * total);
  if (
    oldMiddle.length + newMiddle.length > maxEditLength &&
    !mayBeSimilar(oldMiddle, newMiddle, total)
  ) {
    return null;
  }
  const oldChanged = new Set<number>();
  const newChanged = new Set<number>();
  const markRange = (items: typeof oldItems, changed: Set<number>, from: number, count: number) => {
    for (let i = 0; i < count; i += 1) changed.add(items[from + i]!.index);
  };
  if (
    oldMiddle.length === 0 ||
    newMiddle.length === 0 ||
    (oldMiddle.length === 1 && newMiddle.length === 1)
  ) {
    if (oldMiddle.length + newMiddle.length > maxEditLength) return null;
    markRange(oldItems, oldChanged, prefix, oldMiddle.length);
    markRange(newItems, newChanged, prefix, newMiddle.length);
  } else {
    const changes = diffArrays(oldMiddle, newMiddle, { maxEditLength });
    if (!changes) return null;
    let oldPos = prefix;
    let newPos = prefix;
    for (const change of changes) {
      const count = change.value.length;
      if (change.removed) {
        markRange(oldItems, oldChanged, oldPos, count);
        oldPos += count;
      } else if (change.added) {
        markRange(newItems, newChanged, newPos, count);
        newPos += count;
      } else {
        oldPos += count;
        newPos += count;
      }
    }
  }
  return { old: markTokens(oldTokens, oldChanged), new: markTokens(newTokens, newChanged) };
}
