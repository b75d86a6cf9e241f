import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'めーる',
    'びじねすめーる',
    'てんぷれーと',
    '例文',
    'れいぶん',
    '文例',
    '依頼',
    'お礼',
    'お詫び',
    '確認',
    '報告',
    'リマインド',
    '催促',
    '敬語',
    'けいご',
  ],
  en: ['email', 'mail', 'template', 'business email', 'request', 'thanks', 'apology', 'reminder'],
};
