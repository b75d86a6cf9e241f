import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: ['にっていちょうせい', 'スケジュール', '調整さん', '出欠', 'しゅっけつ', '会議'],
  en: ['schedule', 'poll', 'meeting', 'availability', 'doodle'],
};
