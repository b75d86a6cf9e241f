import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'せいきひょうげん',
    '正規表現',
    'れぐえっくす',
    'レジェックス',
    'パターン',
    'マッチ',
    'ちかん',
    '置換',
    'けんさく',
    '検索',
  ],
  en: ['regex', 'regexp', 'regular expression', 'pattern', 'match', 'replace', 'tester'],
};
