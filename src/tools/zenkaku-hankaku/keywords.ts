import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'ぜんかく',
    'はんかく',
    '全角',
    '半角',
    '全角英数',
    '半角カナ',
    'カタカナ',
    '英数字',
    '記号',
    '文字幅',
    '変換',
  ],
  en: ['full-width', 'half-width', 'zenkaku', 'hankaku', 'katakana', 'width converter', 'NFKC'],
};
