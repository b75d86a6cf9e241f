import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'きゅーあーるこーど',
    'QR',
    'キューアール',
    '二次元コード',
    'バーコード',
    'URL',
    'Wi-Fi',
    'ワイファイ',
    '名刺',
    '連絡先',
    'ロゴ入り',
  ],
  en: ['qr', 'qr code', 'barcode', '2d code', 'url', 'wifi', 'vcard', 'mecard', 'contact'],
};
