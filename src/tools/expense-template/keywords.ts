import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'けいひせいさんしょ',
    '経費精算',
    '経費',
    '精算書',
    '交通費精算',
    'テンプレート',
    'ひな形',
    'エクセル',
    'Excel',
    '承認印',
    '印刷',
  ],
  en: ['expense report', 'expenses', 'reimbursement', 'template', 'excel', 'csv', 'print'],
};
