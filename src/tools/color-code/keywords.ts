import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'からーこーど',
    'いろ',
    '色',
    'カラー',
    '16進数',
    'カラーピッカー',
    'コントラスト',
    'アクセシビリティ',
    'ウェブカラー',
    '配色',
  ],
  en: ['color', 'colour', 'hex', 'rgb', 'hsl', 'cmyk', 'picker', 'contrast', 'wcag'],
};
