import { withholdingTax } from './withholdingTax';

/**
 * A separate implementation of the formula, in BigInt and in basis points of the whole
 * payment, written from the National Tax Agency's wording rather than from the module's split.
 */
function reference(payment: bigint): bigint {
  if (payment <= 0n) return 0n;
  if (payment <= 1_000_000n) return (payment * 1021n) / 10_000n;
  return ((payment - 1_000_000n) * 2042n + 1_000_000n * 1021n) / 10_000n;
}

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function randomInts(seed: number, count: number, max: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * max);
  });
}

describe('withholdingTax', () => {
  it.each([
    [0, 0],
    [1, 0],
    [9, 0],
    [10, 1],
    [10_000, 1_021],
    [100_000, 10_210],
    [55_555, 5_672], // 5,672.1655 → 5,672
    [999_999, 102_099], // 102,099.8979 → 102,099
    [1_000_000, 102_100],
    [1_000_001, 102_100], // + 0.2042
    [1_000_005, 102_101], // + 1.021
    [2_000_000, 306_300],
    [-5, 0],
  ])('%i yen → %i yen', (payment, tax) => {
    expect(withholdingTax(payment)).toBe(tax);
  });

  it('agrees with a separate BigInt implementation on 10,000 random payments', () => {
    const payments = [
      ...randomInts(20261126, 5_000, 2_000_000),
      ...randomInts(7, 4_000, 10_000_000_000),
      ...randomInts(99, 1_000, Number.MAX_SAFE_INTEGER),
    ];
    expect(payments).toHaveLength(10_000);
    const differences = payments.filter(
      (payment) => BigInt(withholdingTax(payment)) !== reference(BigInt(payment)),
    );
    expect(differences).toEqual([]);
  });
});
