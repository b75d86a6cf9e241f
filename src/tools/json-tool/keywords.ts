import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'じぇいそん',
    'ジェイソン',
    'せいけい',
    '整形',
    'あっしゅく',
    '圧縮',
    'バリデーション',
    '構文チェック',
    'フォーマッター',
    'ビューアー',
  ],
  en: ['json', 'formatter', 'beautify', 'pretty print', 'minify', 'validator', 'lint', 'viewer'],
};
