/**
 * Benchmark of the JSON tool (run by `npm run bench`, or alone with
 * `npx tsx scripts/bench/pure-json.ts`): formatting a 5 MB document, as a ratio to the plain
 * engine round trip JSON.stringify(JSON.parse(text), null, 2). Prints medians; asserts nothing.
 *
 * The tool does more than the round trip (it keeps big numbers, key order and duplicate keys as
 * written, and finds error positions), so a ratio a little above 1 is the expected price.
 */
import {
  DEFAULT_JSON_OPTIONS,
  processJson,
  type JsonOptions,
} from '../../src/tools/json-tool/formatJson';

const TARGET_CHARS = 5 * 1024 * 1024;
const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timeOnce(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/**
 * Runs the baseline and the case in alternation and takes the median of the per-pair ratios:
 * on a shared, busy machine that is much steadier than comparing two separate medians.
 */
function compare(baseline: () => unknown, work: () => unknown) {
  baseline();
  work(); // warm-up: JIT
  const baseTimes: number[] = [];
  const workTimes: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const base = timeOnce(baseline);
    const time = timeOnce(work);
    baseTimes.push(base);
    workTimes.push(time);
    ratios.push(time / base);
  }
  return { base: median(baseTimes), time: median(workTimes), ratio: median(ratios) };
}

/** An API-like document: records with Japanese text, numbers, booleans, nulls and nesting. */
function buildDocument(): string {
  const records: unknown[] = [];
  let size = 2;
  for (let i = 0; size < TARGET_CHARS; i += 1) {
    const record = {
      id: i,
      code: `C-${String(i * 7919).padStart(8, '0')}`,
      name: `顧客 ${i} 株式会社サンプル`,
      email: `user${i}@example.co.jp`,
      active: i % 3 !== 0,
      score: Math.round(i * 1.37 * 100) / 100,
      tags: ['営業', 'priority', `region-${i % 47}`],
      address: { postalCode: '100-0001', city: '千代田区', building: i % 5 === 0 ? null : `${i}F` },
    };
    const text = JSON.stringify(record);
    records.push(record);
    size += text.length + 1;
  }
  return JSON.stringify(records);
}

const text = buildDocument();
console.log(
  `document: ${(text.length / 1024 / 1024).toFixed(2)} M characters, ` +
    `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB UTF-8, ${RUNS} runs each (median)`,
);

const baseline = () => JSON.stringify(JSON.parse(text), null, 2);
const cases: [string, Partial<JsonOptions>][] = [
  ['Format (2 spaces)', {}],
  ['Minify', { action: 'minify' }],
  ['Format, lenient mode (JSONC)', { lenient: true }],
  ['Format, keys sorted', { sortKeys: true }],
];
console.log('baseline: JSON.stringify(JSON.parse(text), null, 2)');
for (const [label, overrides] of cases) {
  const options = { ...DEFAULT_JSON_OPTIONS, ...overrides };
  const { base, time, ratio } = compare(baseline, () => {
    const outcome = processJson(text, options);
    if (!outcome.ok) throw new Error(`benchmark document rejected: ${outcome.message}`);
  });
  console.log(
    `json-tool ${label.padEnd(30)} ${time.toFixed(0).padStart(6)} ms  vs baseline ${base
      .toFixed(0)
      .padStart(5)} ms  ratio ${ratio.toFixed(2)}×`,
  );
}
