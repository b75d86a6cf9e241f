import { diff3Merge } from 'node-diff3';

/** A merged text, and whether both sides changed the same words (both kept, for the user to edit). */
export interface MergedText {
  text: string;
  clean: boolean;
}

/**
 * Words, spaces and punctuation as separate pieces (Intl.Segmenter: Japanese has no spaces
 * between words, and its dictionary finds them), so that two people's changes to different
 * words of one sentence merge.
 */
function pieces(text: string): string[] {
  const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** Between two texts kept side by side: a space between Latin words, nothing in Japanese. */
function separator(before: string, after: string): string {
  if (!before || !after || /\s$/.test(before) || /^\s/.test(after)) return '';
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。]$/u.test(before) ? '' : ' ';
}

/**
 * Three-way merge of a text field: `base` as the user's form opened it, `mine` as they typed
 * it, `theirs` as another person saved it meanwhile (node-diff3, the merge of diff3). Where
 * both changed the same place, the user's words come first and the other's follow, so nothing
 * either wrote is lost; `clean` says whether that happened.
 */
export function mergeText(base: string, mine: string, theirs: string): MergedText {
  if (mine === theirs) return { text: mine, clean: true };
  const regions = diff3Merge(pieces(mine), pieces(base), pieces(theirs));
  let clean = true;
  const parts: string[] = [];
  for (const region of regions) {
    if (region.ok) parts.push(...region.ok);
    else if (region.conflict) {
      clean = false;
      const ours = region.conflict.a.join('');
      const other = region.conflict.b.join('');
      parts.push(ours, separator(ours, other), other);
    }
  }
  return { text: parts.join(''), clean };
}
