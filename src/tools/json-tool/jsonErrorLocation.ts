/** Where a JSON syntax error is, in terms a person can find: line, column and the line itself. */
export interface JsonErrorLocation {
  /** UTF-16 offset into the text, as JavaScript parsers report it. */
  offset: number;
  /** 1-based line; CRLF, LF and lone CR each end a line. */
  line: number;
  /** 1-based column in characters (an emoji counts once). */
  column: number;
  /** The part of the line shown, split at the offending character. */
  before: string;
  at: string;
  after: string;
  /** True when the shown part is cut from a longer line (minified documents are one line). */
  cutStart: boolean;
  cutEnd: boolean;
}

/** Characters shown either side of the error on long lines. */
const CONTEXT_CHARS = 40;

/**
 * Reads the position from an engine's message. V8 says "at position 12 (line 1 column 13)",
 * Firefox "at line 1 column 13 of the JSON data"; some messages carry none ("Unexpected end").
 */
export function offsetFromParserMessage(message: string, text: string): number | null {
  const position = /\bposition (\d+)/.exec(message);
  if (position) return clampOffset(Number(position[1]), text);
  const lineColumn = /\bline (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    return offsetOfLineColumn(text, Number(lineColumn[1]), Number(lineColumn[2]));
  }
  if (/unexpected end/i.test(message)) return text.length;
  return null;
}

function clampOffset(offset: number, text: string): number {
  return Math.max(0, Math.min(offset, text.length));
}

/** Engines count lines by LF and columns in UTF-16 units, both from 1. */
function offsetOfLineColumn(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return clampOffset(offset + Math.max(0, column - 1), text);
}

export function locateOffset(text: string, rawOffset: number): JsonErrorLocation {
  const offset = clampOffset(rawOffset, text);
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  let lineEnd = offset;
  while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;

  // Offsets that land inside a CRLF pair or past the line belong to its end.
  const beforeChars = Array.from(text.slice(lineStart, Math.min(offset, lineEnd)));
  const restChars = Array.from(text.slice(Math.min(offset, lineEnd), lineEnd));
  const column = beforeChars.length + 1;

  const shownBefore = beforeChars.slice(-CONTEXT_CHARS);
  const at = restChars[0] ?? '';
  const shownAfter = restChars.slice(1, CONTEXT_CHARS + 1);
  return {
    offset,
    line,
    column,
    before: shownBefore.join(''),
    at,
    after: shownAfter.join(''),
    cutStart: shownBefore.length < beforeChars.length,
    cutEnd: shownAfter.length < restChars.length - 1,
  };
}

/** The plain-text pointer: the line and a caret under the offending character. */
export function formatErrorPointer(location: JsonErrorLocation): string {
  const prefix = location.cutStart ? '…' : '';
  const suffix = location.cutEnd ? '…' : '';
  const shownLine = `${prefix}${location.before}${location.at}${location.after}${suffix}`;
  const padding = Array.from(prefix + location.before)
    .map((ch) => (ch === '\t' ? '\t' : ' '))
    .join('');
  return `${shownLine}\n${padding}^`;
}
