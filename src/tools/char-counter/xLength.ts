import twitterText from 'twitter-text';
import { X_MAX_WEIGHT, type XWeightedLength } from './xLimits';

/**
 * The post length exactly as X counts it, by X's own twitter-text library: NFC-normalised,
 * CJK and emoji weighing 2, and links (with a scheme, or bare domains with any of X's
 * top-level domains, such as example.tokyo) weighing 23. Heavy (its URL and emoji tables), so
 * it is only imported by the tool's worker, never by a page.
 */
export function measureXLength(text: string): XWeightedLength {
  const { weightedLength } = twitterText.parseTweet(text);
  return {
    weight: weightedLength,
    remaining: X_MAX_WEIGHT - weightedLength,
    urls: twitterText.extractUrlsWithIndices(text).length,
  };
}
