import { diffInline, type InlineSegment } from './inlineDiff';
import { matchLines } from './matchLines';
import { splitLines } from './splitLines';

export type DiffLineType = 'unchanged' | 'removed' | 'added';

/** One line of the result (spec: type and value), with its line numbers on each side. */
export interface DiffLine {
  type: DiffLineType;
  /** The line as written on its side; for unchanged lines, the new text's version. */
  value: string;
  /** 1-based line number in the original text (unchanged and removed lines). */
  oldNumber?: number;
  /** 1-based line number in the changed text (unchanged and added lines). */
  newNumber?: number;
  /** For unchanged lines that differ only in ignored whitespace or case: the original's version. */
  oldValue?: string;
  /** Word-level highlights when this line was edited rather than replaced outright. */
  segments?: InlineSegment[];
}

export interface DiffOptions {
  ignoreWhitespace?: boolean;
  ignoreCase?: boolean;
  /** Give up after this many milliseconds (the result is then `timeout`). */
  timeoutMs?: number;
}

export interface DiffSummary {
  added: number;
  removed: number;
  unchanged: number;
}

export type DiffOutcome =
  { status: 'ok'; lines: DiffLine[]; summary: DiffSummary } | { status: 'timeout' };

/** What two lines are compared by, after the options have been applied. */
export function comparisonKey(line: string, options: DiffOptions): string {
  let key = options.ignoreWhitespace ? line.replace(/\s+/gu, '') : line;
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

/** Adds word highlights to each removed line and the added line at the same place in its block. */
function highlightEditedLines(lines: DiffLine[], options: DiffOptions) {
  let index = 0;
  while (index < lines.length) {
    if (lines[index]!.type !== 'removed') {
      index += 1;
      continue;
    }
    const removedStart = index;
    while (index < lines.length && lines[index]!.type === 'removed') index += 1;
    const addedStart = index;
    while (index < lines.length && lines[index]!.type === 'added') index += 1;
    const pairs = Math.min(addedStart - removedStart, index - addedStart);
    for (let offset = 0; offset < pairs; offset += 1) {
      const removed = lines[removedStart + offset]!;
      const added = lines[addedStart + offset]!;
      const inline = diffInline(removed.value, added.value, options);
      if (inline) {
        removed.segments = inline.old;
        added.segments = inline.new;
      }
    }
  }
}

/** Line-by-line difference of two texts: unchanged, removed and added lines in reading order. */
export function diffTextLines(
  oldText: string,
  newText: string,
  options: DiffOptions = {},
): DiffOutcome {
  const oldLines = splitLines(oldText);
  const newLines = splitLines(newText);
  const matches = matchLines(
    oldLines.map((line) => comparisonKey(line, options)),
    newLines.map((line) => comparisonKey(line, options)),
    performance.now() + (options.timeoutMs ?? Infinity),
  );
  if (!matches) return { status: 'timeout' };

  const lines: DiffLine[] = [];
  let oldPos = 0;
  let newPos = 0;
  // Between two kept lines, what the old text had is removed and what the new one has is added.
  const emitGap = (oldEnd: number, newEnd: number) => {
    for (; oldPos < oldEnd; oldPos += 1) {
      lines.push({ type: 'removed', value: oldLines[oldPos]!, oldNumber: oldPos + 1 });
    }
    for (; newPos < newEnd; newPos += 1) {
      lines.push({ type: 'added', value: newLines[newPos]!, newNumber: newPos + 1 });
    }
  };
  for (const [oldIndex, newIndex] of matches) {
    emitGap(oldIndex, newIndex);
    const line: DiffLine = {
      type: 'unchanged',
      value: newLines[newIndex]!,
      oldNumber: oldIndex + 1,
      newNumber: newIndex + 1,
    };
    if (oldLines[oldIndex] !== newLines[newIndex]) line.oldValue = oldLines[oldIndex]!;
    lines.push(line);
    oldPos = oldIndex + 1;
    newPos = newIndex + 1;
  }
  emitGap(oldLines.length, newLines.length);

  highlightEditedLines(lines, options);
  const summary: DiffSummary = { added: 0, removed: 0, unchanged: 0 };
  for (const line of lines) summary[line.type] += 1;
  return { status: 'ok', lines, summary };
}
