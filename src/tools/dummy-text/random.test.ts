import { createRandom, pick, randomInt, randomSeed, MAX_SEED } from './random';

describe('createRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = createRandom(99);
    const b = createRandom(99);
    for (let i = 0; i < 1000; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('randomInt covers both ends', () => {
    const random = createRandom(5);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, 2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });

  it('pick chooses from the list', () => {
    expect(['a', 'b']).toContain(pick(createRandom(1), ['a', 'b']));
  });

  it('randomSeed gives 32-bit integers', () => {
    const seed = randomSeed();
    expect(Number.isInteger(seed)).toBe(true);
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThanOrEqual(MAX_SEED);
  });
});
