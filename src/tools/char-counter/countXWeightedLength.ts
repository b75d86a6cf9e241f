import { splitGraphemes } from './graphemes';

/** X (Twitter) counts in weights: most Latin text weighs 1, CJK and emoji 2, a post may weigh 280. */
export const X_MAX_WEIGHT = 280;
/** Every link is shortened to t.co and counts as 23, whatever its length. */
export const X_URL_WEIGHT = 23;

export interface XWeightedLength {
  weight: number;
  /** Negative when the post is too long. */
  remaining: number;
  urls: number;
}

/** Code point ranges weighing 1 (twitter-text v3 configuration); everything else weighs 2. */
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

/**
 * Links as X finds them: with a scheme, starting with www., or a bare domain with a common
 * top-level domain. A link ends at whitespace or a non-ASCII character (so 「https://a.jp/です」
 * is the link https://a.jp/), and trailing punctuation is not part of it.
 */
const URL_PATTERN =
  /(?:https?:\/\/|www\.)[!-~]+|(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|jp|io|co|info|biz|dev|app|me|ly|tv|ai|us|uk)(?![\w-])(?:\/[!-~]*)?/giu;
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}>]+$/;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

function weightOf(grapheme: string): number {
  // An emoji, however many code points it is made of (👨‍👩‍👧, 🇯🇵, 1️⃣), weighs 2.
  if (
    EMOJI.test(grapheme) &&
    /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u.test(grapheme)
  ) {
    return 2;
  }
  let weight = 0;
  for (const character of grapheme) {
    const codePoint = character.codePointAt(0)!;
    weight += LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
  }
  return weight;
}

/**
 * The post length as X counts it (NFC-normalised; links 23; CJK and emoji 2; others 1).
 * `graphemes` of the same text may be passed to save splitting it again.
 */
export function countXWeightedLength(text: string, graphemes?: readonly string[]): XWeightedLength {
  let urls = 0;
  const normalized = text.normalize('NFC');
  const withoutUrls = normalized.replace(URL_PATTERN, (match) => {
    const url = match.replace(TRAILING_PUNCTUATION, '');
    urls += 1;
    return match.slice(url.length);
  });
  let weight = urls * X_URL_WEIGHT;
  const reusable = graphemes && urls === 0 && normalized === text;
  for (const grapheme of reusable ? graphemes : splitGraphemes(withoutUrls)) {
    weight += weightOf(grapheme);
  }
  return { weight, remaining: X_MAX_WEIGHT - weight, urls };
}
