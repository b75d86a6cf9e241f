/**
 * Figures the benches print: the median and range of several runs, and the machine's load (a
 * browser's timings scale with what else runs on the machine, so every figure is printed with it).
 */
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
