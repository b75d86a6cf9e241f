import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'みつもりしょ',
    '見積もり',
    '見積り',
    'お見積り',
    '御見積書',
    'インボイス',
    '適格請求書',
    '登録番号',
    '軽減税率',
    '消費税',
    'PDF',
    'CSV',
  ],
  en: ['quote', 'quotation', 'estimate', 'invoice', 'tax', 'pdf', 'csv'],
};
