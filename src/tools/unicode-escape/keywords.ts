import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'ゆにこーど',
    'エスケープ',
    'アンエスケープ',
    '文字参照',
    'コードポイント',
    'バイト',
    '16進数',
    'パーセントエンコード',
    '文字化け',
  ],
  en: [
    'unicode escape',
    'unescape',
    '\\u',
    'code point',
    'character reference',
    'hex bytes',
    'UTF-8',
    'percent encoding',
  ],
};
