import { JAPANESE_FILLERS, japaneseFiller, japaneseSentence } from './japaneseSentences';
import { LOREM_OPENING, loremFiller, loremSentence } from './loremSentences';
import { createRandom, randomInt, type Random } from './random';

export type DummyTextMode = 'characters' | 'paragraphs';
export type DummyTextType = 'japanese' | 'lorem';

export const PARAGRAPHS_MIN = 1;
export const PARAGRAPHS_MAX = 10;
export const PARAGRAPHS_DEFAULT = 3;
export const SENTENCES_PER_PARAGRAPH = { min: 2, max: 5 } as const;
export const CHARACTERS_MIN = 10;
export const CHARACTERS_MAX = 10_000;
export const CHARACTERS_DEFAULT = 500;
export const CHARACTER_PRESETS = [300, 500, 1000] as const;

export interface DummyTextOptions {
  mode: DummyTextMode;
  type: DummyTextType;
  /** Paragraph mode: 1 to 10. */
  paragraphs?: number;
  /** Character mode: 10 to 10,000. */
  characters?: number;
  /** The same seed and options always give the same text. */
  seed: number;
}

const FILLER_MIN = 3;
const FILLER_MAX = 20;

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/**
 * A random sentence, never the same as `previous` (a repeat reads as a glitch).
 * `previous` is undefined only at the very start of the text, where lorem opens classically.
 */
function sentenceOf(type: DummyTextType, random: Random, previous: string | undefined): string {
  if (type === 'lorem' && previous === undefined) return LOREM_OPENING;
  const next = () => (type === 'lorem' ? loremSentence(random) : japaneseSentence(random));
  let sentence = next();
  for (let attempt = 0; sentence === previous && attempt < 5; attempt += 1) sentence = next();
  return sentence;
}

function paragraphsText(type: DummyTextType, count: number, random: Random): string {
  const separator = type === 'lorem' ? ' ' : '';
  const paragraphs: string[] = [];
  let previous: string | undefined;
  for (let paragraph = 0; paragraph < count; paragraph += 1) {
    const sentenceCount = randomInt(
      random,
      SENTENCES_PER_PARAGRAPH.min,
      SENTENCES_PER_PARAGRAPH.max,
    );
    const sentences: string[] = [];
    for (let index = 0; index < sentenceCount; index += 1) {
      previous = sentenceOf(type, random, previous);
      sentences.push(previous);
    }
    paragraphs.push(sentences.join(separator));
  }
  return paragraphs.join('\n\n');
}

/**
 * Exactly `target` characters of whole sentences on one line (no line breaks, so every way of
 * counting agrees: graphemes, code points and UTF-16 units are all `target`). Random sentences
 * are added while they leave room for a closing sentence, which is then picked or built to fill
 * the remainder exactly.
 */
function charactersText(type: DummyTextType, target: number, random: Random): string {
  const separator = type === 'lorem' ? ' ' : '';
  const filler = type === 'lorem' ? loremFiller : japaneseFiller;
  const pieces: string[] = [];
  let remaining = target;
  let lastSentence: string | undefined;
  while (remaining > 0) {
    const gap = pieces.length === 0 ? '' : separator;
    const room = remaining - gap.length;
    // The smallest piece that can follow: a separator and a 3-character sentence.
    const minimumNext = separator.length + FILLER_MIN;
    let piece: string;
    if (room <= FILLER_MAX) {
      piece = filler(random, room);
    } else {
      const sentence = sentenceOf(type, random, lastSentence);
      lastSentence = sentence;
      const left = room - sentence.length;
      piece =
        left === 0 || left >= minimumNext
          ? sentence
          : filler(random, Math.min(FILLER_MAX, room - minimumNext));
    }
    pieces.push(gap + piece);
    remaining -= gap.length + piece.length;
  }
  return pieces.join('');
}

/** Dummy text for layouts and forms: business-like Japanese or lorem ipsum, reproducible by seed. */
export function generateDummyText(options: DummyTextOptions): string {
  const random = createRandom(options.seed);
  if (options.mode === 'paragraphs') {
    const count = clamp(options.paragraphs ?? PARAGRAPHS_DEFAULT, PARAGRAPHS_MIN, PARAGRAPHS_MAX);
    return paragraphsText(options.type, count, random);
  }
  const target = clamp(options.characters ?? CHARACTERS_DEFAULT, CHARACTERS_MIN, CHARACTERS_MAX);
  return charactersText(options.type, target, random);
}

/** Every filler length must exist for the exact-length guarantee; checked by the unit tests. */
export const FILLER_LENGTHS = {
  min: FILLER_MIN,
  max: FILLER_MAX,
  japanese: JAPANESE_FILLERS,
} as const;
