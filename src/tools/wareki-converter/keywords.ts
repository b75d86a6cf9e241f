import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'われき',
    'せいれき',
    '和暦',
    '西暦',
    '元号',
    '令和',
    '平成',
    '昭和',
    '大正',
    '明治',
    '年齢',
    '早見表',
    '干支',
    'えと',
    '生年月日',
  ],
  en: [
    'Japanese era',
    'wareki',
    'gengo',
    'Reiwa',
    'Heisei',
    'Showa',
    'age calculator',
    'Chinese zodiac',
    'eto',
  ],
};
