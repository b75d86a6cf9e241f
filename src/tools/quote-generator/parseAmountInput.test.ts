import { parseAmountInput, type AmountInputResult } from './parseAmountInput';

describe('parseAmountInput', () => {
  it.each<[string, number, number, AmountInputResult]>([
    ['1', 1, 100, { ok: true, value: 1 }],
    ['0', 0, 100, { ok: true, value: 0 }],
    ['1,000', 0, 10_000, { ok: true, value: 1000 }],
    ['１２３', 0, 1000, { ok: true, value: 123 }],
    ['１，０００', 0, 10_000, { ok: true, value: 1000 }],
    ['￥5,000', 0, 10_000, { ok: true, value: 5000 }],
    ['¥5000', 0, 10_000, { ok: true, value: 5000 }],
    ['  42  ', 0, 100, { ok: true, value: 42 }],
    ['', 0, 100, { ok: false, error: 'required' }],
    ['   ', 0, 100, { ok: false, error: 'required' }],
    ['1.5', 0, 100, { ok: false, error: 'not_integer' }],
    ['1e3', 0, 10_000, { ok: false, error: 'not_integer' }],
    ['abc', 0, 100, { ok: false, error: 'not_integer' }],
    ['🍣', 0, 100, { ok: false, error: 'not_integer' }],
    ['0', 1, 100, { ok: false, error: 'too_small' }],
    ['-1', 0, 100, { ok: false, error: 'too_small' }],
    ['101', 0, 100, { ok: false, error: 'too_large' }],
    ['9'.repeat(400), 0, 100, { ok: false, error: 'too_large' }],
  ])('%j in [%i, %i] → %o', (raw, min, max, expected) => {
    expect(parseAmountInput(raw, min, max)).toEqual(expected);
  });
});
