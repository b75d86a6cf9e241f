import { describe, expect, it } from 'vitest';
import { validateBookSearchRequest } from './validateBookSearchRequest.ts';

const message = (body: unknown) => {
  const result = validateBookSearchRequest(body);
  return result.ok ? 'ok' : result.message;
};

describe('validateBookSearchRequest', () => {
  it('accepts a minimal request with defaults', () => {
    expect(validateBookSearchRequest({ category: 'business' })).toEqual({
      ok: true,
      request: {
        category: 'business',
        subcategory: '',
        level: null,
        purposes: [],
        minPrice: null,
        maxPrice: null,
        language: 'japanese',
        additionalRequirements: '',
        locale: 'ja',
      },
    });
  });

  it.each([
    [null, 'リクエストの形式が正しくありません（JSONオブジェクトで送信してください）。'],
    [[], 'リクエストの形式が正しくありません（JSONオブジェクトで送信してください）。'],
    [{}, 'カテゴリを選択してください。'],
    [{ category: 'cooking' }, 'カテゴリを選択してください。'],
    [{ category: '', locale: 'en' }, 'Please select a category.'],
    [{ category: 'other', level: 'expert' }, 'レベルの指定が正しくありません。'],
    [{ category: 'other', purposes: ['fun'] }, '目的の指定が正しくありません。'],
    [{ category: 'other', purposes: 'basics' }, '目的の指定が正しくありません。'],
    [{ category: 'other', priceRange: { max: -1 } }, '予算は0以上の数値で入力してください。'],
    [{ category: 'other', priceRange: { max: 'abc' } }, '予算は0以上の数値で入力してください。'],
    [
      { category: 'other', priceRange: { max: Number.POSITIVE_INFINITY } },
      '予算は0以上の数値で入力してください。',
    ],
    [
      { category: 'other', priceRange: { min: 5000, max: 1000 } },
      '予算の下限が上限を超えています。',
    ],
    [{ category: 'other', language: 'french' }, '言語の指定が正しくありません。'],
    [
      { category: 'other', additionalRequirements: 'あ'.repeat(101) },
      'その他の要望は100文字以内で入力してください。',
    ],
    [
      { category: 'other', additionalRequirements: 42 },
      'その他の要望は100文字以内で入力してください。',
    ],
    [
      { category: 'other', subcategory: 'x'.repeat(51) },
      'サブカテゴリは50文字以内で入力してください。',
    ],
  ])('%j → %s', (body, expected) => {
    expect(message(body)).toBe(expected);
  });

  it('counts characters, not UTF-16 units, for the 100-character limit', () => {
    expect(message({ category: 'other', additionalRequirements: '😀'.repeat(100) })).toBe('ok');
    expect(message({ category: 'other', additionalRequirements: '😀'.repeat(101) })).not.toBe('ok');
  });

  it('accepts numeric strings, zero and null budgets, and removes duplicate purposes', () => {
    const result = validateBookSearchRequest({
      category: 'design',
      level: 'advanced',
      purposes: ['basics', 'basics'],
      priceRange: { max: '3000', min: null },
      language: 'any',
    });
    expect(result.ok && result.request).toMatchObject({
      maxPrice: 3000,
      minPrice: null,
      purposes: ['basics'],
      level: 'advanced',
    });
    expect(message({ category: 'design', priceRange: { max: 0 } })).toBe('ok');
    expect(message({ category: 'design', priceRange: { max: null } })).toBe('ok');
  });
});
