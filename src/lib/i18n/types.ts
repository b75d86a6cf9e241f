/** The shape of a translation catalogue: `ja` is the source, `en` must match it key for key. */
export type LocaleShape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : LocaleShape<T[K]>;
};

export type Bilingual<T> = { ja: T; en: LocaleShape<T> };

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'ja' || value === 'en';
}
