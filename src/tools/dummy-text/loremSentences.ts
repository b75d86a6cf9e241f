import { pick, randomInt, type Random } from './random';

const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut ' +
  'labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris ' +
  'nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse ' +
  'cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui ' +
  'officia deserunt mollit anim id est laborum'
).split(' ');

const WORDS_BY_LENGTH = new Map<number, string[]>();
for (const word of WORDS) {
  WORDS_BY_LENGTH.set(word.length, [...(WORDS_BY_LENGTH.get(word.length) ?? []), word]);
}

/** The classic opening, used for the first sentence of every lorem text. */
export const LOREM_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function loremSentence(random: Random): string {
  const count = randomInt(random, 6, 14);
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const comma = index > 1 && index < count - 2 && random() < 0.1 ? ',' : '';
    words.push(pick(random, WORDS) + comma);
  }
  return `${capitalize(words.join(' ').replace(/,$/, ''))}.`;
}

/**
 * A lorem sentence of exactly `length` characters (at least 3), full stop included: words are
 * drawn at random while there is room, and the last one is chosen to fill the gap exactly.
 */
export function loremFiller(random: Random, length: number): string {
  if (length < 3) throw new RangeError(`lorem filler too short: ${length}`);
  let room = length - 1;
  const words: string[] = [];
  while (room > 0) {
    const exact = WORDS_BY_LENGTH.get(room);
    if (exact && (room <= 6 || random() < 0.3)) {
      words.push(pick(random, exact));
      break;
    }
    // Leaves at least 2 characters after the space: every length from 2 to 11 has a word.
    const fitting = WORDS.filter((word) => word.length <= room - 3);
    const word = pick(random, fitting);
    words.push(word);
    room -= word.length + 1;
  }
  return `${capitalize(words.join(' '))}.`;
}
