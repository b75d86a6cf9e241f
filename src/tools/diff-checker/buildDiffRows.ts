import type { DiffLine } from './diffTextLines';

export type DiffView = 'unified' | 'split';

/** A run of unchanged lines folded away; `id` is the index of its first line in the result. */
export interface FoldRow {
  kind: 'fold';
  id: number;
  count: number;
}

export interface UnifiedRow {
  kind: 'line';
  line: DiffLine;
}

/** A row of the side-by-side view: the original on the left, the changed text on the right. */
export interface SplitRow {
  kind: 'pair';
  left?: DiffLine;
  right?: DiffLine;
}

export interface RowOptions {
  /** Unchanged lines kept around each change; `null` shows every line. */
  context: number | null;
  /** Folds the user opened (by id). */
  expanded?: ReadonlySet<number>;
}

/**
 * Which lines to show: changes, `context` unchanged lines either side, and a fold for each
 * longer unchanged run, so that 10,000 mostly equal lines render as a few dozen rows.
 */
export function foldUnchanged(
  lines: readonly DiffLine[],
  { context, expanded = new Set() }: RowOptions,
): Array<UnifiedRow | FoldRow> {
  if (context === null) return lines.map((line) => ({ kind: 'line', line }));
  const rows: Array<UnifiedRow | FoldRow> = [];
  let index = 0;
  while (index < lines.length) {
    if (lines[index]!.type !== 'unchanged') {
      rows.push({ kind: 'line', line: lines[index]! });
      index += 1;
      continue;
    }
    const start = index;
    while (index < lines.length && lines[index]!.type === 'unchanged') index += 1;
    const end = index;
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === lines.length ? 0 : context;
    const hiddenStart = start + keepBefore;
    const hiddenEnd = end - keepAfter;
    // Folding fewer than two lines saves nothing and costs a click.
    if (hiddenEnd - hiddenStart < 2 || expanded.has(hiddenStart)) {
      for (let i = start; i < end; i += 1) rows.push({ kind: 'line', line: lines[i]! });
      continue;
    }
    for (let i = start; i < hiddenStart; i += 1) rows.push({ kind: 'line', line: lines[i]! });
    rows.push({ kind: 'fold', id: hiddenStart, count: hiddenEnd - hiddenStart });
    for (let i = hiddenEnd; i < end; i += 1) rows.push({ kind: 'line', line: lines[i]! });
  }
  return rows;
}

/**
 * Side-by-side rows: unchanged lines face each other; within a block of changes the n-th
 * removed line faces the n-th added line, and the longer side continues alone.
 */
export function pairSideBySide(
  rows: ReadonlyArray<UnifiedRow | FoldRow>,
): Array<SplitRow | FoldRow> {
  const result: Array<SplitRow | FoldRow> = [];
  let index = 0;
  while (index < rows.length) {
    const row = rows[index]!;
    if (row.kind === 'fold' || row.line.type === 'unchanged') {
      result.push(row.kind === 'fold' ? row : { kind: 'pair', left: row.line, right: row.line });
      index += 1;
      continue;
    }
    const removed: DiffLine[] = [];
    const added: DiffLine[] = [];
    while (index < rows.length) {
      const next = rows[index]!;
      if (next.kind !== 'line' || next.line.type === 'unchanged') break;
      // A removed line after added ones starts a new block.
      if (next.line.type === 'removed' && added.length > 0) break;
      (next.line.type === 'removed' ? removed : added).push(next.line);
      index += 1;
    }
    for (let i = 0; i < Math.max(removed.length, added.length); i += 1) {
      result.push({ kind: 'pair', left: removed[i], right: added[i] });
    }
  }
  return result;
}

/** The result as text with `+`/`-`/space prefixes, for copying into a mail or a ticket. */
export function formatUnifiedText(lines: readonly DiffLine[]): string {
  const prefix = { unchanged: ' ', removed: '-', added: '+' } as const;
  return lines.map((line) => `${prefix[line.type]} ${line.value}`).join('\n');
}
