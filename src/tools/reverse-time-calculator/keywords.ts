import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'ぎゃくさん',
    'ぎゃくさんけいさん',
    '逆算',
    '到着時刻',
    '出発時刻',
    'しゅっぱつ',
    '何時に出る',
    '準備',
    '移動時間',
    'スケジュール',
    'タイムスケジュール',
  ],
  en: [
    'reverse time',
    'backward planning',
    'arrival time',
    'departure time',
    'schedule',
    'when to leave',
  ],
};
