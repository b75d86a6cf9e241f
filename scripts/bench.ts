/**
 * `npm run bench`: runs every tool benchmark (scripts/bench-*.ts, except the server's and the
 * browser's, which have their own commands) one after another, so their timings do not disturb
 * each other.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const benches = readdirSync('scripts')
  .filter(
    (name) =>
      /^bench-.+\.ts$/.test(name) && !['bench-server.ts', 'bench-browser.ts'].includes(name),
  )
  .sort();

let failed = false;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}`], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
if (benches.length === 0) console.log('No tool benchmarks found in scripts/.');
process.exit(failed ? 1 : 0);
