import type { RegexMatch } from './findMatches';

export type HighlightSegment =
  | { kind: 'text'; text: string }
  /** `matchNumber` is 1-based, as shown in the match list. */
  | { kind: 'match'; text: string; matchNumber: number }
  /** An empty match, shown as a thin marker between characters. */
  | { kind: 'empty'; matchNumber: number };

/**
 * Cuts the test text into plain and matched parts for display. The parts are text, rendered as
 * text nodes: a test string full of markup is shown, never interpreted.
 */
export function highlightSegments(
  text: string,
  matches: readonly RegexMatch[],
): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let position = 0;
  matches.forEach((match, index) => {
    // Matches come in order and never overlap; a stray one is skipped rather than garbled.
    if (match.start < position) return;
    if (match.start > position)
      segments.push({ kind: 'text', text: text.slice(position, match.start) });
    segments.push(
      match.end === match.start
        ? { kind: 'empty', matchNumber: index + 1 }
        : { kind: 'match', text: text.slice(match.start, match.end), matchNumber: index + 1 },
    );
    position = match.end;
  });
  if (position < text.length) segments.push({ kind: 'text', text: text.slice(position) });
  return segments;
}
