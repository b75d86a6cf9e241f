import { describe, expect, it } from 'vitest';
import { machineLoad, machineSpeed, median, spread } from './bench-stats.ts';

describe('median', () => {
  it.each([
    { values: [3], expected: 3 },
    { values: [5, 1, 3], expected: 3 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [10, 10, 90, 10], expected: 10 },
  ])('$values → $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves the figures it was given in their order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('spread', () => {
  it.each([
    { values: [312, 288, 410], unit: undefined, expected: '312 ms (288–410)' },
    { values: [1.4, 0.6], unit: 'KB', expected: '1 KB (1–1)' },
    { values: [7], unit: undefined, expected: '7 ms (7–7)' },
    { values: [], unit: undefined, expected: '-' },
  ])('$values → $expected', ({ values, unit, expected }) => {
    expect(spread(values, unit)).toBe(expected);
  });
});

describe('the machine', () => {
  it('prints its load with the number of cores', () => {
    expect(machineLoad()).toMatch(/^load \d+\.\d\d \d+\.\d\d \d+\.\d\d on \d+ cores$/);
  });

  it('prints how long the reference work took: median and range of the runs', () => {
    const line = machineSpeed(3);
    expect(line).toMatch(/^reference work \(SHA-256 of 64 MiB\) \d+ ms \(\d+–\d+\)$/);
    const [median, low, high] = (line.match(/\d+/g) ?? []).slice(-3).map(Number);
    expect(low).toBeLessThanOrEqual(median!);
    expect(median).toBeLessThanOrEqual(high!);
  });
});
