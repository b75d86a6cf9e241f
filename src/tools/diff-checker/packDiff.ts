import type { DiffLine, DiffLineType, DiffOutcome, DiffSummary } from './diffTextLines';
import type { InlineSegment } from './inlineDiff';
import { splitLines } from './splitLines';

/**
 * A diff result in a few flat arrays, for the worker to send. Sent as 10,000 line objects, the
 * result took the page 90 ms to receive (each object and string is copied one by one); these
 * buffers are handed over without copying, and the page rebuilds the lines from the texts it
 * already has.
 */
export interface PackedDiff {
  status: 'ok';
  /** For each result line: 0 unchanged, 1 removed, 2 added. */
  types: Uint8Array;
  /** 0-based line index in the original text, or -1. */
  oldIndex: Int32Array;
  /** 0-based line index in the changed text, or -1. */
  newIndex: Int32Array;
  /** Word highlights: line i's segments are entries segmentStart[i] … segmentStart[i + 1] - 1. */
  segmentStart: Int32Array;
  /** Each segment's length in UTF-16 units, negative for a changed one. */
  segmentLength: Int32Array;
  summary: DiffSummary;
}

export type PackedOutcome = PackedDiff | { status: 'timeout' };

const TYPE_CODES: readonly DiffLineType[] = ['unchanged', 'removed', 'added'];

export function packDiff(outcome: DiffOutcome): PackedOutcome {
  if (outcome.status !== 'ok') return outcome;
  const { lines } = outcome;
  const types = new Uint8Array(lines.length);
  const oldIndex = new Int32Array(lines.length);
  const newIndex = new Int32Array(lines.length);
  const segmentStart = new Int32Array(lines.length + 1);
  const lengths: number[] = [];
  lines.forEach((line, i) => {
    types[i] = TYPE_CODES.indexOf(line.type);
    oldIndex[i] = (line.oldNumber ?? 0) - 1;
    newIndex[i] = (line.newNumber ?? 0) - 1;
    segmentStart[i] = lengths.length;
    for (const segment of line.segments ?? []) {
      lengths.push(segment.changed ? -segment.text.length : segment.text.length);
    }
  });
  segmentStart[lines.length] = lengths.length;
  return {
    status: 'ok',
    types,
    oldIndex,
    newIndex,
    segmentStart,
    segmentLength: Int32Array.from(lengths),
    summary: outcome.summary,
  };
}

/** The buffers of a packed diff, for postMessage to transfer instead of copying. */
export function packedBuffers(packed: PackedOutcome): ArrayBuffer[] {
  if (packed.status !== 'ok') return [];
  return [
    packed.types,
    packed.oldIndex,
    packed.newIndex,
    packed.segmentStart,
    packed.segmentLength,
  ].map((array) => array.buffer as ArrayBuffer);
}

/** The diff of `oldText` and `newText` as the worker computed it (see diffTextLines). */
export function unpackDiff(packed: PackedOutcome, oldText: string, newText: string): DiffOutcome {
  if (packed.status !== 'ok') return packed;
  const oldLines = splitLines(oldText);
  const newLines = splitLines(newText);
  const lines: DiffLine[] = new Array<DiffLine>(packed.types.length);
  for (let i = 0; i < lines.length; i += 1) {
    const type = TYPE_CODES[packed.types[i]!]!;
    const oldAt = packed.oldIndex[i]!;
    const newAt = packed.newIndex[i]!;
    const value = type === 'removed' ? oldLines[oldAt]! : newLines[newAt]!;
    const line: DiffLine = { type, value };
    if (oldAt >= 0) line.oldNumber = oldAt + 1;
    if (newAt >= 0) line.newNumber = newAt + 1;
    if (type === 'unchanged' && oldLines[oldAt] !== value) line.oldValue = oldLines[oldAt]!;
    const first = packed.segmentStart[i]!;
    const end = packed.segmentStart[i + 1]!;
    if (end > first) {
      const segments: InlineSegment[] = [];
      let offset = 0;
      for (let k = first; k < end; k += 1) {
        const length = Math.abs(packed.segmentLength[k]!);
        segments.push({
          text: value.slice(offset, offset + length),
          changed: packed.segmentLength[k]! < 0,
        });
        offset += length;
      }
      line.segments = segments;
    }
    lines[i] = line;
  }
  return { status: 'ok', lines, summary: packed.summary };
}
