import {
  CHARACTERS_MAX,
  CHARACTERS_MIN,
  FILLER_LENGTHS,
  generateDummyText,
  type DummyTextType,
} from './generateDummyText';
import { japaneseFiller } from './japaneseSentences';
import { loremFiller } from './loremSentences';
import { createRandom } from './random';

const TYPES: DummyTextType[] = ['japanese', 'lorem'];

describe('generateDummyText in character mode', () => {
  const targets = [
    10, 11, 12, 13, 19, 20, 21, 22, 23, 24, 25, 37, 100, 299, 300, 500, 1000, 4321, 10_000,
  ];
  for (const type of TYPES) {
    it.each(targets)(`${type}: exactly %i characters, for many seeds`, (target) => {
      for (let seed = 0; seed < 40; seed += 1) {
        const text = generateDummyText({ mode: 'characters', type, characters: target, seed });
        expect(text.length).toBe(target);
        expect([...text].length).toBe(target);
        expect(text).not.toMatch(/\n/);
        expect(text).toMatch(type === 'japanese' ? /。$/ : /\.$/);
        expect(text).not.toMatch(/^\s|\s$|\s{2}/);
      }
    });
  }

  it.each([
    [0, CHARACTERS_MIN],
    [-5, CHARACTERS_MIN],
    [Number.NaN, CHARACTERS_MIN],
    [99_999, CHARACTERS_MAX],
    [12.6, 13],
  ])('clamps a bad target %d to %d', (characters, expected) => {
    expect(
      generateDummyText({ mode: 'characters', type: 'japanese', characters, seed: 1 }),
    ).toHaveLength(expected);
  });
});

describe('generateDummyText in paragraph mode', () => {
  it.each([1, 3, 10])('%i paragraphs of 2 to 5 sentences (Japanese)', (paragraphs) => {
    for (let seed = 0; seed < 20; seed += 1) {
      const text = generateDummyText({ mode: 'paragraphs', type: 'japanese', paragraphs, seed });
      const parts = text.split('\n\n');
      expect(parts).toHaveLength(paragraphs);
      for (const part of parts) {
        const sentences = part.split('。').filter((sentence) => sentence !== '');
        expect(sentences.length).toBeGreaterThanOrEqual(2);
        expect(sentences.length).toBeLessThanOrEqual(5);
        expect(part.endsWith('。')).toBe(true);
      }
    }
  });

  it('lorem paragraphs open with the classic sentence and have 2 to 5 sentences', () => {
    const text = generateDummyText({ mode: 'paragraphs', type: 'lorem', paragraphs: 4, seed: 7 });
    expect(text.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
    for (const part of text.split('\n\n')) {
      const sentences = part.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(5);
      for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z][a-z ,]+\.$/);
    }
  });

  it.each([
    [0, 1],
    [11, 10],
    [Number.NaN, 1],
  ])('clamps %d paragraphs to %d', (paragraphs, expected) => {
    const text = generateDummyText({ mode: 'paragraphs', type: 'japanese', paragraphs, seed: 3 });
    expect(text.split('\n\n')).toHaveLength(expected);
  });

  it('never repeats a sentence right after itself', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const text = generateDummyText({
        mode: 'paragraphs',
        type: 'japanese',
        paragraphs: 10,
        seed,
      });
      const sentences = text.replaceAll('\n\n', '').split('。');
      sentences.forEach((sentence, index) => {
        if (index > 0 && sentence !== '') expect(sentence).not.toBe(sentences[index - 1]);
      });
    }
  });

  it('reads as Japanese business prose, not random kana', () => {
    const text = generateDummyText({
      mode: 'paragraphs',
      type: 'japanese',
      paragraphs: 10,
      seed: 42,
    });
    expect(text).toMatch(/(おります|いたします|申し上げます|予定です|ください)。/);
    expect(text).not.toMatch(/[a-zA-Z]/);
  });
});

describe('seeds', () => {
  it('the same seed gives the same text, another seed another text', () => {
    for (const mode of ['characters', 'paragraphs'] as const) {
      for (const type of TYPES) {
        const options = { mode, type, paragraphs: 3, characters: 500 };
        const first = generateDummyText({ ...options, seed: 12345 });
        expect(generateDummyText({ ...options, seed: 12345 })).toBe(first);
        expect(generateDummyText({ ...options, seed: 12346 })).not.toBe(first);
      }
    }
  });

  it('accepts the extreme seeds', () => {
    expect(
      generateDummyText({ mode: 'characters', type: 'lorem', characters: 50, seed: 0 }),
    ).toHaveLength(50);
    expect(
      generateDummyText({ mode: 'characters', type: 'lorem', characters: 50, seed: 0xffffffff }),
    ).toHaveLength(50);
  });
});

describe('fillers', () => {
  for (let length = FILLER_LENGTHS.min; length <= FILLER_LENGTHS.max; length += 1) {
    it(`a Japanese and a lorem sentence of exactly ${length} characters exist`, () => {
      const random = createRandom(length);
      expect(japaneseFiller(random, length)).toHaveLength(length);
      for (let i = 0; i < 20; i += 1) {
        const lorem = loremFiller(random, length);
        expect(lorem).toHaveLength(length);
        expect(lorem).toMatch(/^[A-Z][a-z ]*\.$/);
      }
    });
  }

  it('refuses impossible lengths', () => {
    expect(() => japaneseFiller(createRandom(1), 2)).toThrow(RangeError);
    expect(() => loremFiller(createRandom(1), 2)).toThrow(RangeError);
  });
});
