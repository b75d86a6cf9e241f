import { foldUnchanged, formatUnifiedText, pairSideBySide } from './buildDiffRows';
import type { DiffLine } from './diffTextLines';

const same = (n: number): DiffLine => ({
  type: 'unchanged',
  value: `s${n}`,
  oldNumber: n,
  newNumber: n,
});
const removed = (value: string): DiffLine => ({ type: 'removed', value });
const added = (value: string): DiffLine => ({ type: 'added', value });

const describeRows = (rows: ReturnType<typeof foldUnchanged>) =>
  rows.map((row) => (row.kind === 'fold' ? `fold ${row.id}+${row.count}` : row.line.value));

describe('foldUnchanged', () => {
  const lines = [
    ...Array.from({ length: 10 }, (_, i) => same(i + 1)),
    removed('r'),
    added('a'),
    ...Array.from({ length: 10 }, (_, i) => same(i + 11)),
  ];

  it('keeps context around changes and folds the rest', () => {
    expect(describeRows(foldUnchanged(lines, { context: 2 }))).toEqual([
      'fold 0+8',
      's9',
      's10',
      'r',
      'a',
      's11',
      's12',
      'fold 14+8',
    ]);
  });

  it('shows everything with context null', () => {
    expect(foldUnchanged(lines, { context: null })).toHaveLength(lines.length);
  });

  it('opens a fold the user expanded', () => {
    expect(describeRows(foldUnchanged(lines, { context: 2, expanded: new Set([0]) }))[0]).toBe(
      's1',
    );
  });

  it('never folds a single line', () => {
    const short = [same(1), same(2), same(3), removed('r'), same(4), same(5), same(6)];
    expect(describeRows(foldUnchanged(short, { context: 2 }))).toEqual([
      's1',
      's2',
      's3',
      'r',
      's4',
      's5',
      's6',
    ]);
  });

  it('handles empty results', () => {
    expect(foldUnchanged([], { context: 3 })).toEqual([]);
  });
});

describe('pairSideBySide', () => {
  it('faces removed lines with added ones and lets the longer side run on', () => {
    const rows = pairSideBySide(
      foldUnchanged([same(1), removed('r1'), removed('r2'), added('a1'), same(2)], {
        context: null,
      }),
    );
    expect(
      rows.map((row) => (row.kind === 'pair' ? [row.left?.value, row.right?.value] : row.kind)),
    ).toEqual([
      ['s1', 's1'],
      ['r1', 'a1'],
      ['r2', undefined],
      ['s2', 's2'],
    ]);
  });

  it('keeps folds', () => {
    const rows = pairSideBySide([
      { kind: 'fold', id: 0, count: 5 },
      { kind: 'line', line: added('a') },
    ]);
    expect(rows).toEqual([
      { kind: 'fold', id: 0, count: 5 },
      { kind: 'pair', left: undefined, right: added('a') },
    ]);
  });
});

describe('formatUnifiedText', () => {
  it('prefixes lines like a patch', () => {
    expect(formatUnifiedText([same(1), removed('旧'), added('新')])).toBe('  s1\n- 旧\n+ 新');
    expect(formatUnifiedText([])).toBe('');
  });
});
