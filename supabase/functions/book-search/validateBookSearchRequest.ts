import {
  ADDITIONAL_REQUIREMENTS_MAX_LENGTH,
  BOOK_CATEGORIES,
  BOOK_LANGUAGES,
  BOOK_LEVELS,
  BOOK_PURPOSES,
  PRICE_MAX_LIMIT,
  SUBCATEGORY_MAX_LENGTH,
  type BookCategory,
  type BookLanguage,
  type BookLevel,
  type BookPurpose,
  type Locale,
} from './contract.ts';

export interface ValidBookSearchRequest {
  category: BookCategory;
  subcategory: string;
  level: BookLevel | null;
  purposes: BookPurpose[];
  minPrice: number | null;
  maxPrice: number | null;
  language: BookLanguage;
  additionalRequirements: string;
  locale: Locale;
}

const MESSAGES = {
  notObject: {
    ja: 'リクエストの形式が正しくありません（JSONオブジェクトで送信してください）。',
    en: 'The request body must be a JSON object.',
  },
  category: { ja: 'カテゴリを選択してください。', en: 'Please select a category.' },
  subcategory: {
    ja: `サブカテゴリは${SUBCATEGORY_MAX_LENGTH}文字以内で入力してください。`,
    en: `The subcategory must be ${SUBCATEGORY_MAX_LENGTH} characters or fewer.`,
  },
  level: { ja: 'レベルの指定が正しくありません。', en: 'The level is not valid.' },
  purposes: { ja: '目的の指定が正しくありません。', en: 'The purposes are not valid.' },
  price: {
    ja: '予算は0以上の数値で入力してください。',
    en: 'The budget must be a number of 0 or more.',
  },
  priceOrder: {
    ja: '予算の下限が上限を超えています。',
    en: 'The minimum budget is above the maximum.',
  },
  language: { ja: '言語の指定が正しくありません。', en: 'The language is not valid.' },
  requirements: {
    ja: `その他の要望は${ADDITIONAL_REQUIREMENTS_MAX_LENGTH}文字以内で入力してください。`,
    en: `Additional requirements must be ${ADDITIONAL_REQUIREMENTS_MAX_LENGTH} characters or fewer.`,
  },
} as const;

export type BookValidationResult =
  { ok: true; request: ValidBookSearchRequest } | { ok: false; message: string };

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A price field: absent, null or '' means no limit; otherwise a finite number ≥ 0. */
function price(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (
    typeof number !== 'number' ||
    !Number.isFinite(number) ||
    number < 0 ||
    number > PRICE_MAX_LIMIT
  ) {
    return 'invalid';
  }
  return number;
}

export function validateBookSearchRequest(body: unknown): BookValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: MESSAGES.notObject.ja };
  }
  const input = body as Record<string, unknown>;
  const locale: Locale = input.locale === 'en' ? 'en' : 'ja';
  const fail = (key: keyof typeof MESSAGES): BookValidationResult => ({
    ok: false,
    message: MESSAGES[key][locale],
  });

  if (!isOneOf(BOOK_CATEGORIES, input.category)) return fail('category');

  const subcategory = input.subcategory ?? '';
  if (typeof subcategory !== 'string' || [...subcategory.trim()].length > SUBCATEGORY_MAX_LENGTH) {
    return fail('subcategory');
  }

  const level = input.level ?? '';
  if (level !== '' && !isOneOf(BOOK_LEVELS, level)) return fail('level');

  const purposes = input.purposes ?? [];
  if (!Array.isArray(purposes) || !purposes.every((purpose) => isOneOf(BOOK_PURPOSES, purpose))) {
    return fail('purposes');
  }

  const range = input.priceRange ?? {};
  if (typeof range !== 'object' || range === null || Array.isArray(range)) return fail('price');
  const maxPrice = price((range as Record<string, unknown>).max);
  const minPrice = price((range as Record<string, unknown>).min);
  if (maxPrice === 'invalid' || minPrice === 'invalid') return fail('price');
  if (maxPrice !== null && minPrice !== null && minPrice > maxPrice) return fail('priceOrder');

  const language = input.language ?? 'japanese';
  if (!isOneOf(BOOK_LANGUAGES, language)) return fail('language');

  const requirements = input.additionalRequirements ?? '';
  if (
    typeof requirements !== 'string' ||
    [...requirements].length > ADDITIONAL_REQUIREMENTS_MAX_LENGTH
  ) {
    return fail('requirements');
  }

  return {
    ok: true,
    request: {
      category: input.category,
      subcategory: subcategory.trim(),
      level: level === '' ? null : (level as BookLevel),
      purposes: [...new Set(purposes as BookPurpose[])],
      minPrice,
      maxPrice,
      language,
      additionalRequirements: requirements.trim(),
      locale,
    },
  };
}
