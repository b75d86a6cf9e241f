import { formatInteger } from '../../lib/format';
import { captureGroupNames } from './compileRegex';
import { isUnicodeAware } from './regexFlags';

export interface CaptureGroup {
  /** 1-based group number. */
  number: number;
  name: string | null;
  /** undefined when the group took no part in the match. */
  value: string | undefined;
  /** Positions, known only with the d flag. */
  start?: number;
  end?: number;
}

export interface RegexMatch {
  /** UTF-16 offsets, as JavaScript reports them: start inclusive, end exclusive. */
  start: number;
  end: number;
  text: string;
  groups: CaptureGroup[];
}

export interface MatchResult {
  matches: RegexMatch[];
  /** All matches counted, even past the detail limit. */
  total: number;
  /** True when there were more matches than `matches` holds. */
  truncated: boolean;
  /** True when counting stopped at MAX_COUNTED_MATCHES with more matches still to come. */
  capped: boolean;
}

/** Details kept per run; counting goes on past it. */
export const MAX_DETAILED_MATCHES = 10_000;
/** Past this the count stops too: `a*` over a megabyte would otherwise count for ever. */
export const MAX_COUNTED_MATCHES = 1_000_000;

/**
 * Every match, as String.prototype.matchAll finds them: with g, all of them, empty ones
 * included (`a*` matches between letters too); without g, only the first; with y, only
 * matches that start exactly where the previous one ended.
 */
export function findMatches(
  regex: RegExp,
  text: string,
  maxDetailed = MAX_DETAILED_MATCHES,
): MatchResult {
  // A copy, so the caller's lastIndex is never disturbed.
  const re = new RegExp(regex.source, regex.flags);
  const names = captureGroupNames(regex.source, regex.flags);
  const unicode = isUnicodeAware(regex.flags);
  const matches: RegexMatch[] = [];
  let total = 0;

  let capped = false;

  if (text === '') return { matches, total, truncated: false, capped };

  for (;;) {
    const found = re.exec(text);
    if (!found) break;
    if (total >= MAX_COUNTED_MATCHES) {
      // One match past the cap: the count shown is a lower bound.
      capped = true;
      break;
    }
    total++;
    if (matches.length < maxDetailed) matches.push(toMatch(found, names));
    if (!re.global) break;
    if (found[0] === '') re.lastIndex = advanceIndex(text, re.lastIndex, unicode);
  }
  return { matches, total, truncated: total > matches.length, capped };
}

/** "1,234", or "1,000,000+" when counting stopped at the cap. */
export function formatMatchCount(result: Pick<MatchResult, 'total' | 'capped'>): string {
  return `${formatInteger(result.total)}${result.capped ? '+' : ''}`;
}

function toMatch(found: RegExpExecArray, names: (string | null)[]): RegexMatch {
  const groups: CaptureGroup[] = [];
  for (let number = 1; number < found.length; number++) {
    const group: CaptureGroup = { number, name: names[number - 1] ?? null, value: found[number] };
    const span = found.indices?.[number];
    if (span) {
      group.start = span[0];
      group.end = span[1];
    }
    groups.push(group);
  }
  return { start: found.index, end: found.index + found[0].length, text: found[0], groups };
}

/** Steps past an empty match; by whole code points in unicode mode, as the engine does. */
export function advanceIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  const isPair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
  return index + (isPair ? 2 : 1);
}
