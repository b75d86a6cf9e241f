import { bigramSimilarity, normalizeCompanyName } from './normalizeCompanyName.ts';

/** Anything that can be matched by name: the offline dataset or a provider's records. */
export interface NamedEntry {
  /** Every way of writing the name: official, English, kana reading, aliases. */
  names: readonly string[];
}

export interface ScoredEntry<T> {
  entry: T;
  /** 0 to 1; exactly 1 only for a match of a whole name. */
  confidence: number;
}

export type MatchOutcome<T> =
  | { kind: 'match'; entry: T; related: ScoredEntry<T>[] }
  | { kind: 'ambiguous'; candidates: ScoredEntry<T>[] }
  | { kind: 'none' };

const MAX_CANDIDATES = 10;
/** A lone partial match this good is taken as the answer ("トヨタ自" → トヨタ自動車). */
const LONE_MATCH_THRESHOLD = 0.6;
const FUZZY_THRESHOLD = 0.5;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * How well a typed name matches one written name, both normalised. The scale is ordered so that
 * a whole-name match beats a prefix, a prefix beats an inner substring, and those beat a fuzzy
 * (typo-tolerant) likeness; within each band, covering more of the name scores higher.
 */
export function nameConfidence(query: string, name: string): number {
  if (query === '' || name === '') return 0;
  if (query === name) return 1;
  const queryLength = [...query].length;
  const nameLength = [...name].length;
  if (queryLength >= 2) {
    if (name.startsWith(query)) return round2(0.6 + 0.35 * (queryLength / nameLength));
    if (name.includes(query)) return round2(0.45 + 0.3 * (queryLength / nameLength));
    // The query names the company and says more ("トヨタ自動車 本社").
    if (nameLength >= 2 && query.includes(name))
      return round2(0.5 + 0.3 * (nameLength / queryLength));
  }
  const similarity = bigramSimilarity(query, name);
  return similarity >= FUZZY_THRESHOLD ? round2(0.5 * similarity) : 0;
}

export function entryConfidence(query: string, entry: NamedEntry): number {
  let best = 0;
  for (const name of entry.names) {
    best = Math.max(best, nameConfidence(query, normalizeCompanyName(name)));
    if (best === 1) break;
  }
  return best;
}

/**
 * Finds the company meant by a typed name. One whole-name match is the answer (other partial
 * matches come along as "related"); several whole-name matches, or only partial ones, are
 * candidates for the user to choose from, best first.
 */
export function matchCompanies<T extends NamedEntry>(
  typedName: string,
  entries: readonly T[],
): MatchOutcome<T> {
  const query = normalizeCompanyName(typedName);
  if (query === '') return { kind: 'none' };
  const scored = entries
    .map((entry) => ({ entry, confidence: entryConfidence(query, entry) }))
    .filter((item) => item.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence);

  const exact = scored.filter((item) => item.confidence === 1);
  if (exact.length === 1 && exact[0]) {
    return {
      kind: 'match',
      entry: exact[0].entry,
      related: scored.filter((item) => item.confidence < 1).slice(0, 5),
    };
  }
  if (exact.length > 1) return { kind: 'ambiguous', candidates: exact.slice(0, MAX_CANDIDATES) };
  if (scored.length === 1 && scored[0] && scored[0].confidence >= LONE_MATCH_THRESHOLD) {
    return { kind: 'match', entry: scored[0].entry, related: [] };
  }
  if (scored.length > 0) return { kind: 'ambiguous', candidates: scored.slice(0, MAX_CANDIDATES) };
  return { kind: 'none' };
}
