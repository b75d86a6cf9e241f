/**
 * Figures the benches print: the median and range of several runs, the machine's load and its
 * speed (a browser's timings scale with both, so every figure is printed with them).
 */
import { createHash } from 'node:crypto';
import { cpus, loadavg } from 'node:os';

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** "median (min–max)" of millisecond figures, e.g. "312 ms (288–410)". */
export function spread(values: readonly number[], unit = 'ms'): string {
  if (values.length === 0) return '-';
  const round = (value: number) => value.toFixed(0);
  return `${round(median(values))} ${unit} (${round(Math.min(...values))}–${round(Math.max(...values))})`;
}

/** The 1-, 5- and 15-minute load averages and the number of cores, e.g. "load 1.2 0.9 0.7 on 2 cores". */
export function machineLoad(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;
}

/**
 * How fast this machine is now: the time a fixed piece of work takes in this process (SHA-256
 * of 64 MiB: native code, no garbage collection, so the figure moves only with the machine),
 * five times after one not counted, as "reference work (SHA-256 of 64 MiB) 39 ms (38–41)". A
 * virtual machine on a shared host can be slower on one day than another while its load average
 * stays the same (the gate's whole run, `.ci/run`, took 17 minutes on one day and 21 to 23 on
 * others): this line says whether its cores were slower when a figure was taken.
 */
export function machineSpeed(times = 5): string {
  const block = Buffer.alloc(8 * 1024 * 1024, 7);
  const hashOnce = () => {
    const started = performance.now();
    const hash = createHash('sha256');
    for (let part = 0; part < 8; part++) hash.update(block);
    hash.digest();
    return performance.now() - started;
  };
  hashOnce(); // not counted: the first one also loads the hash's code
  const timings = Array.from({ length: times }, hashOnce);
  return `reference work (SHA-256 of 64 MiB) ${spread(timings)}`;
}
