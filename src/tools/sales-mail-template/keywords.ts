import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'えいぎょう',
    'えいぎょうめーる',
    'めーる',
    'てんぷれーと',
    '営業',
    '商談',
    'アポ',
    'アポイント',
    'フォローアップ',
    '提案',
    '例文',
    '新規開拓',
  ],
  en: ['sales', 'email', 'template', 'cold email', 'follow-up', 'meeting request', 'proposal'],
};
