import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'しょうひぜい',
    'ぜいこみ',
    'ぜいぬき',
    '税込',
    '税抜',
    '内税',
    '外税',
    '軽減税率',
    'インボイス',
    '端数処理',
    '切り捨て',
    '四捨五入',
  ],
  en: [
    'consumption tax',
    'sales tax',
    'VAT',
    'tax included',
    'tax excluded',
    'invoice',
    'rounding',
  ],
};
