import { diffArrays } from 'diff';

/** Pairs of [old index, new index] of lines kept unchanged, in order. */
export type LineMatches = Array<[number, number]>;

/**
 * Steps of an exact Myers pass tried before splitting at unique lines (about 10 ms). Kept small:
 * a stretch that needs more is split at its unique lines first, whose gaps are then exact.
 */
const EDIT_BUDGET = 1_000_000;

interface Range {
  oldFrom: number;
  oldTo: number;
  newFrom: number;
  newTo: number;
}

/**
 * Lines occurring exactly once in each side of the range, paired up, and of those the longest
 * run kept in the same order on both sides (patience sorting: a longest increasing
 * subsequence of the new positions, O(n log n)).
 */
function uniqueAnchors(oldKeys: string[], newKeys: string[], range: Range): LineMatches {
  const counts = new Map<
    string,
    { old: number; oldIndex: number; new: number; newIndex: number }
  >();
  for (let index = range.oldFrom; index < range.oldTo; index += 1) {
    const key = oldKeys[index]!;
    const entry = counts.get(key) ?? { old: 0, oldIndex: index, new: 0, newIndex: -1 };
    entry.old += 1;
    counts.set(key, entry);
  }
  for (let index = range.newFrom; index < range.newTo; index += 1) {
    const entry = counts.get(newKeys[index]!);
    if (!entry) continue;
    entry.new += 1;
    entry.newIndex = index;
  }
  const pairs: LineMatches = [];
  for (const entry of counts.values()) {
    if (entry.old === 1 && entry.new === 1) pairs.push([entry.oldIndex, entry.newIndex]);
  }
  pairs.sort((a, b) => a[0] - b[0]);

  // tails[k]: index in `pairs` of the smallest new position ending an increasing run of k + 1.
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  pairs.forEach(([, newIndex], position) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]![1] < newIndex) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[position] = tails[low - 1]!;
    tails[low] = position;
  });
  const anchors: LineMatches = [];
  for (let position = tails.at(-1) ?? -1; position !== -1; position = previous[position]!) {
    anchors.push(pairs[position]!);
  }
  return anchors.reverse();
}

/**
 * The unchanged lines of two texts (compared by key). Lines found once on each side anchor the
 * result in the order both texts share (patience diff), recursively in each stretch between
 * anchors; what has no unique line left goes to the Myers diff, which is minimal but slow on
 * stretches that differ a lot. So moved and reordered lines (5,000 shuffled lines) take
 * milliseconds instead of tens of seconds, and the result stays minimal or within a few lines
 * of it. Returns null when `deadline` (a performance.now() time) passes.
 */
export function matchLines(
  oldKeys: string[],
  newKeys: string[],
  deadline = Infinity,
): LineMatches | null {
  const matches: LineMatches = [];
  const stack: Range[] = [{ oldFrom: 0, oldTo: oldKeys.length, newFrom: 0, newTo: newKeys.length }];
  while (stack.length > 0) {
    const range = stack.pop()!;
    // Equal lines at both ends of the stretch match as they are.
    while (
      range.oldFrom < range.oldTo &&
      range.newFrom < range.newTo &&
      oldKeys[range.oldFrom] === newKeys[range.newFrom]
    ) {
      matches.push([range.oldFrom++, range.newFrom++]);
    }
    while (
      range.oldFrom < range.oldTo &&
      range.newFrom < range.newTo &&
      oldKeys[range.oldTo - 1] === newKeys[range.newTo - 1]
    ) {
      matches.push([--range.oldTo, --range.newTo]);
    }
    if (range.oldFrom === range.oldTo || range.newFrom === range.newTo) continue;

    // A stretch that differs little gets the exact (minimal) Myers result, as long as that
    // costs at most EDIT_BUDGET steps; others are split at their unique lines first.
    const bounded = myersMatches(oldKeys, newKeys, range, deadline, EDIT_BUDGET);
    if (bounded === null) return null;
    if (bounded !== 'too_different') {
      matches.push(...bounded);
      continue;
    }
    const anchors = uniqueAnchors(oldKeys, newKeys, range);
    if (anchors.length > 0) {
      let oldFrom = range.oldFrom;
      let newFrom = range.newFrom;
      for (const [oldIndex, newIndex] of anchors) {
        matches.push([oldIndex, newIndex]);
        stack.push({ oldFrom, oldTo: oldIndex, newFrom, newTo: newIndex });
        oldFrom = oldIndex + 1;
        newFrom = newIndex + 1;
      }
      stack.push({ oldFrom, oldTo: range.oldTo, newFrom, newTo: range.newTo });
      continue;
    }
    const found = myersMatches(oldKeys, newKeys, range, deadline, Infinity);
    if (found === null || found === 'too_different') return null;
    matches.push(...found);
  }
  return matches.sort((a, b) => a[0] - b[0]);
}

/**
 * Myers diff of one stretch, O(N·D): its steps are the lines times the edits. A line found in
 * only one side can never be kept, so such lines are set aside first: very different stretches
 * stay fast. With a step budget, gives up ('too_different') when the edits would exceed it;
 * null when the deadline passes.
 */
function myersMatches(
  oldKeys: string[],
  newKeys: string[],
  range: Range,
  deadline: number,
  stepBudget: number,
): LineMatches | 'too_different' | null {
  const oldSlice = oldKeys.slice(range.oldFrom, range.oldTo);
  const newSlice = newKeys.slice(range.newFrom, range.newTo);
  const inOld = new Set(oldSlice);
  const inNew = new Set(newSlice);
  const oldIndexes: number[] = [];
  const newIndexes: number[] = [];
  oldSlice.forEach((key, index) => inNew.has(key) && oldIndexes.push(range.oldFrom + index));
  newSlice.forEach((key, index) => inOld.has(key) && newIndexes.push(range.newFrom + index));
  if (oldIndexes.length === 0 || newIndexes.length === 0) return [];
  const timeout = Math.max(1, deadline - performance.now());
  const maxEditLength = Math.floor(stepBudget / (oldIndexes.length + newIndexes.length));
  // Both may be Infinity: jsdiff then neither times out nor stops at an edit count.
  const changes = diffArrays(
    oldIndexes.map((index) => oldKeys[index]!),
    newIndexes.map((index) => newKeys[index]!),
    { timeout, maxEditLength },
  );
  if (!changes) return performance.now() >= deadline ? null : 'too_different';
  const matches: LineMatches = [];
  let oldPos = 0;
  let newPos = 0;
  for (const change of changes) {
    const count = change.value.length;
    if (change.removed) oldPos += count;
    else if (change.added) newPos += count;
    else {
      for (let i = 0; i < count; i += 1) {
        matches.push([oldIndexes[oldPos + i]!, newIndexes[newPos + i]!]);
      }
      oldPos += count;
      newPos += count;
    }
  }
  return matches;
}
