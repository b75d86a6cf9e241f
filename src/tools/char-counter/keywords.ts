import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'もじすう',
    'もじかうんと',
    'カウンター',
    '文字数',
    '字数',
    'ぎょうすう',
    '行数',
    'バイト数',
    '原稿用紙',
    'げんこうようし',
    '全角',
    '半角',
    'ツイッター',
    'X',
  ],
  en: [
    'character count',
    'word count',
    'letter counter',
    'bytes',
    'line count',
    'twitter',
    'manuscript',
  ],
};
