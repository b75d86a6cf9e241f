import { receiptStampDuty } from './stampDuty';

describe('receiptStampDuty', () => {
  it.each([
    [0, 0],
    [49_999, 0],
    [50_000, 200],
    [1_000_000, 200],
    [1_000_001, 400],
    [3_000_000, 600],
    [5_000_000, 1_000],
    [10_000_001, 4_000],
    [100_000_000, 20_000],
    [1_000_000_000, 150_000],
    [1_000_000_001, 200_000],
  ])('%i yen → %i yen', (amount, duty) => {
    expect(receiptStampDuty(amount)).toBe(duty);
  });
});
