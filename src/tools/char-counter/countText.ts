import { countWidths } from './countWidths';
import { countWords } from './countWords';
import { splitGraphemes } from './graphemes';
import { layoutManuscript, type ManuscriptLayout } from './layoutManuscript';
import { countShiftJisBytes, type ShiftJisCount } from './shiftJisBytes';

/** The spec's count result. */
export interface CountResult {
  /** Characters as a reader sees them: grapheme clusters, a line break counting as one. */
  total: number;
  /** `total` less whitespace: spaces, full-width spaces, tabs and line breaks. */
  withoutSpaces: number;
  /** Line breaks + 1 (0 for an empty text), as an editor numbers lines. */
  lines: number;
  words: number;
  /** UTF-8 bytes. */
  bytes: number;
}

export interface TextStats extends CountResult {
  /** `total` less line breaks (spaces still count), as manuscript limits usually mean. */
  withoutLineBreaks: number;
  /** UTF-16 code units: JavaScript's `length`, what many databases and APIs limit. */
  codeUnits: number;
  codePoints: number;
  fullWidth: number;
  halfWidth: number;
  manuscript: ManuscriptLayout;
  /** Null where the browser has no Shift_JIS decoder. */
  shiftJis: ShiftJisCount | null;
}

export interface CountOptions {
  /** 2 counts each line break as CR LF (Windows files, form submissions) in the byte counts. */
  lineBreakBytes?: 1 | 2;
}

/** CR LF (Windows) and a lone CR (old Mac) are one line break, like LF. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function utf8Bytes(text: string, lineBreakBytes: number): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a) bytes += lineBreakBytes;
    else if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3; // a lone surrogate is written as U+FFFD
    } else bytes += 3;
  }
  return bytes;
}

const isWhitespace = (grapheme: string) => /^\s/u.test(grapheme);

/** Every figure but the words, which take the longest (see countWords) and go apart. */
export type StatsWithoutWords = Omit<TextStats, 'words'>;

export function countText(rawText: string, options: CountOptions = {}): TextStats {
  return { ...countAllButWords(rawText, options), words: countWords(normalizeLineBreaks(rawText)) };
}

/** The figures made of grapheme clusters, bytes and code points (all but the words). */
export function countAllButWords(rawText: string, options: CountOptions = {}): StatsWithoutWords {
  const lineBreakBytes = options.lineBreakBytes ?? 1;
  const text = normalizeLineBreaks(rawText);
  const graphemes = splitGraphemes(text);
  let whitespace = 0;
  let lineBreaks = 0;
  for (const grapheme of graphemes) {
    if (grapheme === '\n') lineBreaks += 1;
    if (isWhitespace(grapheme)) whitespace += 1;
  }
  let codePoints = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // The low half of a surrogate pair belongs to the code point counted at its high half.
    if (code < 0xdc00 || code > 0xdfff || index === 0) codePoints += 1;
    else {
      const previous = text.charCodeAt(index - 1);
      if (previous < 0xd800 || previous > 0xdbff) codePoints += 1;
    }
  }
  return {
    total: graphemes.length,
    withoutSpaces: graphemes.length - whitespace,
    withoutLineBreaks: graphemes.length - lineBreaks,
    lines: text === '' ? 0 : lineBreaks + 1,
    bytes: utf8Bytes(text, lineBreakBytes),
    codeUnits: text.length,
    codePoints,
    ...countWidths(graphemes),
    manuscript: layoutManuscript(graphemes),
    shiftJis: countShiftJisBytes(text, lineBreakBytes),
  };
}
