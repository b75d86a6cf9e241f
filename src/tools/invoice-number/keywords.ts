import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'せいきゅうしょ',
    'せいきゅうしょばんごう',
    '請求書',
    '請求番号',
    'インボイス',
    '採番',
    'さいばん',
    '連番',
    'れんばん',
    '伝票番号',
  ],
  en: ['invoice', 'invoice number', 'billing', 'sequence', 'serial number', 'numbering'],
};
