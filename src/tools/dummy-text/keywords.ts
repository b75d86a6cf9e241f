import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'だみーてきすと',
    'ダミー',
    'サンプル文章',
    'ぶんしょう',
    '仮文章',
    'かりぶんしょう',
    'ロレムイプサム',
    'lorem ipsum',
    'テキスト生成',
    '文字埋め',
  ],
  en: ['dummy text', 'lorem ipsum', 'placeholder text', 'filler text', 'sample text', 'generator'],
};
