import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'けいひ',
    'けいひせいさん',
    '経費精算',
    '精算',
    'りょうしゅうしょ',
    '領収書',
    '立替',
    'たてかえ',
    '交通費',
    'チェックリスト',
  ],
  en: ['expense', 'expense report', 'reimbursement', 'receipt', 'checklist', 'travel expenses'],
};
