import { describe, expect, it } from 'vitest';
import { addressee, personName, salutation } from './common';

describe('addressee', () => {
  it.each([
    ['田中 一郎', 'ja', '田中 一郎様'],
    ['鈴木様', 'ja', '鈴木様'],
    ['鈴木 様', 'ja', '鈴木様'],
    ['佐藤さん', 'ja', '佐藤様'],
    ['高橋 部長', 'ja', '高橋 部長'],
    ['山田部長様', 'ja', '山田部長'],
    ['  田中  ', 'ja', '田中様'],
    ['Ms. Brown', 'ja', 'Brown様'],
    ['Taro Yamada', 'en', 'Taro Yamada'],
    ['鈴木様', 'en', '鈴木'],
    ['Ms. Brown', 'en', 'Ms. Brown'],
    ['', 'ja', ''],
  ] as const)('%s (%s) → %s', (name, language, expected) => {
    expect(addressee(name, language)).toBe(expected);
  });
});

describe('salutation and personName', () => {
  it('write a typed honorific once and nothing for no name', () => {
    expect(salutation('鈴木様', 'ja')).toEqual([{ kind: 'paragraph', lines: ['鈴木様'] }]);
    expect(salutation('Ms. Brown', 'en')).toEqual([
      { kind: 'paragraph', lines: ['Dear Ms. Brown,'] },
    ]);
    expect(salutation(null, 'ja')).toEqual([]);
    expect(salutation(' 様 ', 'ja')).toEqual([]);
    expect(personName('田中 様', 'ja')).toBe('田中様');
    expect(personName('様', 'ja')).toBe('様');
  });
});
