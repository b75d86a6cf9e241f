import { visibleCharacter } from './visibleCharacter';

describe('visibleCharacter', () => {
  it.each([
    ['🍣', '🍣'],
    ['𠮷', '𠮷'],
    ['\u200D', 'U+200D'],
    ['\uFE0F', 'U+FE0F'],
    ['\u3099', 'U+3099'],
    ['\u00A0', 'U+00A0'],
    ['\t', 'U+0009'],
    ['\u{E0100}', 'U+E0100'],
    ['', ''],
  ])('%j', (input, expected) => {
    expect(visibleCharacter(input)).toBe(expected);
  });
});
