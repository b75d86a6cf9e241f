import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'えんこーど',
    'でこーど',
    'エンコード',
    'デコード',
    'べーすろくじゅうよん',
    'ベース64',
    'パーセントエンコード',
    'URLエンコード',
    'HTMLエスケープ',
    '文字参照',
    'へんかん',
    '変換',
  ],
  en: ['base64', 'url encode', 'percent encoding', 'html entities', 'escape', 'uri', 'decode'],
};
