/**
 * Benchmark of the text tools' pure functions (run by `npm run bench`, or alone with
 * `npx tsx scripts/bench/pure-text.ts`): diffing two 10,000-line texts and 5,000 reordered lines,
 * and counting 1 MB texts (one of them all emoji, whose clusters must be found exactly).
 * Prints the median of a few runs; nothing is asserted, the figures are for reading.
 */
import { countText } from '../../src/tools/char-counter/countText';
import { diffTextLines } from '../../src/tools/diff-checker/diffTextLines';
import { generateDummyText } from '../../src/tools/dummy-text/generateDummyText';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(label: string, runs: number, work: () => unknown): void {
  work(); // warm-up: JIT and lazily built tables
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    durations.push(performance.now() - started);
  }
  const fastest = Math.min(...durations);
  console.log(
    `${label.padEnd(58)} median ${median(durations).toFixed(0).padStart(6)} ms  (fastest ${fastest.toFixed(0)} ms, ${runs} runs)`,
  );
}

const LINES = 10_000;
const base = Array.from(
  { length: LINES },
  (_, i) =>
    `${i + 1}行目: 顧客ID ${String(i * 7919).padStart(8, '0')} の売上を集計しました (total ${i * 37})`,
);
// About 2% of lines edited, some inserted and deleted: a typical revision of a document.
const revised = base.flatMap((line, i) => {
  if (i % 97 === 0) return [];
  if (i % 50 === 0) return [line.replace('集計しました', '再集計しました')];
  if (i % 333 === 0) return [line, `追加行 ${i}`];
  return [line];
});
const different = Array.from(
  { length: LINES },
  (_, i) => `別の文書 ${i} / another document line ${i * 3}`,
);

const oldText = base.join('\n');
time(`diff 10,000 lines, ~2% changed (${(oldText.length / 1024).toFixed(0)} KB each)`, 5, () =>
  diffTextLines(oldText, revised.join('\n')),
);
time('diff 10,000 lines, ~2% changed, ignore whitespace and case', 5, () =>
  diffTextLines(oldText, revised.join('\n'), { ignoreWhitespace: true, ignoreCase: true }),
);
time('diff 10,000 lines against 10,000 entirely different lines', 5, () =>
  diffTextLines(oldText, different.join('\n')),
);

// The same 5,000 lines in a fixed shuffled order: the slow case of a plain Myers diff.
const reorderBase = base.slice(0, 5_000);
const reordered = [...reorderBase];
for (let index = reordered.length - 1, seed = 7; index > 0; index -= 1) {
  seed = (seed * 48271) % 2147483647;
  const other = seed % (index + 1);
  [reordered[index], reordered[other]] = [reordered[other]!, reordered[index]!];
}
let reorderedChanges = 0;
time('diff 5,000 lines against the same lines reordered', 3, () => {
  const outcome = diffTextLines(reorderBase.join('\n'), reordered.join('\n'));
  if (outcome.status === 'ok') reorderedChanges = outcome.summary.added + outcome.summary.removed;
});
console.log(`  reordered diff: ${reorderedChanges.toLocaleString('en')} lines removed or added`);

const MEGABYTE = 1024 * 1024;
const japanese = generateDummyText({
  mode: 'paragraphs',
  type: 'japanese',
  paragraphs: 10,
  seed: 1,
});
const mixed = `${japanese}\nMeeting notes: send the quote to https://example.com/q/123 by Friday 👍🏽\n`;
let oneMegabyte = '';
while (new TextEncoder().encode(oneMegabyte).length < MEGABYTE) oneMegabyte += mixed;
const plain = 'The quick brown fox jumps over the lazy dog. '.repeat(Math.ceil(MEGABYTE / 45));

time(
  `count 1 MB of Japanese with emoji and links (${oneMegabyte.length.toLocaleString('en')} chars)`,
  3,
  () => countText(oneMegabyte),
);
time('count 1 MB of plain English', 3, () => countText(plain.slice(0, MEGABYTE)));

// A megabyte of emoji clusters in a fixed pseudo-random order (flags, families, skin tones).
const EMOJI = ['😀', '👍🏽', '🇯🇵', '👨‍👩‍👧‍👦', '❤️', '1️⃣', '🏳️‍🌈', '👩🏻‍💻', '🇺🇸', '🇬🇧'];
const emojiClusters: string[] = [];
for (let bytes = 0, seed = 20; bytes < MEGABYTE;) {
  seed = (seed * 48271) % 2147483647;
  const piece = EMOJI[seed % EMOJI.length]!;
  emojiClusters.push(piece);
  bytes += new TextEncoder().encode(piece).length;
}
const emojiText = emojiClusters.join('');
let emojiCount = 0;
time(`count 1 MB of emoji (${emojiClusters.length.toLocaleString('en')} clusters)`, 3, () => {
  emojiCount = countText(emojiText).total;
});
console.log(
  `  1 MB emoji count: ${emojiCount.toLocaleString('en')} characters (expected ${emojiClusters.length.toLocaleString('en')})`,
);
