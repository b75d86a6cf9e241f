import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'さぶん',
    'ひかく',
    'ちがい',
    '差分',
    '比較',
    '違い',
    '校正',
    'テキスト比較',
    'diff',
    'でぃふ',
  ],
  en: ['diff', 'compare', 'difference', 'text compare', 'changes', 'diffchecker'],
};
