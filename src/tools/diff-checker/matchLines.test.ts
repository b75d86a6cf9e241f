/**
 * The line matcher against GNU diff --minimal, the reference for the smallest line diff: on
 * reordered, moved and edited texts the tool must change at most a few more lines than GNU
 * diff does (and never fewer, which would mean a broken diff), and the diff must rebuild both
 * texts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffTextLines } from './diffTextLines';

/** Lines GNU diff --minimal removes plus lines it adds. */
function gnuChangedLines(oldText: string, newText: string): number {
  const folder = mkdtempSync(join(tmpdir(), 'diff-'));
  try {
    writeFileSync(join(folder, 'old'), `${oldText}\n`);
    writeFileSync(join(folder, 'new'), `${newText}\n`);
    let output = '';
    try {
      output = execFileSync('diff', ['--minimal', join(folder, 'old'), join(folder, 'new')], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // Exit status 1 means "the files differ": the normal case here.
      output = (error as { stdout: string }).stdout;
    }
    return output.split('\n').filter((line) => /^[<>] /.test(line)).length;
  } finally {
    rmSync(folder, { recursive: true });
  }
}

/** A fixed pseudo-random sequence, so every run tests the same texts. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function shuffle<T>(items: T[], seed: number): T[] {
  const next = random(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const lines = (count: number, label = '行') =>
  Array.from({ length: count }, (_, index) => `${index + 1}${label}: 売上データ ${index * 7919}`);

const cases: Array<[string, string[], string[]]> = (() => {
  const base = lines(5000);
  const edited = base.flatMap((line, index) =>
    index % 97 === 0 ? [] : index % 50 === 0 ? [`${line} (修正)`] : [line],
  );
  const blocks = Array.from({ length: 50 }, (_, block) =>
    base.slice(block * 100, block * 100 + 100),
  );
  const repeated = Array.from(
    { length: 3000 },
    (_, index) => ['{', '  "a": 1,', '}', `x${index}`][index % 4]!,
  );
  const long = lines(10_000);
  const longEdited = long.map((line, index) => (index % 50 === 25 ? `${line} (再集計)` : line));
  return [
    ['10,000 lines, 200 edited in place', long, longEdited],
    ['5,000 reordered lines', base, shuffle(base, 7)],
    ['5,000 lines reversed', base, [...base].reverse()],
    ['50 blocks of 100 lines reordered', base, shuffle(blocks, 3).flat()],
    ['a block moved to the end', base, [...base.slice(1000), ...base.slice(0, 1000)]],
    ['2% edited and some deleted', base, edited],
    [
      'repeated lines with edits',
      repeated,
      shuffle(repeated.slice(0, 400), 5).concat(repeated.slice(400)),
    ],
    [
      'small shuffle with duplicates',
      ['a', 'b', 'a', 'c', 'b', 'd', 'a'],
      ['b', 'a', 'd', 'a', 'c', 'b'],
    ],
  ];
})();

describe('matchLines is minimal or near-minimal', () => {
  it.each(cases)(
    '%s',
    (_name, oldLines, newLines) => {
      const outcome = diffTextLines(oldLines.join('\n'), newLines.join('\n'));
      if (outcome.status !== 'ok') throw new Error('timed out');
      const ours = outcome.summary.added + outcome.summary.removed;
      const gnu = gnuChangedLines(oldLines.join('\n'), newLines.join('\n'));
      expect(ours).toBeGreaterThanOrEqual(gnu);
      // Within 1% of the minimum (and a couple of lines on tiny texts).
      expect(ours).toBeLessThanOrEqual(Math.max(gnu + 2, Math.ceil(gnu * 1.01)));
      // The diff rebuilds both texts.
      const oldSide = outcome.lines
        .filter((line) => line.type !== 'added')
        .map((line) => line.oldValue ?? line.value);
      const newSide = outcome.lines
        .filter((line) => line.type !== 'removed')
        .map((line) => line.value);
      expect(oldSide).toEqual(oldLines);
      expect(newSide).toEqual(newLines);
    },
    60_000,
  );
});
