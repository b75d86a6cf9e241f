/**
 * `npm run bench`: runs every benchmark of the tools' pure functions in Node
 * (scripts/bench/pure-*.ts) one after another, so their timings do not disturb each other. The
 * browser, server and realtime benches have commands of their own.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const benches = readdirSync('scripts/bench')
  .filter((name) => /^pure-.+\.ts$/.test(name) && name !== 'pure-functions.ts')
  .sort();

let failed = false;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${name}`], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
if (benches.length === 0) console.log('No benchmarks found in scripts/bench/.');
process.exit(failed ? 1 : 0);
