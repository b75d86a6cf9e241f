import { describe, expect, it } from 'vitest';
import {
  bigramSimilarity,
  katakanaToHiragana,
  normalizeCompanyName,
} from './normalizeCompanyName.ts';

describe('normalizeCompanyName', () => {
  it.each([
    ['トヨタ自動車株式会社', 'とよた自動車'],
    ['株式会社 日立製作所', '日立製作所'],
    ['(株)キーエンス', 'きーえんす'],
    ['㈱キーエンス', 'きーえんす'],
    ['ｿﾆｰ', 'そにー'],
    ['ＳＯＮＹ', 'sony'],
    ['Toyota Motor Corporation', 'toyotamotor'],
    ['Hitachi, Ltd.', 'hitachi'],
    ['Mitsui & Co., Ltd.', 'mitsui'],
    ['K.K. Example', 'example'],
    ['Coca Cola', 'cocacola'],
    ['セブン&アイ・ホールディングス', 'せぶんあいほーるでぃんぐす'],
    ['  三菱　UFJ  ', '三菱ufj'],
    ['日本生命保険相互会社', '日本生命保険'],
    ['とよた', 'とよた'],
    ['', ''],
    ['株式会社', ''],
    ['🍣寿司株式会社', '🍣寿司'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCompanyName(input)).toBe(expected);
  });

  it('folds katakana to hiragana only', () => {
    expect(katakanaToHiragana('トヨタ ABC とよた ヴ')).toBe('とよた ABC とよた ゔ');
  });
});

describe('bigramSimilarity', () => {
  it.each([
    ['toyota', 'toyota', 1],
    ['toyta', 'toyota', 0.67],
    ['abc', 'xyz', 0],
    ['a', 'abc', 0],
    ['', 'abc', 0],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(bigramSimilarity(a, b)).toBeCloseTo(expected, 2);
  });
});
