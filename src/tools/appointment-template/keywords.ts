import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'あぽいんと',
    'あぽ',
    'にっていちょうせい',
    '日程調整',
    'アポ',
    'アポイント',
    '打ち合わせ',
    'うちあわせ',
    '候補日',
    'こうほび',
    'カレンダー',
    'Googleカレンダー',
    'メール',
  ],
  en: ['appointment', 'meeting request', 'schedule', 'calendar', 'google calendar', 'ics', 'email'],
};
