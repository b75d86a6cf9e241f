/**
 * 干支 (えと) of a year: the sexagenary cycle of the ten stems (十干) and twelve branches (十二支),
 * by calendar year as Japanese forms and 年賀状 use it (the traditional year turns at 立春).
 * 1984 was 甲子, the cycle's first year.
 */
const STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
const STEM_READINGS = [
  'きのえ',
  'きのと',
  'ひのえ',
  'ひのと',
  'つちのえ',
  'つちのと',
  'かのえ',
  'かのと',
  'みずのえ',
  'みずのと',
] as const;
const BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;
const BRANCH_READINGS = [
  'ね',
  'うし',
  'とら',
  'う',
  'たつ',
  'み',
  'うま',
  'ひつじ',
  'さる',
  'とり',
  'いぬ',
  'い',
] as const;
/** The animal of each branch, as English speakers name the zodiac. */
const ANIMALS = [
  'Rat',
  'Ox',
  'Tiger',
  'Rabbit',
  'Dragon',
  'Snake',
  'Horse',
  'Goat',
  'Monkey',
  'Rooster',
  'Dog',
  'Boar',
] as const;
/** The twelve animals as 年賀状 write them: 子 is ねずみ, 亥 いのしし. */
const ANIMALS_JA = [
  'ねずみ',
  'うし',
  'とら',
  'うさぎ',
  'たつ',
  'へび',
  'うま',
  'ひつじ',
  'さる',
  'とり',
  'いぬ',
  'いのしし',
] as const;

export interface Eto {
  /** 丙午 */
  kanji: string;
  /** ひのえうま */
  reading: string;
  /** 午 */
  branch: string;
  /** うま */
  animalJa: string;
  /** Horse */
  animalEn: string;
  /** 1-60: the place in the cycle (甲子 is 1). */
  cycle: number;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

export function etoOf(year: number): Eto {
  const stem = mod(year - 4, 10);
  const branch = mod(year - 4, 12);
  return {
    kanji: `${STEMS[stem]}${BRANCHES[branch]}`,
    reading: `${STEM_READINGS[stem]}${BRANCH_READINGS[branch]}`,
    branch: BRANCHES[branch] as string,
    animalJa: ANIMALS_JA[branch] as string,
    animalEn: ANIMALS[branch] as string,
    cycle: mod(year - 1984, 60) + 1,
  };
}
