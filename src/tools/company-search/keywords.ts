import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'きぎょう',
    'かいしゃ',
    '会社',
    '企業',
    '法人',
    'ほうじん',
    '会社概要',
    '証券コード',
    '上場',
    '本社',
    '取引先',
  ],
  en: ['company', 'corporation', 'business lookup', 'ticker', 'headquarters', 'firm'],
};
