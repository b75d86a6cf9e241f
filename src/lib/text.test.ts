import { isBlank } from './text';

describe('isBlank', () => {
  it.each([
    ['', true],
    ['\u3000 \n\t', true],
    [' a ', false],
    ['　タスク', false],
  ])('%j -> %s', (text, expected) => {
    expect(isBlank(text)).toBe(expected);
  });
});
