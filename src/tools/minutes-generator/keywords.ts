import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'ぎじろく',
    '議事録',
    '会議録',
    'ミーティング',
    '打ち合わせ',
    '決定事項',
    'アクションアイテム',
    'PDF',
    'CSV',
  ],
  en: ['minutes', 'meeting', 'agenda', 'action items', 'notes', 'pdf', 'csv'],
};
