import { parseBoundedInteger } from './parseBoundedInteger';

describe('parseBoundedInteger', () => {
  it.each([
    ['500', { ok: true, value: 500 }],
    ['１０００', { ok: true, value: 1000 }],
    ['1,000', { ok: true, value: 1000 }],
    [' 300 ', { ok: true, value: 300 }],
    ['10', { ok: true, value: 10 }],
    ['10000', { ok: true, value: 10000 }],
    ['', { ok: false, error: 'empty' }],
    ['   ', { ok: false, error: 'empty' }],
    ['abc', { ok: false, error: 'not_integer' }],
    ['12.5', { ok: false, error: 'not_integer' }],
    ['-5', { ok: false, error: 'not_integer' }],
    ['1e3', { ok: false, error: 'not_integer' }],
    ['9', { ok: false, error: 'too_small' }],
    ['10001', { ok: false, error: 'too_large' }],
    ['99999999999999999999', { ok: false, error: 'too_large' }],
    ['👍', { ok: false, error: 'not_integer' }],
  ])('%j', (input, expected) => {
    expect(parseBoundedInteger(input, 10, 10000)).toEqual(expected);
  });
});
