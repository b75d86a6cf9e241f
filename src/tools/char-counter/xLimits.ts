/** X (Twitter) limits the page shows; the counting itself is twitter-text's, in xLength.ts. */
export const X_MAX_WEIGHT = 280;

export interface XWeightedLength {
  weight: number;
  /** Negative when the post is too long. */
  remaining: number;
  /** Links, each counted as 23 whatever its length. */
  urls: number;
}
