import { MAX_YEN_AMOUNT, parseYenAmount } from './parseYenAmount';

describe('parseYenAmount', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['0', { kind: 'ok', value: 0 }],
    ['1000', { kind: 'ok', value: 1000 }],
    ['1,000', { kind: 'ok', value: 1000 }],
    ['12,345,678', { kind: 'ok', value: 12345678 }],
    ['１２，３４５', { kind: 'ok', value: 12345 }],
    ['¥50,000', { kind: 'ok', value: 50000 }],
    ['￥５００', { kind: 'ok', value: 500 }],
    ['3000円', { kind: 'ok', value: 3000 }],
    [' 1 000 ', { kind: 'ok', value: 1000 }],
    ['007', { kind: 'ok', value: 7 }],
    ['1,5', { kind: 'invalid' }],
    ['1,0000', { kind: 'invalid' }],
    [',100', { kind: 'invalid' }],
    ['12.5', { kind: 'invalid' }],
    ['-100', { kind: 'invalid' }],
    ['1e3', { kind: 'invalid' }],
    ['abc', { kind: 'invalid' }],
    ['💴100', { kind: 'invalid' }],
    ['¥', { kind: 'invalid' }],
    [String(MAX_YEN_AMOUNT), { kind: 'ok', value: MAX_YEN_AMOUNT }],
    [String(MAX_YEN_AMOUNT + 1), { kind: 'too_large' }],
    ['9'.repeat(400), { kind: 'too_large' }],
  ])('%j -> %j', (text, expected) => {
    expect(parseYenAmount(text)).toEqual(expected);
  });
});
