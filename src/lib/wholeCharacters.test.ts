import { characterAt, isWellFormedText, wholeCharactersInMessage } from './wholeCharacters';

const hasLoneSurrogate = (text: string) => !isWellFormedText(text);

describe('characterAt', () => {
  it.each([
    ['abc', 1, 'b'],
    ['a😀b', 1, '😀'],
    ['a😀b', 2, '😀'],
    ['x🇯🇵y', 2, '🇯🇵'],
    ['x👨‍👩‍👧y', 4, '👨‍👩‍👧'],
    ['か\u3099', 0, 'か\u3099'],
    ['abc', 3, ''],
    ['abc', -1, ''],
  ])('%j at %i is %j', (text, index, expected) => {
    expect(characterAt(text, index)).toBe(expected);
  });

  it('never returns half a character', () => {
    const text = '日本😀🇯🇵👨‍👩‍👧a\u0301';
    for (let i = 0; i < text.length; i++)
      expect(hasLoneSurrogate(characterAt(text, i))).toBe(false);
  });
});

describe('wholeCharactersInMessage', () => {
  it("replaces the engine's quoted half of an emoji with the whole emoji", () => {
    let message = '';
    try {
      JSON.parse('[😀]');
    } catch (error) {
      message = (error as Error).message;
    }
    const fixed = wholeCharactersInMessage(message, '[😀]', 1);
    expect(hasLoneSurrogate(fixed)).toBe(false);
    if (message.includes("'")) expect(fixed).toContain("'😀'");
  });

  it('drops halves it cannot restore', () => {
    expect(wholeCharactersInMessage('"abc\ud83d"... is not valid')).toBe('"abc"... is not valid');
    expect(wholeCharactersInMessage('plain')).toBe('plain');
  });
});
