import leven from 'leven';

/**
 * The fuzzy string set PostgREST suggests names with ("Perhaps you meant ..."): Haskell's
 * fuzzyset package (Data.FuzzySet, a port of fuzzyset.js), whose defaults PostgREST uses:
 * gram sizes 3 then 2, cosine similarity of the n-gram counts, the best 50 re-scored by
 * normalised Levenshtein similarity. Written out here because the JavaScript original is not
 * under an open licence; the steps follow Data/FuzzySet.hs and Data/FuzzySet/Internal.hs.
 */
const GRAM_SIZES = [3, 2];

/** Lower-case, and only letters, digits, white space and commas (fuzzyset's `normalized`). */
function normalized(text: string): string {
  return [...text.toLowerCase()].filter((char) => /[\p{L}\p{N}\s,]/u.test(char)).join('');
}

function gramVector(text: string, size: number): Map<string, number> {
  const padded = [...`-${normalized(text)}-`];
  const counts = new Map<string, number>();
  for (let offset = 0; offset + size <= padded.length; offset++) {
    const gram = padded.slice(offset, offset + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const magnitude = (vector: Map<string, number>) =>
  Math.sqrt([...vector.values()].reduce((sum, count) => sum + count * count, 0));

/** Data.Text.Metrics levenshteinNorm: 1 − distance / the longer length. */
function similarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  // (longest − distance) / longest: the rational text-metrics computes, without 1 − x rounding.
  return longest === 0 ? 1 : (longest - leven(a, b)) / longest;
}

export class FuzzySet {
  private readonly exact = new Map<string, string>();

  constructor(entries: Iterable<string>) {
    for (const entry of entries) {
      if (!this.exact.has(entry.toLowerCase())) this.exact.set(entry.toLowerCase(), entry);
    }
  }

  /** Matches scoring at least `minScore`, best first (getWithMinScore). */
  get(query: string, minScore = 0.33): [number, string][] {
    const key = query.toLowerCase();
    const exact = this.exact.get(key);
    if (exact !== undefined) return [[1, exact]];
    for (const size of GRAM_SIZES) {
      const found = this.matches(key, size).filter(([score]) => score >= minScore);
      if (found.length > 0)
        return found.map(([score, entry]) => [score, this.exact.get(entry) ?? entry]);
    }
    return [];
  }

  /** The best match, if any scores at least `minScore` (getOne / getOneWithMinScore). */
  getOne(query: string, minScore = 0.33): string | undefined {
    return this.get(query, minScore)[0]?.[1];
  }

  private matches(key: string, size: number): [number, string][] {
    const query = gramVector(key, size);
    const queryMagnitude = magnitude(query);
    const scored: [number, string][] = [];
    for (const entry of this.exact.keys()) {
      const vector = gramVector(entry, size);
      let dot = 0;
      for (const [gram, count] of query) dot += count * (vector.get(gram) ?? 0);
      if (dot > 0) scored.push([dot / (queryMagnitude * magnitude(vector)), entry]);
    }
    scored.sort((a, b) => b[0] - a[0]);
    return scored
      .slice(0, 50)
      .map(([, entry]): [number, string] => [similarity(key, entry), entry])
      .sort((a, b) => b[0] - a[0]);
  }
}
