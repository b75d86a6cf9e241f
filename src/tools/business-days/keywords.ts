import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'えいぎょうび',
    '営業日',
    '稼働日',
    '祝日',
    '休日',
    '年末年始',
    '支払期日',
    '支払日',
    '締め日',
    '月末締め',
    '翌月末払い',
    '納期',
    '日数計算',
  ],
  en: [
    'business days',
    'working days',
    'holidays',
    'payment due',
    'net 30',
    'closing date',
    'Japan holidays',
  ],
};
