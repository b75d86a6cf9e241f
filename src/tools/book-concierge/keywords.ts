import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'ほん',
    'しょせき',
    '本',
    '書籍',
    'おすすめ',
    '推薦',
    '読書',
    'どくしょ',
    '勉強',
    '参考書',
    'ブックマーク',
  ],
  en: ['book', 'books', 'recommendation', 'reading', 'study', 'learning', 'bookmark'],
};
